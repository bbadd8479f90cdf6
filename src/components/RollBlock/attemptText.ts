// A roll's result as plain text, the lines RollOutput shows (the bot's message, or the error): what a problem report
// quotes as "what the site showed". Kept beside RollOutput and loaded with it (./live.ts).
import type { RollAttempt } from "@site/src/dice";
import { botMessage } from "@site/src/dice/bot";
import { errorMessage } from "@site/src/dice/messages";

export function attemptText(attempt: RollAttempt, locale: string): string {
	if (!attempt.ok) return errorMessage(attempt.error);
	const { result } = attempt;
	// As RollOutput heads it: the statistics a `$name` roll used, joined as the bot joins them.
	const header = result.statisticsUsed.length > 0 ? result.statisticsUsed.join(" × ") : undefined;
	return botMessage(result, { header }, locale)
		.text.split("\n")
		.map((line) => line.trim())
		.filter((line) => line.length > 0)
		.join("\n");
}

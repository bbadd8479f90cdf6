/**
 * What of the bot runs in this repository, for fresh cases: @dicelette/core's
 * roll on a case's draws (no reply text, no comment split: those are
 * parse_result's, judged only in the committed corpus).
 */
import { roll } from "@dicelette/core";
import type { BotRollVerdict } from "./compare";
import { draws } from "./generators/random";
import { DRAW_STREAM } from "./site";

export function coreRoll(expression: string, drawSeed: number): BotRollVerdict {
	const stream = draws(drawSeed, DRAW_STREAM);
	let used = 0;
	const engine = { next: () => stream[used++ % DRAW_STREAM] ?? 0 };
	try {
		const result = roll(expression, engine as never);
		if (!result) return { rolled: false, error: "no result" };
		return { rolled: true, total: result.total ?? null, result: result.result };
	} catch (error) {
		return { rolled: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
	}
}

// Odds estimated from rolls only, for when the exact reading ran out of time: an
// expression the live roll refuses still gets its error first, as computeOdds gives it.
import { rollExpression } from "../../dice/engine";
import { type OddsAttempt, type OddsOptions, oddsCommand, sampledOdds } from "../../dice/odds";
import { seededSource } from "../../dice/random";

export function rolledOdds(
	expression: string,
	options: OddsOptions,
	sampling: { budgetMs: number; samples?: number },
): OddsAttempt {
	const check = rollExpression(expression, {
		random: seededSource(1),
		character: options.character,
		expValue: options.expValue,
		command: oddsCommand(options),
	});
	if (!check.ok) return check;
	return sampledOdds(expression, options, sampling);
}

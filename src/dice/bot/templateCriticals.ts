/**
 * A template's custom criticals as `/dbroll` reads them for one statistic (`rollCustomCritical`,
 * `apps/bot/src/utils/roll.ts`): each value with the sheet's statistics named in it replaced, `$` taken as the
 * rolled statistic's value and `{{ }}` worked out; one that cannot be worked out is left out, as the bot leaves it.
 */
import { replaceExpPlaceholders } from "../expPlaceholder";
import { evaluateInlineMath } from "../inlineMath";
import { rollNotation } from "../notation";
import { evaluateOperand } from "../operand";
import { replaceStatisticNames, substituteDollar } from "../statisticNames";
import type { ComparisonSign } from "../types";
import type { BotCustomCritical } from "./reply";
import type { SampleSheet, ServerTemplate } from "./server";

export function templateCriticals(
	template: ServerTemplate,
	sheet: SampleSheet,
	dollar: number | undefined,
): BotCustomCritical[] {
	const customs: BotCustomCritical[] = [];
	for (const [name, custom] of Object.entries(template.customCritical ?? {})) {
		try {
			const named = replaceStatisticNames(replaceExpPlaceholders(custom.value.trim()), sheet.values, {
				foldAccents: true,
			}).text;
			const withDollar = dollar === undefined ? named : substituteDollar(named, dollar);
			const prepared = evaluateInlineMath(withDollar, (notation) => rollNotation(notation).total);
			const value = evaluateOperand(prepared, "invalidCritical").value;
			customs.push({ name, sign: custom.sign as ComparisonSign, value, onNaturalDice: custom.onNaturalDice === true });
		} catch {
			// The bot leaves out a custom critical it cannot work out.
		}
	}
	return customs;
}

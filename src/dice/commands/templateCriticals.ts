/**
 * A template's custom criticals as `/dbroll` reads them for one statistic (`rollCustomCritical`,
 * `apps/bot/src/utils/roll.ts`), or `/macro` for its roll (`skillCustomCritical`): each value with the sheet's statistics named in it replaced, `$` taken as the
 * rolled statistic's value and `{{ }}` worked out; one that cannot be worked out is left out, as the bot leaves it.
 */

import type { BotCustomCritical } from "../bot";
import { replaceExpPlaceholders } from "../expPlaceholder";
import { evaluateInlineMath } from "../inlineMath";
import { rollNotation } from "../notation";
import { evaluateOperand } from "../operand";
import { type NamesReplaced, replaceStatisticNames, type StatisticValue, substituteDollar } from "../statisticNames";
import type { ComparisonSign } from "../types";
import { criticalOptions } from "./rollOptions";
import type { GivenOptions, SampleServer, SampleSheet, ServerTemplate } from "./server";

/**
 * A custom critical's value as the bot works it out when a player rolls: statistic names, then `$`, then `{{ }}`
 * blocks (dice inside rolled, so call it where a random source is set). Throws `InlineMathError`.
 */
export function prepareCriticalValue(
	value: string,
	statistics: readonly StatisticValue[],
	dollar: number | undefined,
): NamesReplaced {
	const named = replaceStatisticNames(replaceExpPlaceholders(value.trim()), statistics, { foldAccents: true });
	const withDollar = dollar === undefined ? named.text : substituteDollar(named.text, dollar);
	return { text: evaluateInlineMath(withDollar, (notation) => rollNotation(notation).total), used: named.used };
}

function templateCriticals(
	template: ServerTemplate,
	sheet: SampleSheet,
	dollar: number | undefined,
	onlyForMacros = false,
): BotCustomCritical[] {
	const customs: BotCustomCritical[] = [];
	for (const [name, custom] of Object.entries(template.customCritical ?? {})) {
		// A macro takes only those that affect skills (`skillCustomCritical`), and with no statistic rolled, only
		// those whose value has no `$`.
		if (onlyForMacros && (custom.affectSkill !== true || custom.value.includes("$"))) continue;
		try {
			const prepared = prepareCriticalValue(custom.value, sheet.values, dollar).text;
			const value = evaluateOperand(prepared, "invalidCritical").value;
			customs.push({ name, sign: custom.sign as ComparisonSign, value, onNaturalDice: custom.onNaturalDice === true });
		} catch {
			// The bot leaves out a custom critical it cannot work out.
		}
	}
	return customs;
}

/**
 * The criticals of a sheet command: the template's custom criticals (worked out for the statistic rolled; for a macro,
 * only those that affect skills), then those given as options, which replace any of the same name.
 */
export function sheetCriticals(
	options: GivenOptions,
	server: SampleServer,
	sheet: SampleSheet,
	dollar: number | undefined,
	forMacro: boolean,
): { given: BotCustomCritical[]; customCriticals: BotCustomCritical[] } {
	const given = criticalOptions(options, server.locale);
	const fromTemplate = templateCriticals(server.template, sheet, dollar, forMacro).filter(
		(custom) => !given.some((option) => option.name === custom.name),
	);
	return { given, customCriticals: [...fromTemplate, ...given] };
}

/**
 * What the odds engine is asked for a template roll, as `/dbroll` rolls it:
 * the type die with `$` worth the rolled statistic, the template's critical
 * faces and its custom criticals worked out for that sheet; or a macro, with
 * statistic names in place, no template critical, and only the custom
 * criticals marked for skills that use no `$` (the same reading as the
 * builder's test rolls, `testRoll.ts`).
 */
import type { StatisticValue } from "../dice";
import type { BotCustomCritical } from "../dice/bot";
import type { OddsOptions } from "../dice/odds";
import type { CustomCriticalRow, TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareDiceType, prepareMacro, resolveCustomCriticalValue, type SheetValues } from "./preparedFormulas";

export interface TemplateQuestion {
	expression: string;
	options: OddsOptions;
	/** Custom criticals with no single value here (their value rolls dice or cannot be worked out). */
	leftOut: string[];
}

/** A die in a value: `1d6`, `d%`, `2d(…)`, not the `d(` that ends `round(`. */
const ROLLS_DICE = /(^|[^\p{L}])\d*d(\d|%|F|\()/iu;

function customCriticalsFor(
	rows: readonly CustomCriticalRow[],
	sheet: SheetValues,
): { customs: BotCustomCritical[]; leftOut: string[] } {
	const customs: BotCustomCritical[] = [];
	const leftOut: string[] = [];
	for (const row of rows) {
		if (isBlank(row.name)) continue;
		const name = row.name.trim();
		try {
			// A value that rolls dice is drawn anew at each roll: no single value for exact odds.
			if (ROLLS_DICE.test(row.value)) throw new Error("rolled");
			const value = resolveCustomCriticalValue(row.value, sheet).value;
			customs.push({ name, sign: row.sign, value, onNaturalDice: row.onNaturalDice });
		} catch {
			leftOut.push(name);
		}
	}
	return { customs, leftOut };
}

function criticalsOf(form: TemplateForm): OddsOptions["criticals"] {
	return {
		success: numberOrUndefined(parseFormNumber(form.critical.success)),
		failure: numberOrUndefined(parseFormNumber(form.critical.failure)),
	};
}

/** The type die rolled for a statistic worth `dollar`; `statistics` are the sheet's values. */
export function typeDieQuestion(
	form: TemplateForm,
	dollar: number | undefined,
	statistics: readonly StatisticValue[] = [],
): TemplateQuestion {
	const { customs, leftOut } = customCriticalsFor(form.customCritical, { dollar, statistics });
	return {
		expression: prepareDiceType(form.diceType, dollar),
		options: { criticals: criticalsOf(form), customCriticals: customs },
		leftOut,
	};
}

/** A macro by name (case and accents ignored as the bot's names are), or undefined when there is none. */
export function macroQuestion(
	form: TemplateForm,
	name: string,
	statistics: readonly StatisticValue[],
): TemplateQuestion | undefined {
	const wanted = name.trim().normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
	const macro = form.macros.find(
		(row) => row.name.trim().normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() === wanted,
	);
	if (!macro) return undefined;
	const forSkills = form.customCritical.filter((row) => row.affectSkill && !row.value.includes("$"));
	const { customs, leftOut } = customCriticalsFor(forSkills, { statistics });
	return {
		expression: prepareMacro(macro.formula, statistics).text,
		options: { customCriticals: customs, command: "macro" },
		leftOut,
	};
}

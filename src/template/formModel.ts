/**
 * The form model: what the builder edits and what is saved in localStorage.
 * Numbers are kept as the text the user typed ("" when unset), so that a
 * half-typed value is still a valid draft; the rules in `rules.ts` judge it.
 */
import "./zodConfig";
import * as z from "zod/mini";
import { CUSTOM_CRITICAL_SIGNS } from "./limits";

export const statisticRowSchema = z.object({
	name: z.string(),
	min: z.string(),
	max: z.string(),
	combination: z.string(),
	exclude: z.boolean(),
});

export const macroRowSchema = z.object({
	name: z.string(),
	formula: z.string(),
});

export const customCriticalRowSchema = z.object({
	name: z.string(),
	sign: z.enum(CUSTOM_CRITICAL_SIGNS),
	value: z.string(),
	onNaturalDice: z.boolean(),
	affectSkill: z.boolean(),
});

/** Shape only: used to load saved drafts (`safeParse`) and as the base of the validating schema. */
export const formShapeSchema = z.object({
	charName: z.boolean(),
	isPrivate: z.boolean(),
	diceType: z.string(),
	total: z.string(),
	forceDistrib: z.boolean(),
	critical: z.object({ success: z.string(), failure: z.string() }),
	statistics: z.array(statisticRowSchema),
	macros: z.array(macroRowSchema),
	customCritical: z.array(customCriticalRowSchema),
});

export type TemplateForm = z.infer<typeof formShapeSchema>;
export type StatisticRow = z.infer<typeof statisticRowSchema>;
export type MacroRow = z.infer<typeof macroRowSchema>;
export type CustomCriticalRow = z.infer<typeof customCriticalRowSchema>;

export function emptyTemplateForm(): TemplateForm {
	return {
		charName: false,
		isPrivate: false,
		diceType: "",
		total: "",
		forceDistrib: false,
		critical: { success: "", failure: "" },
		statistics: [],
		macros: [],
		customCritical: [],
	};
}

export function emptyStatisticRow(): StatisticRow {
	return { name: "", min: "", max: "", combination: "", exclude: false };
}

export function emptyMacroRow(): MacroRow {
	return { name: "", formula: "" };
}

export function emptyCustomCriticalRow(): CustomCriticalRow {
	return { name: "", sign: ">=", value: "", onNaturalDice: false, affectSkill: false };
}

/** A statistic computed from others: its min and max do not apply. */
export function isCombination(row: StatisticRow): boolean {
	return row.combination.trim().length > 0;
}

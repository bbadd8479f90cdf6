/**
 * Conversion between the form model and the bot's JSON, both ways.
 * Records are built on objects without a prototype, so names such as
 * `__proto__` or `constructor` stay ordinary keys.
 */
import type { BotCustomCritical, BotStatistic, BotTemplate } from "./botSchema";
import {
	type CustomCriticalRow,
	emptyTemplateForm,
	isCombination,
	type StatisticRow,
	type TemplateForm,
} from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import type { CustomCriticalSign } from "./limits";

function record<T>(): Record<string, T> {
	return Object.create(null) as Record<string, T>;
}

function positive(text: string): number | undefined {
	const value = numberOrUndefined(parseFormNumber(text));
	return value !== undefined && value > 0 ? value : undefined;
}

function statisticEntry(row: StatisticRow): BotStatistic {
	const entry: BotStatistic = {};
	if (isCombination(row)) {
		entry.combinaison = row.combination.trim();
	} else {
		const min = numberOrUndefined(parseFormNumber(row.min));
		const max = numberOrUndefined(parseFormNumber(row.max));
		if (min !== undefined) entry.min = min;
		if (max !== undefined && max > 0) entry.max = max;
	}
	if (row.exclude) entry.exclude = true;
	return entry;
}

function customCriticalEntry(row: CustomCriticalRow): BotCustomCritical {
	const entry: BotCustomCritical = { sign: row.sign, value: row.value.trim() };
	if (row.onNaturalDice) entry.onNaturalDice = true;
	if (row.affectSkill) entry.affectSkill = true;
	return entry;
}

/** The bot's JSON for a (valid) form: only the keys that are set, `$schema` first. */
export function toBotTemplate(form: TemplateForm, schemaUrl?: string): BotTemplate {
	const template: BotTemplate = {};
	if (schemaUrl) template.$schema = schemaUrl;
	if (form.charName) template.charName = true;
	if (form.isPrivate) template.isPrivate = true;
	const total = positive(form.total);
	if (total !== undefined) template.total = total;
	if (form.forceDistrib) template.forceDistrib = true;
	const diceType = form.diceType.trim();
	if (diceType) template.diceType = diceType;
	const success = positive(form.critical.success);
	const failure = positive(form.critical.failure);
	if (success !== undefined || failure !== undefined) {
		template.critical = {};
		if (success !== undefined) template.critical.success = success;
		if (failure !== undefined) template.critical.failure = failure;
	}
	if (form.customCritical.length > 0) {
		const customCritical = record<BotCustomCritical>();
		for (const row of form.customCritical) customCritical[row.name] = customCriticalEntry(row);
		template.customCritical = customCritical;
	}
	if (form.statistics.length > 0) {
		const statistics = record<BotStatistic>();
		for (const row of form.statistics) statistics[row.name] = statisticEntry(row);
		template.statistics = statistics;
	}
	if (form.macros.length > 0) {
		const damage = record<string>();
		for (const row of form.macros) damage[row.name] = row.formula.trim();
		template.damage = damage;
	}
	return template;
}

/** The template as the file the builder downloads. */
export function templateFileText(form: TemplateForm, schemaUrl: string): string {
	return `${JSON.stringify(toBotTemplate(form, schemaUrl), null, 2)}\n`;
}

function numberText(value: number | string | undefined, zeroMeansUnset: boolean): string {
	if (value === undefined) return "";
	const text = String(value).trim();
	if (zeroMeansUnset && text !== "" && Number(text) === 0) return "";
	return text;
}

function ownEntries<T>(value: Record<string, T> | undefined): [string, T][] {
	return value ? Object.entries(value) : [];
}

/** The form model for a bot JSON whose structure `botTemplateSchema` accepted. */
export function fromBotTemplate(template: BotTemplate): TemplateForm {
	const form = emptyTemplateForm();
	form.charName = template.charName === true;
	form.isPrivate = template.isPrivate === true;
	form.total = numberText(template.total, true);
	form.forceDistrib = template.forceDistrib === true;
	form.diceType = template.diceType ?? "";
	form.critical = {
		success: numberText(template.critical?.success, true),
		failure: numberText(template.critical?.failure, true),
	};
	form.statistics = ownEntries(template.statistics).map(([name, entry]) => ({
		name,
		min: numberText(entry.min, false),
		max: numberText(entry.max, true),
		combination: entry.combinaison ?? "",
		exclude: entry.exclude === true,
	}));
	form.macros = ownEntries(template.damage).map(([name, formula]) => ({ name, formula }));
	form.customCritical = ownEntries(template.customCritical).map(([name, entry]) => ({
		name,
		sign: entry.sign as CustomCriticalSign,
		value: entry.value,
		onNaturalDice: entry.onNaturalDice === true,
		affectSkill: entry.affectSkill === true,
	}));
	return form;
}

const STATISTIC_FIELDS: Record<string, string | undefined> = {
	name: undefined,
	min: "min",
	max: "max",
	combination: "combinaison",
	exclude: "exclude",
};
const CUSTOM_CRITICAL_FIELDS: Record<string, string | undefined> = {
	name: undefined,
	sign: "sign",
	value: "value",
	onNaturalDice: "onNaturalDice",
	affectSkill: "affectSkill",
};

/** Where a form path (`statistics.2.max`) points in the bot's JSON (`statistics.Force.max`). */
export function formPathToJsonPath(form: TemplateForm, path: readonly (string | number)[]): (string | number)[] {
	const [list, index, field] = path;
	const fieldPath = (mapped: string | undefined) => (mapped ? [mapped] : []);
	if (list === "statistics" && typeof index === "number") {
		const name = form.statistics[index]?.name ?? String(index);
		return ["statistics", name, ...fieldPath(STATISTIC_FIELDS[String(field)])];
	}
	if (list === "macros") return typeof index === "number" ? ["damage", form.macros[index]?.name ?? ""] : ["damage"];
	if (list === "customCritical" && typeof index === "number") {
		const name = form.customCritical[index]?.name ?? String(index);
		return ["customCritical", name, ...fieldPath(CUSTOM_CRITICAL_FIELDS[String(field)])];
	}
	if (list === "customCritical") return ["customCritical"];
	return [...path];
}

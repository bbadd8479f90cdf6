/**
 * Every field of the bot's template, declared once: its key in the bot's JSON,
 * its place in the form, its empty value, its limits and the error codes its
 * checks raise. The form model, the bot's schema, both conversions, the draft's
 * caps, the cheap limits, the sheet-import header and the builder's controls
 * and error summary are derived from this list (`fieldModel.ts` and the modules
 * it names); the builder's text for each field is keyed by its path
 * (`components/TemplateBuilder/_utils/labels.ts`). CONTRIBUTING.md's recipe "The
 * bot's template gained a field" walks through adding one.
 *
 * Plain data with no zod: the form's eager code and the checks' lazy code both
 * read it, each building its own schema.
 */
import type { TemplateErrorCode, TemplateHintCode } from "./errorCodes";
import { CUSTOM_CRITICAL_SIGNS, MAX_CUSTOM_CRITICALS, MAX_MACROS, MAX_STATISTICS } from "./limits";

/** How wide a row's input is drawn. */
export type FieldWidth = "narrow" | "wide";

interface JsonKeyed {
	/** The key in the bot's JSON. */
	json: string;
	/** What it means, in the published JSON Schema. */
	description: string;
}

/** A checkbox; `true` in the JSON, absent when unticked. */
export interface FlagField extends JsonKeyed {
	kind: "flag";
	/** A column the sheet-import CSV (the bot's `/csv`) gains while the flag is ticked. */
	sheetColumn?: string;
}

/** A whole number typed as text; the JSON holds the number. */
export interface WholeField extends JsonKeyed {
	kind: "whole";
	/** The code when the text is not a number, or is negative. */
	invalid: TemplateErrorCode;
	/** 0 means "none": not written in the JSON, read back as an empty field. */
	zeroMeansUnset: boolean;
	/** The bot also reads the value from a string of digits, such as "20". */
	digitStrings?: boolean;
	/** The hint added when the number is negative: how to write what was meant. */
	negativeHint?: TemplateHintCode;
	/** In a row: left out of the JSON, and shown inactive, while this other field of the row holds text. */
	ignoredWhenFilled?: string;
	/** A column the sheet-import CSV gains while the number is set. */
	sheetColumn?: string;
	width?: FieldWidth;
}

/** A dice formula or a calculation, typed as text and capped at MAX_FORMULA_TEXT_LENGTH; the JSON holds it trimmed. */
export interface FormulaField {
	kind: "formula";
	/** The JSON key; absent when the formula is the row's whole entry (`damage: { name: formula }`). */
	json?: string;
	description?: string;
	/** Written even when empty: the bot requires the key. */
	required: boolean;
	/**
	 * What the cheap limits read as arithmetic: the whole text (a calculation),
	 * only its `{{ }}` blocks (a dice formula), or the whole text unless it has blocks.
	 */
	arithmetic: "whole" | "blocks" | "wholeUnlessBlocks";
	placeholder?: string;
	width?: FieldWidth;
}

/** One of a fixed list of values, picked from a menu; always written. */
export interface ChoiceField<Option extends string = string> extends JsonKeyed {
	kind: "choice";
	options: readonly Option[];
	/** The value of a new row. */
	initial: Option;
	invalid: TemplateErrorCode;
}

/** A row's name: its key in the JSON's record, capped at MAX_NAME_LENGTH like every name. */
interface NameField {
	kind: "name";
}

export type ScalarField = FlagField | WholeField | FormulaField | ChoiceField;
/** A field with a key of its own in the JSON: every one but a row's name and a row's whole entry. */
export type KeyedField = FlagField | WholeField | (FormulaField & JsonKeyed) | ChoiceField;
export type RowField = ScalarField | NameField;
export type RowFields = Record<string, RowField>;

/** Fields the JSON nests in an object of their own, and the form shows in a section of their own. */
export interface GroupField<Fields extends Record<string, KeyedField> = Record<string, KeyedField>> extends JsonKeyed {
	kind: "group";
	fields: Fields;
}

/** Named rows (statistics, macros, custom criticals): a record by name in the JSON, a section of rows in the form. */
export interface ListField<Rows extends RowFields = RowFields> extends JsonKeyed {
	kind: "list";
	rows: Rows;
	/** The most rows the bot accepts, and the code past it. */
	max: number;
	tooMany: TemplateErrorCode;
	/** The JSON holds this field's value itself for each name, not an object. */
	valueField?: keyof Rows & string;
	/** Each row's name is a column of the sheet-import CSV. */
	sheetColumnPerRow?: boolean;
	/** The code when the key is present with no entry, which the bot refuses. */
	emptyRefused?: TemplateErrorCode;
}

export type TemplateField = KeyedField | GroupField | ListField;
export type TemplateFields = Record<string, TemplateField>;

const flag = <const F extends Omit<FlagField, "kind">>(spec: F) => ({ kind: "flag", ...spec }) as const;
export const whole = <const F extends Omit<WholeField, "kind">>(spec: F) => ({ kind: "whole", ...spec }) as const;
const formula = <const F extends Omit<FormulaField, "kind">>(spec: F) => ({ kind: "formula", ...spec }) as const;
const choice = <const Option extends string, const F extends Omit<ChoiceField<Option>, "kind">>(spec: F) =>
	({ kind: "choice", ...spec }) as const;
const name = () => ({ kind: "name" }) as const;
const group = <const Fields extends Record<string, KeyedField>, const F extends Omit<GroupField, "kind" | "fields">>(
	fields: Fields,
	spec: F,
) => ({ kind: "group", fields, ...spec }) as const;
const list = <const Rows extends RowFields, const F extends Omit<ListField<Rows>, "kind" | "rows">>(
	rows: Rows,
	spec: F,
) => ({ kind: "list", rows, ...spec }) as const;

/**
 * The template, in the order of the bot's JSON. Top-level fields show in the
 * builder's general section; a group and each list have a section of their own.
 */
export const TEMPLATE_FIELDS = {
	charName: flag({ json: "charName", description: "Players must give their character a name" }),
	isPrivate: flag({
		json: "isPrivate",
		description: "Sheets are private by default (used by the site's builder; adds a CSV column)",
		sheetColumn: "isPrivate",
	}),
	total: whole({
		json: "total",
		description: "Points to distribute across the base statistics; 0 means none",
		invalid: "total.invalid",
		zeroMeansUnset: true,
	}),
	forceDistrib: flag({ json: "forceDistrib", description: "A sheet must spend exactly `total` points" }),
	diceType: formula({
		json: "diceType",
		description: "The type die; $ stands for the statistic's value, e.g. 1d20+$>=15",
		required: false,
		arithmetic: "blocks",
		placeholder: "1d20+$>=15",
	}),
	critical: group(
		{
			success: whole({
				json: "success",
				description: "Critical success at or above this natural die",
				invalid: "critical.successInvalid",
				zeroMeansUnset: true,
				digitStrings: true,
			}),
			failure: whole({
				json: "failure",
				description: "Critical failure at or below this natural die",
				invalid: "critical.failureInvalid",
				zeroMeansUnset: true,
				digitStrings: true,
			}),
		},
		{ json: "critical", description: "Faces of the natural die that announce a critical" },
	),
	customCritical: list(
		{
			name: name(),
			sign: choice({
				json: "sign",
				description: "How the type die's result is compared with the value",
				options: CUSTOM_CRITICAL_SIGNS,
				initial: ">=",
				invalid: "customCritical.signInvalid",
			}),
			value: formula({
				json: "value",
				description: "Number, dice or formula; $ stands for the statistic's value",
				required: true,
				arithmetic: "wholeUnlessBlocks",
				placeholder: "round($/2)",
				width: "wide",
			}),
			onNaturalDice: flag({ json: "onNaturalDice", description: "Compare only the natural die" }),
			affectSkill: flag({ json: "affectSkill", description: "Also apply this test to macros" }),
		},
		{
			json: "customCritical",
			description: "Extra critical tests, by name",
			max: MAX_CUSTOM_CRITICALS,
			tooMany: "customCritical.tooMany",
		},
	),
	statistics: list(
		{
			name: name(),
			min: whole({
				json: "min",
				description: "Lowest value a sheet may give",
				invalid: "statistic.minInvalid",
				zeroMeansUnset: false,
				negativeHint: "emptyMinimum",
				ignoredWhenFilled: "combination",
				width: "narrow",
			}),
			max: whole({
				json: "max",
				description: "Highest value a sheet may give (0 means none)",
				invalid: "statistic.maxInvalid",
				zeroMeansUnset: true,
				negativeHint: "emptyMaximum",
				ignoredWhenFilled: "combination",
				width: "narrow",
			}),
			combination: formula({
				json: "combinaison",
				description: "Formula computing this statistic from others, e.g. endurance*2+force",
				required: false,
				arithmetic: "whole",
				placeholder: "endurance*2+force",
				width: "wide",
			}),
			exclude: flag({ json: "exclude", description: "Hidden from the statistic picker of the dice command" }),
		},
		{
			json: "statistics",
			description: "The sheet's statistics, by name",
			max: MAX_STATISTICS,
			tooMany: "statistics.tooMany",
			sheetColumnPerRow: true,
		},
	),
	macros: list(
		{
			name: name(),
			formula: formula({ required: true, arithmetic: "blocks", placeholder: "1d8+Force", width: "wide" }),
		},
		{
			json: "damage",
			description: "Macros: named dice formulas, e.g. 1d8+Force",
			max: MAX_MACROS,
			tooMany: "macros.tooMany",
			valueField: "formula",
			emptyRefused: "macros.emptyList",
		},
	),
} as const satisfies TemplateFields;

// The types the declarations give: the form's values, the bot's JSON, and the fields' paths.

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ScalarFormValue<F> = F extends FlagField ? boolean : F extends ChoiceField<infer Option> ? Option : string;

type FormValue<F> =
	F extends GroupField<infer Fields>
		? FormOf<Fields>
		: F extends ListField<infer Rows>
			? FormOf<Rows>[]
			: ScalarFormValue<F>;

/** The form's values for a set of fields: numbers and formulas as the text typed, flags as booleans. */
export type FormOf<Fields> = { -readonly [K in keyof Fields]: FormValue<Fields[K]> };

type ScalarJson<F> = F extends FlagField
	? boolean
	: F extends WholeField
		? F extends { digitStrings: true }
			? number | string
			: number
		: F extends ChoiceField<infer Option>
			? Option
			: string;

type JsonKeyOf<F> = F extends { json: infer Key extends string } ? Key : never;
type IsRequired<F> = F extends ChoiceField | { required: true } ? true : false;

type EntryOf<Fields> = Simplify<
	{
		-readonly [K in keyof Fields as IsRequired<Fields[K]> extends true ? JsonKeyOf<Fields[K]> : never]: ScalarJson<
			Fields[K]
		>;
	} & {
		-readonly [K in keyof Fields as IsRequired<Fields[K]> extends true ? never : JsonKeyOf<Fields[K]>]?: ScalarJson<
			Fields[K]
		>;
	}
>;

type JsonValue<F> =
	F extends GroupField<infer Fields>
		? EntryOf<Fields>
		: F extends ListField<infer Rows>
			? F extends { valueField: infer V extends keyof Rows }
				? Record<string, ScalarJson<Rows[V]>>
				: Record<string, EntryOf<Rows>>
			: ScalarJson<F>;

/** The bot's JSON for a set of fields: every key optional, as the bot reads it. */
export type JsonOf<Fields> = Simplify<{ -readonly [K in keyof Fields as JsonKeyOf<Fields[K]>]?: JsonValue<Fields[K]> }>;

/** Paths of the fields, as the builder's text is keyed: `total`, `critical.success`, `statistics.min`. */
export type FieldPathOf<Fields> = {
	[K in keyof Fields & string]: Fields[K] extends GroupField<infer Inner>
		? `${K}.${keyof Inner & string}`
		: Fields[K] extends ListField<infer Rows>
			? `${K}.${keyof Rows & string}`
			: K;
}[keyof Fields & string];

/** The keys of the lists: `statistics`, `macros`, `customCritical`. */
export type ListKeyOf<Fields> = {
	[K in keyof Fields & string]: Fields[K] extends ListField ? K : never;
}[keyof Fields & string];

export type TemplateFieldPath = FieldPathOf<typeof TEMPLATE_FIELDS>;
export type TemplateListKey = ListKeyOf<typeof TEMPLATE_FIELDS>;

/** The fields that add a column to the sheet-import CSV. */
export type SheetColumnFieldOf<Fields> = {
	[K in keyof Fields & string]: Fields[K] extends { sheetColumn: string } ? K : never;
}[keyof Fields & string];

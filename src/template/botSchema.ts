/**
 * The bot's template JSON (template-format.md), as a zod schema. It checks the
 * structure of an imported file (types, known keys) and is the source of the
 * JSON Schema the site publishes (`z.toJSONSchema`, see plugins/template-schema).
 * Messages are error codes; the template's rules are applied afterwards on the
 * form model (`rules.ts`), so imported files and the form are judged alike.
 *
 * Records are validated here but never read back from zod's output: a key such
 * as `__proto__` would be lost there. `convert.ts` reads the checked input.
 */
import "./zodConfig";
import * as z from "zod";
import { CUSTOM_CRITICAL_SIGNS, MAX_CUSTOM_CRITICALS, MAX_MACROS, MAX_STATISTICS } from "./limits";

const unknownKeys = (issue: { code: string }) => (issue.code === "unrecognized_keys" ? "json.unknownKey" : undefined);

const wholeNumber = (invalid: string) =>
	z.number({ error: invalid }).int({ error: "number.notWhole" }).min(0, { error: invalid });

/** Critical thresholds: the bot also reads them from digit strings such as "20". */
const threshold = (invalid: string) =>
	z.union([wholeNumber(invalid), z.string({ error: invalid }).regex(/^\s*\d*\s*$/, { error: invalid })]);

export const botStatisticSchema = z
	.strictObject(
		{
			min: wholeNumber("statistic.minInvalid").optional().meta({ description: "Lowest value a sheet may give" }),
			max: wholeNumber("statistic.maxInvalid")
				.optional()
				.meta({ description: "Highest value a sheet may give (0 means none)" }),
			combinaison: z
				.string({ error: "json.expectedString" })
				.optional()
				.meta({ description: "Formula computing this statistic from others, e.g. endurance*2+force" }),
			exclude: z
				.boolean({ error: "json.expectedBoolean" })
				.optional()
				.meta({ description: "Hidden from the statistic picker of the dice command" }),
		},
		{ error: unknownKeys },
	)
	.superRefine((entry, ctx) => {
		// The bot's own check, applied to every entry, combinations included (a max of 0 means none).
		if (entry.min === undefined || entry.max === undefined || entry.max === 0) return;
		if (entry.max < entry.min) ctx.addIssue({ code: "custom", message: "statistic.maxNotAboveMin", path: ["max"] });
		if (entry.max === entry.min) ctx.addIssue({ code: "custom", message: "statistic.sameMinMax", path: ["max"] });
	});

export const botCustomCriticalSchema = z.strictObject(
	{
		sign: z.enum(CUSTOM_CRITICAL_SIGNS, { error: "customCritical.signInvalid" }),
		value: z
			.string({ error: "json.expectedString" })
			.meta({ description: "Number, dice or formula; $ stands for the statistic's value" }),
		onNaturalDice: z
			.boolean({ error: "json.expectedBoolean" })
			.optional()
			.meta({ description: "Compare only the natural die" }),
		affectSkill: z
			.boolean({ error: "json.expectedBoolean" })
			.optional()
			.meta({ description: "Also apply this test to macros" }),
	},
	{ error: unknownKeys },
);

export const botTemplateSchema = z
	.strictObject(
		{
			$schema: z
				.string({ error: "json.expectedString" })
				.optional()
				.meta({ description: "URL of this JSON Schema; ignored by the bot" }),
			charName: z
				.boolean({ error: "json.expectedBoolean" })
				.optional()
				.meta({ description: "Players must give their character a name" }),
			isPrivate: z
				.boolean({ error: "json.expectedBoolean" })
				.optional()
				.meta({ description: "Sheets are private by default (used by the site's builder; adds a CSV column)" }),
			total: wholeNumber("total.invalid")
				.optional()
				.meta({ description: "Points to distribute across the base statistics; 0 means none" }),
			forceDistrib: z
				.boolean({ error: "json.expectedBoolean" })
				.optional()
				.meta({ description: "A sheet must spend exactly `total` points" }),
			diceType: z
				.string({ error: "json.expectedString" })
				.optional()
				.meta({ description: "The type die; $ stands for the statistic's value, e.g. 1d20+$>=15" }),
			critical: z
				.strictObject(
					{
						success: threshold("critical.successInvalid")
							.optional()
							.meta({ description: "Critical success at or above this natural die" }),
						failure: threshold("critical.failureInvalid")
							.optional()
							.meta({ description: "Critical failure at or below this natural die" }),
					},
					{ error: (issue) => unknownKeys(issue) ?? "json.expectedObject" },
				)
				.optional(),
			customCritical: z
				.record(z.string(), botCustomCriticalSchema, { error: "json.expectedObject" })
				.optional()
				.meta({ maxProperties: MAX_CUSTOM_CRITICALS, description: "Extra critical tests, by name" }),
			statistics: z
				.record(z.string(), botStatisticSchema, { error: "json.expectedObject" })
				.optional()
				.meta({ maxProperties: MAX_STATISTICS, description: "The sheet's statistics, by name" }),
			damage: z
				.record(z.string(), z.string({ error: "json.expectedString" }), { error: "json.expectedObject" })
				.optional()
				.meta({ maxProperties: MAX_MACROS, description: "Macros: named dice formulas, e.g. 1d8+Force" }),
		},
		{ error: (issue) => unknownKeys(issue) ?? "json.notObject" },
	)
	.meta({ title: "Dicelette character-sheet template" });

export type BotTemplate = z.input<typeof botTemplateSchema>;
export type BotStatistic = z.input<typeof botStatisticSchema>;
export type BotCustomCritical = z.input<typeof botCustomCriticalSchema>;

/** The JSON Schema published at /schema/template.schema.json. */
export function templateJsonSchema(id: string): Record<string, unknown> {
	const schema = z.toJSONSchema(botTemplateSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
	return { ...schema, $id: id };
}

/**
 * `/display` (4.7.2: `commands/tools/display.ts`): the character embed, the statistics embed and the macros embed,
 * read from the sheet's message as registering wrote it.
 */
import { capitalize, SAMPLE_USER, substituteAtRoll, tidySigns } from "../bot";
import { evaluateInlineMath } from "../inlineMath";
import { textsFor } from "./commandTexts";
import {
	type BotEmbed,
	errorEmbed,
	type GivenOptions,
	type PostedMessage,
	type SampleServer,
	type SampleSheet,
} from "./server";
import { standardize } from "./sheetLookup";

/**
 * The player's record as `getRecordChar` finds it with `strict` off: the character asked for need only be part of
 * the stored name. The sample server has one player with a sheet, the reader.
 */
function recordFor(options: GivenOptions, server: SampleServer, player: string): SampleSheet | undefined {
	const sheet = player === SAMPLE_USER.id ? server.sheet : undefined;
	const named = options.character?.trim();
	if (!sheet || !named) return sheet;
	return standardize(sheet.name).includes(standardize(named)) ? sheet : undefined;
}

/**
 * The sheet's values in the order its statistics embed lists them: `/import` writes them in the template's order,
 * combinations in their place; the sheet's form, in the sheet's.
 */
function inEmbedOrder(server: SampleServer, sheet: SampleSheet): SampleSheet["values"] {
	if (!sheet.imported) return sheet.values;
	const order = Object.keys(server.template.statistics ?? {}).map(standardize);
	const rank = (name: string) => {
		const at = order.indexOf(standardize(name));
		return at < 0 ? order.length : at;
	};
	return [...sheet.values].sort((a, b) => rank(a.name) - rank(b.name));
}

/** A macro as `/display` shows it: core's `generateStatsDice`, the sheet's values put in, then `{{ }}` worked out. */
function shownMacro(formula: string, sheet: SampleSheet): string {
	// Registration stores an empty macro as `_ _`, which /display then shows as code.
	if (formula.trim() === "") return "_ _";
	const text = substituteAtRoll(formula, sheet.values);
	try {
		// Core tidies the signs once the blocks are worked out: `+{{-4}}` shows as `-4`.
		return tidySigns(
			evaluateInlineMath(text, () => {
				throw new Error("a die inside {{ }}");
			}),
		);
	} catch {
		// The bot leaves the formula as it is when its calculation fails.
		return text;
	}
}

/** `/display`: the character embed, the statistics embed and the macros embed, posted in the channel. */
export function display(options: GivenOptions, server: SampleServer): PostedMessage[] {
	const texts = textsFor(server.locale);
	const player = options.player ?? SAMPLE_USER.id;
	const sheet = recordFor(options, server, player);
	if (!sheet) {
		// `getRecordChar` finds no record: the member, and the character asked for in lower case (`display.ts`).
		const named = options.character?.trim().toLowerCase();
		const who = named ? `<@${player}> (${named})` : `<@${player}>`;
		return [{ where: "channel", embeds: [errorEmbed(texts.notRegistered(who), server.locale)], ephemeral: false }];
	}
	const statistics = inEmbedOrder(server, sheet).map((value) => ({
		name: capitalize(value.name),
		value: `\`${value.value}\``,
		inline: true,
	}));
	// The sheet's macros embed names each macro as registering wrote it there.
	const macros = Object.entries(server.template.damage ?? {}).map(([name, formula]) => ({
		name: sheet.imported ? capitalize(name) : name,
		value: `\`${shownMacro(formula, sheet)}\``,
		inline: true,
	}));
	const embeds: BotEmbed[] = [
		{
			color: "Gold",
			title: texts.character,
			// The member's avatar, beside the character's name.
			thumbnail: true,
			fields: [
				{ name: texts.player, value: `<@${options.player ?? SAMPLE_USER.id}>`, inline: true },
				{ name: texts.character, value: capitalize(sheet.name) || texts.notSet, inline: true },
			],
		},
	];
	if (statistics.length > 0) embeds.push({ color: "Aqua", title: texts.statistics, fields: statistics });
	if (macros.length > 0) embeds.push({ color: "Green", title: texts.macro, fields: macros });
	return [{ where: "channel", embeds, ephemeral: false }];
}

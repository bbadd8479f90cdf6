/**
 * Whose sheet `/dbroll` and `/macro` read, and what of it (4.7.2: `database/get_user.ts`, `getStatistics` and
 * `getMacro`, on `getUserFrom` and the bot's memory of characters, `database/memory.ts`).
 *
 * The bot looks a character up first in its memory, by a name equal to the one typed (no name: a character without
 * one), then in the server's list, by a name that holds what was typed, read from the sheet's message. With no name
 * typed and no nameless character, it takes the player's first character. A name it does not find is not refused
 * (`isSerializedNameEquals` is true whenever the names differ): the command falls back on the template alone.
 *
 * `/import` puts the character in memory without the template's macros (`commands/admin/import.ts` stores the
 * CSV's own macros only), so right after an import `getMacro` finds a sheet without macros and rolls the template's
 * macros with no statistics: a macro that names a statistic then fails. A sheet registered through its form, or read
 * back from its message, has both.
 */

import { capitalize, SAMPLE_USER } from "../bot";
import type { GivenOptions, SampleServer, SampleSheet } from "./server";

/** Lower case without accents, untrimmed, as the bot's `standardize()` (its `noTrim` flag trims). */
export function standardize(text: string): string {
	return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** How the bot found the player's character for a sheet command. */
export type Found =
	/** From its memory: the sheet as registering left it there. */
	| { from: "memory"; sheet: SampleSheet; character?: string }
	/** From the sheet's message (a name typed in part): statistics and macros as the sheet shows them. */
	| { from: "message"; sheet: SampleSheet; character: string }
	/** None: the name typed matches no character, or the player has none. */
	| { from: "none"; typed?: string };

/**
 * The character a sheet command rolls for (`getUserFrom`, then `getFirstChar`), and the name the bot carries
 * along as `optionChar`: the stored one, in lower case, when the name typed is the character's; the first
 * character's, capitalized, when none was typed.
 */
export function findCharacter(options: GivenOptions, server: SampleServer, userId: string): Found {
	const typed = options.character?.trim() || undefined;
	// The sample server has one player with a sheet, the reader.
	const sheet = userId === SAMPLE_USER.id ? server.sheet : undefined;
	if (!sheet) return { from: "none", typed };
	const stored = sheet.name ? standardize(sheet.name) : undefined;
	if (!typed) return { from: "memory", sheet, character: sheet.name ? capitalize(sheet.name) : undefined };
	const query = standardize(typed);
	if (stored === query) return { from: "memory", sheet, character: sheet.name.toLowerCase() };
	if (stored?.includes(query)) return { from: "message", sheet, character: sheet.name };
	return { from: "none", typed };
}

/** What `/macro` rolls with: the macros it looks the name up in, the statistics put in, the name it carries. */
export interface MacroSource {
	macros: Readonly<Record<string, string>>;
	statistics: SampleSheet["values"];
	character?: string;
}

/**
 * `getMacro`'s answer: the sheet's statistics with the template's macros, or the template's macros alone (no sheet,
 * a name it did not find, a sheet `/import` left in memory).
 */
export function macroSource(found: Found, server: SampleServer): MacroSource {
	const macros = server.template.damage ?? {};
	if (found.from === "none") return { macros, statistics: [] };
	if (found.from === "memory" && found.sheet.imported) return { macros, statistics: [], character: found.character };
	return { macros, statistics: found.sheet.values, character: found.character };
}

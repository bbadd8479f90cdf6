/**
 * Which character a `/roll` line is for, and what is left of the line (`baseRoll` of
 * `apps/bot/src/commands/roll/base_roll.ts`, with `getCharFromText` and `getUserFrom` of its database):
 * - a line naming a statistic (`$Force`) looks for the character in ` @Name` at its very end, else takes the
 *   player's first character; the line loses its ` @Name`;
 * - that character's sheet is found by its name (a sheet whose name holds the one asked for), or, with no name
 *   asked, the player's unnamed sheet (`sheetNamed` says which name heads the reply);
 * - with no name found that way, ` @Name` anywhere in the line names the character and leaves the line.
 * The sheet found is what `$name` reads; without one, `$name` is refused as unknown.
 */
import { SAMPLE_USER } from "../bot";
import { foldText } from "../standardize";
import type { SampleServer, SampleSheet } from "./server";

/** core's `STAT_MATCHER`: `$` then a letter starts a statistic's name. */
const NAMES_A_STATISTIC = /\(?\$[\p{L}\p{M}_.][\p{L}\p{M}0-9_.]*\)?/u;
/** `getCharFromText`: the name must end the line (letters only, a closing bracket allowed). */
const NAME_AT_END = / @([\p{L}\p{M}]+)\]?$/u;
/** The bot's `CHARACTER_DETECTION`, anywhere in the line. */
const NAME_ANYWHERE = / @([\p{L}\p{M}._-]+)/u;

export interface RollCharacter {
	/** The line once the character's name is taken out. */
	dice: string;
	/** The name the reply is headed with, as the bot holds it (capitalized by the reply). */
	character?: string;
	/** The sheet `$name` reads. */
	sheet?: SampleSheet;
}

/**
 * The player's sheet a name picks, and the name the reply is headed with: the bot's memory of sheets answers a
 * name equal to the sheet's (once folded) with the name asked; its database, which answers a name the sheet's
 * holds, with the sheet's own name. With no name asked, only an unnamed sheet is picked.
 */
function sheetNamed(
	server: SampleServer,
	userId: string,
	asked: string | undefined,
): { sheet?: SampleSheet; character?: string } {
	// The sample server has one registered player, the reader.
	const sheet = userId === SAMPLE_USER.id ? server.sheet : undefined;
	const registered = sheet?.name ? sheet.name : undefined;
	if (!sheet || asked === undefined) return { sheet: sheet && registered === undefined ? sheet : undefined };
	if (registered === undefined) return { character: asked };
	if (foldText(registered) === foldText(asked)) return { sheet, character: asked };
	return foldText(registered).includes(foldText(asked)) ? { sheet, character: registered } : { character: asked };
}

/**
 * `nameSource` is where ` @Name` is looked for anywhere: the line itself for `/roll`, the roll in brackets of a
 * message that holds one (`on_message_send.ts`); the name found is taken out of the whole line.
 */
export function rollCharacter(line: string, server: SampleServer, userId: string, nameSource = line): RollCharacter {
	let dice = line;
	let asked: string | undefined;
	const named = NAME_ANYWHERE.exec(nameSource);
	if (NAMES_A_STATISTIC.test(dice)) {
		const atEnd = NAME_AT_END.exec(dice)?.[1];
		const first = userId === SAMPLE_USER.id ? server.sheet?.name : undefined;
		asked = atEnd !== undefined ? foldText(atEnd) : first || undefined;
		if (asked !== undefined && named) dice = dice.replace(named[0], "").trim();
	}
	const found = sheetNamed(server, userId, asked);
	let character = found.character;
	if (character === undefined && named) {
		character = named[1];
		dice = dice.replace(named[0], "").trim();
	}
	return { dice, character, sheet: found.sheet };
}

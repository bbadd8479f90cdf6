/**
 * What the bot posts for a roll (4.7.2): the message `onMessageSend` of
 * `packages/parse_result/src/result_as_text.ts` writes, that is the author's
 * mention in italics (or the character's name, bold and underlined, with the
 * mention after it), then the roll text of `reply.ts`. A `hidden` roll is the
 * same message sent as an ephemeral reply (`apps/bot/src/utils/roll.ts`).
 * Not rebuilt: the link to the original message that a log thread adds.
 */
import type { RandomSource } from "../random";
import type { RollResult } from "../types";
import { type BotLabel, type BotReading, botMessage, capitalize } from "./reply";

/** The player the site's examples mention: an id as Discord writes it, and the name a view shows for it. */
export const SAMPLE_USER = { id: "100000000000000001", name: "Lou" } as const;

export interface BotPostOptions extends BotReading {
	/** The character the roll is made for (`/dbroll`'s `personnage`, `/macro`'s): named before the mention. */
	character?: string;
	/** Sent with `caché:True`: only its author sees it. */
	hidden?: boolean;
	/** Who rolled; SAMPLE_USER when omitted. */
	userId?: string;
}

export interface BotPost {
	/** The message as Discord receives it, in its markdown. */
	content: string;
	ephemeral: boolean;
	label?: { kind: BotLabel; name: string };
	/**
	 * Set when the bot's reply formatter throws: the bot then posts no roll, and answers with `content` as its error
	 * (an ephemeral embed for a command, a private message for a message); `cause` is the embed's footer.
	 */
	error?: { name: string; message: string; cause?: string };
}

/** The whole message the bot posts for this roll, in the language of `locale`. */
export function botPost(result: RollResult, options: BotPostOptions, locale: string): BotPost {
	const { character, hidden = false, userId = SAMPLE_USER.id, ...reading } = options;
	const message = botMessage(result, reading, locale);
	if (message.error) return { content: message.text, ephemeral: true, error: message.error };
	let mention = `*<@${userId}>*`;
	if (character) mention = `**__${capitalize(character)}__** (${mention})`;
	return { content: `${mention}${message.text}`, ephemeral: hidden, label: message.label };
}

/**
 * Dice that fall as written: each draw gives the next face (then again from
 * the start), so an example shows the faces its page talks about.
 */
export function facesSource(faces: readonly number[]): RandomSource {
	let at = 0;
	let low = 1;
	return {
		next() {
			const face = faces[at % faces.length] ?? low;
			at += 1;
			return face - low;
		},
		// dice-roller names each draw's range first; a fudge die's starts at -1.
		set range(range: number[]) {
			low = range[0] ?? 1;
		},
	} as RandomSource;
}

/**
 * What the bot (4.7.2) does with a plain message on a server: it rolls it or
 * lets it be. The steps follow `apps/bot/src/events/on_message_send.ts` and
 * `packages/parse_result/src/dice_extractor.ts` (`isRolling`):
 * - a message that starts with a mark of prose or markup (`>`, `-`, `/`, a
 *   backtick…) or a link is never read (`isNotADice`, utils.ts);
 * - ` @Name` names the character the roll is for;
 * - a roll in `[brackets]` anywhere in the message is rolled and answered as a
 *   reply, the message kept; otherwise the whole message must be a roll, with
 *   a comment after its first space, or after `#`; the message is then deleted
 *   and the reply sent in its place;
 * - a message that core cannot roll is left alone, silently; a second
 *   comparison (an opposition) that is neither a number nor dice makes the
 *   bot fail, and it tells the player in a private message (`sendErrorToDM`).
 * - a message naming a statistic (`$Force`) is rolled from the player's sheet, found as `/roll` finds it
 *   (`rollCharacter.ts`); the statistics read ride in the roll's comment (`[__Force__]` before it), or head a
 *   roll in brackets; a `$name` no sheet resolves makes the bot fail, and it tells the player privately.
 */

import {
	botPost,
	DOLLAR_NAME,
	SAMPLE_USER,
	statisticsHeader,
	substituteDollarNames,
	TARGET_VALUE,
	takeOpposition,
	withoutOpposition,
} from "../bot";
import { rollExpression } from "../engine";
import { DiceError } from "../errors";
import { notationBounds } from "../notation";
import type { RandomSource } from "../random";
import { withSortOrder } from "../singleRoll";
import type { SortOrder } from "../types";
import { textsFor } from "./commandTexts";
import { rollCharacter } from "./rollCharacter";
import { loggedError, type PostedMessage, placeRoll, type SampleServer, type SampleSheet } from "./server";

/** The bot's answer to a message: nothing, or its posts and what becomes of the message typed. */
export type MessageAnswer =
	| {
			rolled: false;
			/** The bot's error, sent to the player in a private message (an opposition it cannot read). */
			privateError?: string;
			/** What the server's logs channel receives with that error. */
			logged?: PostedMessage[];
	  }
	| {
			rolled: true;
			/** A roll in brackets is answered as a reply and the message stays; otherwise the bot deletes it. */
			keepsInput: boolean;
			posts: PostedMessage[];
	  };

/** `isNotADice`: the first character after any leading emphasis marks that rules a message out. */
const NOT_A_ROLL_START = /^[|\\_`/¤!µ*>~\-#§:;.,?%£€"'&°=]/;
const BRACKET_ROLL = /\[(.*)\]/;
const EXP_PLACEHOLDER = /\{exp( ?\|\| ?(?<default>\d+))?\}/gi;
/** A dice message split at its first space: the roll, then its comment (`DETECT_DICE_MESSAGE`). */
const DICE_MESSAGE = /([\w.()]+|(\{.*\})) (.*)/i;
const DICE_VALUE = /^(\d+)?#?d\S+|\{.*\}/i;
const GLOBAL_COMMENT = /(?:^|\s)# ?(.*)/;
const MATH_BLOCK = /\{\{(.+?)\}\}/g;

function isNotARoll(content: string): boolean {
	if (content.trim().length === 0 || content === "_ _" || content.startsWith("https://")) return true;
	const unmarked = content.replace(/^[*_~|]+/, "");
	return unmarked.trim().length === 0 || NOT_A_ROLL_START.test(unmarked);
}

/** `{exp}` without an expression given: its default, else 1; then `+0` and `-0` dropped (`getExpression`). */
function withoutExpPlaceholders(content: string): string {
	let found = false;
	const replaced = content.replace(EXP_PLACEHOLDER, (...match) => {
		found = true;
		return (match.at(-1) as { default?: string }).default ?? "1";
	});
	return found ? replaced.replace(/([+-])0(?!\d)/g, "") : replaced;
}

/** `isFormulaExpression`: brackets holding a calculation (a value, or dice with arithmetic), not words. */
function isCalculation(inner: string): boolean {
	const trimmed = inner.trim();
	if (trimmed.includes("$")) return true;
	if (/^[\d\s+\-*/%.()^]+$/.test(trimmed)) return true;
	return /^[\d\s+\-*/%.()^d]+$/i.test(trimmed) && /\b\d*d\d+\b/i.test(trimmed);
}

/** The server's custom formula is `$` by default: a calculation in brackets becomes a `{{ }}` block. */
function calculationsAsBlocks(text: string): string {
	return text.replace(/\[([^\]]+)\]/g, (match, inner: string) =>
		isCalculation(inner) ? `{{(${inner.trim()})}}` : match,
	);
}

/** `applySemiDirectCustomFormula` with the default formula. */
function semiDirect(content: string): string {
	const bracket = BRACKET_ROLL.exec(content);
	if (bracket === null) return calculationsAsBlocks(content);
	const [whole, inside = ""] = bracket;
	const transformed = /\b\d*d\d+\b/i.test(inside) ? `[${calculationsAsBlocks(inside)}]` : calculationsAsBlocks(whole);
	return content.slice(0, bracket.index) + transformed + content.slice(bracket.index + whole.length);
}

/** The first-space split of `bareComment`, blind to what `{{ }}` blocks hold. */
function bareComment(content: string): { start: number; dice: string; comment: string; end: number } | undefined {
	const masked = content.replace(MATH_BLOCK, (block) => "0".repeat(block.length));
	const match = DICE_MESSAGE.exec(masked);
	if (match === null) return undefined;
	const diceEnd = match.index + (match[1] ?? "").length;
	return {
		start: match.index,
		dice: content.slice(match.index, diceEnd),
		comment: content.slice(diceEnd + 1, match.index + match[0].length),
		end: match.index + match[0].length,
	};
}

function stripBareComment(content: string): string {
	const found = bareComment(content);
	return found ? content.slice(0, found.start) + found.dice + content.slice(found.end) : content;
}

/** `trimAll`: bracketed notes and every space taken out of each part of a shared roll. */
function trimAll(dice: string): string {
	return dice
		.split(";")
		.map((part) => part.replace(/\[([^\]]*)\]/g, "").replace(/\s+/g, ""))
		.join(";");
}

/**
 * `processChainedDiceRoll` cuts a second comparison out before it rolls, with a pattern of its own that counts `!`
 * as a sign: in `6d6!!=2;&-6` the explosion's `!` opens the first comparison, so `=2;&-6` is cut and `6d6!!` rolled.
 */
const CHAINED_OPPOSITION = /(?<first>([><=!]+)(.+?))(?<second>([><=!]+)(.+))/;
const CRITICAL_BLOCK = /\{\*?c[fs]:([<>=]|!=)+.+?\}/gim;

function withoutChainedOpposition(formula: string): string {
	const searched = formula.replace(CRITICAL_BLOCK, "").replace(MATH_BLOCK, "0");
	const second = CHAINED_OPPOSITION.exec(searched)?.groups?.second;
	return second === undefined ? formula : formula.replace(second, "").trim();
}

interface MessageRoll {
	formula: string;
	comment?: string;
	keepsInput: boolean;
}

/** `isRolling` without a sheet: the formula core is given, its comment, and whether a bracket held it. */
function readMessage(content: string, counting: boolean, original?: string): MessageRoll[] {
	const target = TARGET_VALUE.exec(content);
	if (target?.groups) {
		const { dice = "", comments } = target.groups;
		content = `{${dice.trim()}}${comments ? ` ${comments}` : ""}`;
	}
	// The attempts in the bot's order; the first that rolls is posted. `{cs:…}` blocks stay in the formula: the bot
	// takes them out before core's roll but hands them to the reply as custom criticals, which the engine's markers are.
	const attempts: MessageRoll[] = [];
	const bracket = BRACKET_ROLL.exec(content.replace(/%%.*%%/, ""))?.[1];
	if (bracket !== undefined && !/`.*`/.test(trimAll(bracket)) && !/^[\\/]/.test(trimAll(bracket)))
		attempts.push({ formula: trimAll(bracket), keepsInput: true });
	const comment = bareComment(content)?.comment;
	// The test is made once the opposition is out: `…<2+1d8r>=1+d8;&-6` is then no shared roll.
	const processed = oppositionTakenOut(content);
	const shared = processed.includes("&") && processed.includes(";");
	// `disableCompare` rewrites a roll without its `#` comment before this test, unless braces held it (`TARGET_VALUE`).
	const tested = counting && target === null ? processed.replace(GLOBAL_COMMENT, "") : processed;
	if (tested.includes("#") || shared) {
		// This path reads the message as it was before the opposition was taken out (`originalContent`).
		const source = original ?? content;
		let global = GLOBAL_COMMENT.exec(source)?.[1] ?? bareComment(source)?.comment;
		let formula = source.replace(GLOBAL_COMMENT, "").trim();
		if (global && formula.includes(global)) formula = formula.replace(global, "").trim();
		// Where the handler's own pattern cuts the same, that comparison is read later as the opposition.
		const cut = withoutChainedOpposition(formula);
		if (original !== undefined || cut !== withoutOpposition(formula)) formula = cut;
		// A shared roll keeps its comment only when a `#` marks it: a bare one is cut from the formula and dropped.
		if (global === "" || (source.includes("&") && source.includes(";") && !source.includes("#"))) global = undefined;
		attempts.push({ formula, comment: global, keepsInput: false });
	}
	if (comment && bracket === undefined && !DICE_VALUE.test(content)) return attempts;
	// An opposition holding the only `;` goes with it: the roll left has no comparison it could be tested on.
	const rest = content.includes(";") && !processed.includes(";") ? processed : content;
	const formula = comment ? stripBareComment(rest).trimEnd() : rest;
	// `getComments`: a `#` comment, when there is one, is the comment of a roll read after its first space.
	const marked = comment === undefined ? undefined : GLOBAL_COMMENT.exec(content)?.[1] || comment;
	attempts.push({ formula: trimAll(formula), comment: marked, keepsInput: false });
	return attempts;
}

/**
 * `parseOpposition`: the second comparison's value when it is neither a number nor a roll (the bot then fails),
 * and the comparison as written, which the error's message (logged) holds. The message reader takes it out as
 * `/roll` does (`takeOpposition`); a value with a `d` must also roll.
 */
function unreadableOpposition(
	content: string,
	sheet: SampleSheet | undefined,
	order: SortOrder | undefined,
): { value: string; comparison: string; logs?: string } | undefined {
	let taken: ReturnType<typeof takeOpposition>;
	try {
		taken = takeOpposition(content, sheet?.values);
	} catch (error) {
		if (error instanceof DiceError && error.code === "invalidOpposition") {
			const value = String(error.values.value ?? "");
			return { value, comparison: String(error.values.comparison ?? value) };
		}
		throw error;
	}
	const value = taken.opposition?.value;
	if (value === undefined || !/d/i.test(value)) return undefined;
	if (rollExpression(value).ok) return undefined;
	// Core hands the value, the server's order written in, to the dice roller whole; the parser's refusal is the
	// error then (`21 coup de poing` holds a `d`), quoting that text.
	// A value holding `;` is read as a shared roll, whose first part alone reaches the dice roller.
	const handed = withSortOrder(value.split(";")[0] ?? value, order);
	try {
		notationBounds(handed);
	} catch (error) {
		if (error instanceof DiceError && error.logs !== undefined)
			return { value: handed, comparison: value, logs: error.logs };
	}
	return { value, comparison: value };
}

/**
 * The `$name`s the sheet (or its absence) leaves unknown, quoted and listed as core's `verifyStatMatcherPattern`
 * lists them when it throws: the message handler then tells the player privately.
 */
function unknownStatistics(content: string, sheet: SampleSheet | undefined): string | undefined {
	const left = substituteDollarNames(content, sheet?.values ?? []).text.match(DOLLAR_NAME);
	return left ? left.map((name) => `\`${name}\``).join(", ") : undefined;
}

/** A roll the model wraps for `disableCompare`: one comparison, not braced already, neither shared nor bulk. */
function countable(formula: string): boolean {
	return !/^\{|[;&#]/.test(formula) && (formula.match(/[<>]=?|!=|==?/g) ?? []).length === 1;
}

/** `isRolling` takes the opposition out, then puts back the comment it held (`preservedComments`). */
function oppositionTakenOut(content: string): string {
	const comment = bareComment(content)?.comment || GLOBAL_COMMENT.exec(content)?.[1];
	const rest = withoutOpposition(content);
	return comment && !rest.includes(comment) ? `${rest} ${comment}` : rest;
}

/** The bot's answer to `message` typed in the sample server's channel, dice drawn from `random`. */
export function answerMessage(message: string, server: SampleServer, random: RandomSource): MessageAnswer {
	if (isNotARoll(message)) return { rolled: false };
	const bracket = BRACKET_ROLL.exec(message);
	const { dice, character, sheet } = rollCharacter(message, server, SAMPLE_USER.id, bracket ? bracket[1] : message);
	let content = semiDirect(withoutExpPlaceholders(dice));
	// A server with settings gives every member attributes (empty ones), so `isRolling` sends the message through
	// core's `verifyStatMatcherPattern`, which deletes every `+0` and `-0` (`1d20+0` rolls `1d20`).
	if (server.settings !== undefined || sheet) content = content.replaceAll("+0", "").replaceAll("-0", "");
	const statistics = sheet ? { statistics: sheet.values, command: "roll" as const } : undefined;
	const unknown = unknownStatistics(content, sheet);
	if (unknown !== undefined)
		return {
			rolled: false,
			privateError: textsFor(server.locale).unknownStats(unknown),
			logged: loggedError(unknown, server),
		};
	const unreadable = unreadableOpposition(content, sheet, server.settings?.sortOrder);
	// `isRolling` drops a second comparison it cannot read (a roll in brackets loses its closing bracket with it);
	// the opposition is read once the message has rolled. A readable one is taken out as `/roll` does.
	const counting = server.settings?.disableCompare === true;
	// `disableCompare`: the handler drops a second comparison before it wraps the roll, so no opposition is read.
	const dropped =
		counting && unreadable === undefined && !/[;&#{]/.test(content) ? oppositionTakenOut(content) : content;
	const read = unreadable ? oppositionTakenOut(content) : dropped;
	for (const attempt of readMessage(read, counting, read === content ? undefined : content)) {
		// `disableCompare`: the handler wraps a single roll in braces, so core counts the dice of a plain pool.
		const wrapped = counting && countable(attempt.formula);
		// A shared roll too (`processChainedDiceRoll`): core then counts its compared parts.
		const braced =
			wrapped || (counting && !attempt.keepsInput && attempt.formula.includes(";") && !attempt.formula.startsWith("{"));
		const rolled = rollExpression(braced ? `{${attempt.formula}}` : attempt.formula, {
			random,
			command: "roll",
			character: statistics,
			sortOrder: server.settings?.sortOrder,
			nonFinite: "keep",
		});
		if (!rolled.ok) continue;
		// `parseComparator` then fails: the handler's catch tells the player and logs the comparison.
		if (unreadable !== undefined)
			return {
				rolled: false,
				privateError:
					unreadable.logs === undefined
						? textsFor(server.locale).oppositionUnread(unreadable.value)
						: textsFor(server.locale).invalidDiceType(unreadable.value, unreadable.logs),
				logged: loggedError(unreadable.comparison, server),
			};
		const result = attempt.comment ? { ...rolled.result, comment: attempt.comment } : rolled.result;
		// The statistics read head a roll in brackets, and ride in the comment of any other.
		// A shared roll names them on each part's line instead (`statsPerSegment`).
		const { header: read, statisticsByPart } = sheet ? statisticsHeader(attempt.formula, sheet.values) : {};
		const named = read === undefined ? {} : attempt.keepsInput ? { header: read } : { commentInfo: read };
		const info = statisticsByPart ? { statisticsByPart } : named;
		const counted = wrapped ? { countCompared: true as const } : {};
		const post = botPost(result, { ...info, ...counted, character, userId: SAMPLE_USER.id }, server.locale);
		// The reply's formatter threw: the message handler's catch sends the error privately and logs it.
		if (post.error)
			return { rolled: false, privateError: post.content, logged: loggedError(post.error.message, server) };
		return { rolled: true, keepsInput: attempt.keepsInput, posts: placeRoll(post.content, false, server) };
	}
	return { rolled: false };
}

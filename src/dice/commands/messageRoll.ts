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
	type TakenOpposition,
	takeOpposition,
	withoutChainedOpposition,
	withoutOpposition,
} from "../bot";
import { splitFormulaComment } from "../comments";
import { rollExpression } from "../engine";
import { type RandomSource, withRandomSource } from "../random";
import { textsFor } from "./commandTexts";
import { coreThresholdThrows } from "./coreThreshold";
import { blocksWorkedOut, discardedDice } from "./messageBlocks";
import { unreadableOpposition } from "./messageOpposition";
import { rollCharacter } from "./rollCharacter";
import { loggedError, type PostedMessage, placeRoll, type SampleServer, type SampleSheet } from "./server";
import { serverCriticals } from "./serverCriticals";
import { failingBlock } from "./sheetRoll";
import { withTypedSpaces } from "./typedSpaces";

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

interface MessageRoll {
	formula: string;
	comment?: string;
	keepsInput: boolean;
	/** The dice the handler leaves on core's result for its errors to quote, from core's own. */
	quoted?: (dice: string) => string;
	/** The opposition the reply reads apart (`parseComparator`), when the roll lost it otherwise. */
	opposition?: TakenOpposition["opposition"];
	/**
	 * Read by `processChainedDiceRoll` (a `#` comment, or `&` with `;`): it hands the reply the statistics read as its
	 * header, and works the `{{ }}` blocks out unguarded.
	 */
	chained?: true;
}

/**
 * `processChainedDiceRoll` takes out a second comparison by a looser pattern than `/roll`'s (`4#2d10!!=29` rolls
 * `4#2d10!!`, `6d6!!=2;&-6` rolls `6d6!!`); the reply still reads the opposition by the bot's own pattern. Where
 * both patterns cut the same, the comparison is read later as the opposition, unless the message is read as typed.
 */
function chainedFormula(formula: string, fromTyped: boolean): Pick<MessageRoll, "formula" | "opposition"> {
	const loose = withoutChainedOpposition(formula);
	const strict = withoutOpposition(formula);
	if (!fromTyped && loose === strict) return { formula };
	// A shared roll's reply reads no opposition: its parts are compared one by one.
	if (formula.includes(";")) return { formula: loose };
	let opposition: TakenOpposition["opposition"];
	try {
		opposition = takeOpposition(formula).opposition;
	} catch {
		opposition = undefined;
	}
	return opposition ? { formula: loose, opposition } : { formula: loose };
}

/** `isRolling` without a sheet: the formula core is given, its comment, and whether a bracket held it. */
function readMessage(content: string, counting: boolean, readsSheet: boolean, original?: string): MessageRoll[] {
	const target = TARGET_VALUE.exec(content);
	if (target?.groups) {
		const { dice = "", comments } = target.groups;
		content = `{${dice.trim()}}${comments ? ` ${comments}` : ""}`;
	}
	// The attempts in the bot's order; the first that rolls is posted. `{cs:…}` blocks stay in the formula: the bot
	// takes them out before core's roll but hands them to the reply as custom criticals, which the engine's markers are.
	const attempts: MessageRoll[] = [];
	const processed = oppositionTakenOut(content);
	// A comment put back after the opposition (`preservedComments`) that holds the bracket makes one bracket of both.
	const bracketed = processed === withoutOpposition(content) ? content : processed;
	const bracket = BRACKET_ROLL.exec(bracketed.replace(/%%.*%%/, ""))?.[1];
	// Spaces go before core reads the bracket, so `[9d6 # note]` is `9d6#note`: a digit before `#` makes it a bulk
	// roll to core, without a count, which it refuses, and the message rolls nothing (`[5dF # note]` rolls).
	const bulkWithoutCount = (formula: string) => /\d#/.test(formula) && !/^\{?\d+#/.test(formula);
	if (
		bracket !== undefined &&
		!/`.*`/.test(trimAll(bracket)) &&
		!/^[\\/]/.test(trimAll(bracket)) &&
		!bulkWithoutCount(trimAll(bracket))
	)
		attempts.push({ formula: trimAll(bracket), keepsInput: true });
	const comment = bareComment(content)?.comment;
	// The test is made once the opposition is out: `…<2+1d8r>=1+d8;&-6` is then no shared roll.
	const shared = processed.includes("&") && processed.includes(";");
	// `disableCompare` rewrites a roll without its `#` comment before this test, unless braces held it (`TARGET_VALUE`).
	const tested =
		counting && target === null && processed === content ? processed.replace(GLOBAL_COMMENT, "") : processed;
	if (tested.includes("#") || shared) {
		// This path reads the message as it was before the opposition was taken out (`originalContent`).
		const source = original ?? content;
		let global = GLOBAL_COMMENT.exec(source)?.[1] ?? bareComment(source)?.comment;
		let formula = source.replace(GLOBAL_COMMENT, "").trim();
		if (global && formula.includes(global)) formula = formula.replace(global, "").trim();
		// A shared roll keeps its comment only when a `#` marks it: a bare one is cut from the formula and dropped.
		if (global === "" || (source.includes("&") && source.includes(";") && !source.includes("#"))) global = undefined;
		// Read from the message as typed, the handler's own cut is the one that counts.
		const cut = chainedFormula(formula, original !== undefined);
		// `processChainedDiceRoll` puts what it rolled, comparison and all, back on the result.
		attempts.push({ ...cut, comment: global, keepsInput: false, chained: true, quoted: () => cut.formula });
	}
	// `hasValidDice`; under `disableCompare` the handler has wrapped the roll in braces, which `DICE_VALUE` accepts.
	// A statistic read from the sheet gives the message a comment (`%%[__Force__]%%`): it too must start with dice.
	if ((comment || readsSheet) && bracket === undefined && !counting && !DICE_VALUE.test(content)) return attempts;
	// An opposition holding the only `;` goes with it: the roll left has no comparison it could be tested on.
	const rest = content.includes(";") && !processed.includes(";") ? processed : content;
	const formula = comment ? stripBareComment(rest).trimEnd() : rest;
	// `getComments`: a comment after `#` is preferred to the text after the first space (`{1d8} # note` says `note`);
	// that text comes with its `*` escaped (`extractDiceData`), and the reply then drops every `\*`.
	const said = comment === undefined ? undefined : GLOBAL_COMMENT.exec(content)?.[1] || comment.replaceAll("*", "\\*");
	// `applyCommentsToResult` writes a comment after the first space into the result's dice.
	const quoted = said ? (dice: string) => `${dice} /* ${said} */` : undefined;
	attempts.push({ formula: trimAll(formula), comment: said, keepsInput: false, ...(quoted ? { quoted } : {}) });
	return attempts;
}

/**
 * The `$name`s the sheet (or its absence) leaves unknown, quoted and listed as core's `verifyStatMatcherPattern`
 * lists them when it throws: the message handler then tells the player privately.
 */
function unknownStatistics(
	content: string,
	sheet: SampleSheet | undefined,
	withStatistics: boolean,
): string | undefined {
	const listed = (names: RegExpMatchArray | null) =>
		names ? names.map((name) => `\`${name}\``).join(", ") : undefined;
	// With statistics, `replaceStatsInDiceFormula` reads the roll without its bare comment; finding no `$name` there,
	// core checks the whole message, so a `$name` in the comment alone is unknown (a roll in brackets is read apart).
	const bracket = BRACKET_ROLL.exec(content)?.[1];
	const apart = bracket !== undefined && (isCalculation(bracket) || /\b\d*d\d+\b/i.test(bracket));
	const comment = withStatistics && !apart ? bareComment(content)?.comment : undefined;
	if (comment && !content.replace(comment, "").match(DOLLAR_NAME)) return listed(content.match(DOLLAR_NAME));
	return listed(substituteDollarNames(content, sheet?.values ?? []).text.match(DOLLAR_NAME));
}

/**
 * A roll the model wraps for `disableCompare`, as the handler wraps any roll not braced already nor shared: core then
 * counts a plain pool, reads a bulk roll as `{N#…}`, and takes the braces off anything else (`{+1d100}`, which
 * dice-roller then refuses, as it refuses `+1d100`).
 */
function countable(formula: string): boolean {
	return !/^\{|[;&]/.test(formula);
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
	// The bot deletes every `+0` and `-0` of a message before it reads the roll, on any server and with or without
	// a sheet: `1d20+0` rolls `1d20`, and `1d20+05` rolls `1d205` (tried on the bot's handlers).
	const zeros = (text: string) => text.replaceAll("+0", "").replaceAll("-0", "");
	// The handler reads the opposition from the message as it was before `isRolling` worked its blocks out.
	const typed = zeros(semiDirect(withoutExpPlaceholders(dice)));
	const content = zeros(blocksWorkedOut(typed));
	// A server with settings gives every member attributes (empty ones): with them or a sheet, `isRolling` sends the
	// message through core's `verifyStatMatcherPattern`.
	const withStatistics = sheet !== undefined || server.settings !== undefined;
	const statistics = sheet ? { statistics: sheet.values, command: "roll" as const } : undefined;
	const unknown = unknownStatistics(content, sheet, withStatistics);
	if (unknown !== undefined)
		return {
			rolled: false,
			privateError: textsFor(server.locale).unknownStats(unknown),
			logged: loggedError(unknown, server),
		};
	const unreadable = unreadableOpposition(typed, sheet, server.settings?.sortOrder);
	// `isRolling` drops a second comparison it cannot read (a roll in brackets loses its closing bracket with it);
	// the opposition is read once the message has rolled. A readable one is taken out as `/roll` does.
	const counting = server.settings?.disableCompare === true;
	// `disableCompare`: the handler drops a second comparison before it wraps the roll, so no opposition is read.
	const dropped =
		counting && unreadable === undefined && !/[;&#{]/.test(content) ? oppositionTakenOut(content) : content;
	// `disableCompare` braces a braced roll once more, and core reads `{{…}}` as a calculation it cannot work out:
	// `isRolling` does so unless the message is one braced roll and a `#` comment (TARGET_VALUE), which it keeps.
	const bracedTwice = counting && /^\{(?!\{)/.test(content) && !TARGET_VALUE.test(content);
	const readsSheet = sheet !== undefined && content.match(DOLLAR_NAME) !== null;
	const read = unreadable ? oppositionTakenOut(content) : dropped;
	const takenOut = read !== content;
	for (const attempt of readMessage(read, counting, readsSheet, takenOut ? content : undefined)) {
		if (bracedTwice && !attempt.keepsInput) continue;
		if (counting && attempt.chained && /^\{(?!\{)/.test(attempt.formula)) {
			// `processChainedDiceRoll` braces it itself; working the block out rolls each of its dice once, then fails.
			discardedDice(attempt.formula, random);
			continue;
		}
		// `disableCompare`: the handler wraps a single roll in braces, so core counts the dice of a plain pool.
		// A roll in brackets is rolled as written: its comparison is then turned into a count (`collapseCompareToCount`).
		const { formula } = attempt;
		const wrapped = counting && !attempt.keepsInput && countable(formula);
		// A shared roll too (`processChainedDiceRoll`): core then counts its compared parts.
		const braced = wrapped || (counting && !attempt.keepsInput && formula.includes(";") && !formula.startsWith("{"));
		// Core is given the roll without the opposition `isRolling` took out (or the chained reader cut).
		const given = attempt.chained || takenOut ? formula : withoutOpposition(formula);
		if (!braced && coreThresholdThrows(given)) continue;
		// Core rolls a chained formula with the spaces its own comment split leaves, which dice-roller skips; `/roll`'s
		// reading would cut a comment at the first of them.
		const coreDice = attempt.chained ? splitFormulaComment(formula).roll : formula;
		const spoken = attempt.chained ? coreDice.replace(/\s+/g, "") + formula.slice(coreDice.length) : formula;
		const rolled = rollExpression(braced ? `{${spoken}}` : spoken, {
			random,
			command: "roll",
			oppositionLast: true,
			character: statistics,
			sortOrder: server.settings?.sortOrder,
			nonFinite: "keep",
			...(attempt.opposition ? { opposition: attempt.opposition } : {}),
		});
		if (!rolled.ok) {
			// A block core cannot work out throws out of `processChainedDiceRoll`: the handler's catch tells the player.
			const block = attempt.chained && /^(tripleBraces|invalidMath)$/.test(rolled.error.code);
			const failing = block ? failingBlock(attempt.formula) : undefined;
			if (failing === undefined) continue;
			const privateError = textsFor(server.locale).invalidFormula(failing);
			return { rolled: false, privateError, logged: loggedError(failing, server) };
		}
		// `getCritical` then works out the template's criticals for the dice rolled: a block it cannot work out fails.
		const criticals = withRandomSource(random, () =>
			serverCriticals(server.template, rolled.result.expression, withStatistics),
		);
		if ("failing" in criticals)
			return {
				rolled: false,
				privateError: textsFor(server.locale).invalidFormula(criticals.failing),
				logged: loggedError(criticals.failing, server),
			};
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
		// `processChainedDiceRoll` keeps the whole formula it rolled as the result's dice.
		const handed = attempt.chained ? { handedDice: formula } : {};
		const spaced = spoken === formula ? rolled.result : withTypedSpaces(rolled.result, coreDice);
		const result = { ...spaced, ...handed, ...(attempt.comment ? { comment: attempt.comment } : {}) };
		// The statistics read head a roll in brackets, and ride in the comment of any other.
		// A shared roll names them on each part's line instead (`statsPerSegment`).
		const { header: read, statisticsByPart } = sheet ? statisticsHeader(attempt.formula, sheet.values) : {};
		const named =
			read === undefined ? {} : attempt.keepsInput || attempt.chained ? { header: read } : { commentInfo: read };
		const info = statisticsByPart ? { statisticsByPart } : named;
		const counted = wrapped || (counting && attempt.keepsInput) ? { countCompared: true as const } : {};
		const quoted = attempt.quoted ? { quotedDice: attempt.quoted } : {};
		const post = botPost(
			result,
			{ ...criticals, ...info, ...counted, ...quoted, character, userId: SAMPLE_USER.id },
			server.locale,
		);
		// The reply's formatter threw: the message handler's catch sends the error privately and logs it.
		if (post.error)
			return { rolled: false, privateError: post.content, logged: loggedError(post.error.message, server) };
		return { rolled: true, keepsInput: attempt.keepsInput, posts: placeRoll(post.content, false, server) };
	}
	return { rolled: false };
}

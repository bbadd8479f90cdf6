/**
 * Comments. As in a chat message, the first space outside braces and
 * brackets ends the roll: what follows is the comment, with an optional
 * leading `#`, `//` or `/* ... *\/`. A `[label]` glued to the end of a formula
 * names that formula's line.
 */

export interface SplitComment {
	roll: string;
	comment?: string;
}

const COMMENT_MARKER = /^(#|\/\/|\/\*)\s*/;
const BLOCK_COMMENT_END = /\s*\*\/\s*$/;

export function splitComment(text: string): SplitComment {
	let depth = 0;
	// UTF-16 units, as `slice` counts them.
	for (const [index, character] of text.split("").entries()) {
		if (character === "{" || character === "[" || character === "(") depth += 1;
		else if ((character === "}" || character === "]" || character === ")") && depth > 0) depth -= 1;
		else if (depth === 0 && /\s/.test(character)) {
			return { roll: text.slice(0, index), comment: cleanComment(text.slice(index)) };
		}
	}
	return { roll: text };
}

function cleanComment(raw: string): string | undefined {
	let comment = raw.trim();
	const marker = COMMENT_MARKER.exec(comment);
	if (marker) {
		comment = comment.slice(marker[0].length);
		if (marker[1] === "/*") comment = comment.replace(BLOCK_COMMENT_END, "");
	}
	comment = comment.trim();
	return comment.length > 0 ? comment : undefined;
}

/** Core's `splitDiceComment`: a comment starts at a space followed by `#`, `//`, `[` or `/*`. */
const FORMULA_COMMENT = /\s(#|\/{2}|\[|\/\*)(?<comment>.*)/;

/**
 * A template's formula split as core splits it when the bot rolls it from a
 * sheet: only a marker after a space starts the comment (its text is what
 * follows the marker, so `[Arc] tir` leaves `Arc] tir`); bare words stay in
 * the roll, which then fails as it fails in the bot.
 */
export function splitFormulaComment(text: string): SplitComment {
	const match = FORMULA_COMMENT.exec(text);
	if (!match) return { roll: text.trimEnd() };
	const comment = (match.groups?.comment ?? "").trim();
	return { roll: text.slice(0, match.index).trimEnd(), comment: comment.length > 0 ? comment : undefined };
}

/** The bot's `DETECT_DICE_MESSAGE`: a run of ASCII word characters, dots or parentheses (or a `{…}`), a space, the rest. */
const BARE_COMMENT = /([\w.()]+|(\{.*\})) (.*)/i;
/** `{{…}}` blocks, hidden from that search as the bot hides them (same length, no space). */
const FORMULA_BLOCK = /\{\{((?:[^{}]|\{[^{}]*\})*)\}\}/g;

/**
 * A `/roll` line split as the bot splits it (`extractDiceData`, then core's
 * `splitDiceComment`): the text after the first word followed by a space is
 * the comment, taken out where it first appears (`1d100 cc` is `1d100` and
 * `cc`; in `1d6!! [Épée longue]` the first such word is `Épée`'s final `e`, so
 * the comment is `longue]`); then a marker after a space (`#`, `//`, `[`,
 * `/*`) cuts what is left, and its text is the comment unless one was taken.
 * The bot escapes a taken comment's stars (its reply then removes them) before it looks for it in the line.
 */
export function splitRollComment(text: string): SplitComment {
	// Escaped before it is taken out: a comment holding a star is not found again, and the roll keeps it all.
	const taken = (bareRollComment(text) ?? "").replaceAll("*", "\\*");
	const rest = taken.length > 0 ? text.replace(taken, "").trimEnd() : text;
	const core = splitFormulaComment(rest);
	const comment = taken.length > 0 ? taken : core.comment;
	return comment === undefined ? { roll: core.roll } : { roll: core.roll, comment };
}

/** The comment `/roll` takes after the first word followed by a space (`extractDiceData`), as typed. */
export function bareRollComment(text: string): string | undefined {
	const masked = text.replace(FORMULA_BLOCK, (block) => "0".repeat(block.length));
	const match = BARE_COMMENT.exec(masked);
	if (!match) return undefined;
	const end = match.index + match[0].length;
	return text.slice(end - (match[3] ?? "").length, end);
}

export interface SplitLabel {
	formula: string;
	label?: string;
}

const TRAILING_LABEL = /\[([^\]]*)\]$/;

/** `&*2[critique]` gives the formula `&*2` and the label `critique`. */
export function splitLabel(formula: string): SplitLabel {
	const match = TRAILING_LABEL.exec(formula);
	if (!match) return { formula };
	const label = (match[1] ?? "").trim();
	return { formula: formula.slice(0, match.index), label: label.length > 0 ? label : undefined };
}

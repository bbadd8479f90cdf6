/**
 * A roll as @dicelette/core hands it to the bot's reply (`result_as_text.ts`):
 * its lines written as core writes them and the threshold with how its value
 * was worked out.
 */
import type { ComparisonSign, Operand, RollLine, RollResult } from "../types";

export interface BotThreshold {
	sign: ComparisonSign;
	value: number;
	/**
	 * How the value was worked out: a calculation without dice (the bot prints `3-8-6 ═ -11`), or core's whole
	 * line for a rolled value (`2*7d12k5: 2*[8, 4, 3d] = 54`, printed with ═).
	 */
	rollValue?: string;
	/** The notation of a rolled value: its line is printed as it is. */
	originalDice?: string;
	/** What the bot prints for the value when it is not a number (`true`, `false`). */
	shownValue?: string;
	/** Core could not work the value out and compares with 0 (`Operand.unresolved`). */
	unresolved?: true;
	/** The dice cannot both pass and fail it (core's `trivial`). */
	trivial?: true;
}

/** A threshold or an opposition as core hands it to the reply: its value and how it was worked out. */
export function thresholdOf(sign: ComparisonSign, against: Operand, trivial?: true): BotThreshold {
	if (against.rolled) {
		const { expression, detail } = against.rolled;
		return {
			sign,
			value: against.value,
			rollValue: `${expression}: ${detail} = ${against.value}`,
			originalDice: expression,
		};
	}
	const shown = against.truth === undefined ? {} : { shownValue: String(against.truth) };
	const unreadable = against.unresolved ? { unresolved: true as const, ...(trivial ? { trivial } : {}) } : {};
	return { sign, value: against.value, rollValue: against.calculation, ...shown, ...unreadable };
}

/** A roll as @dicelette/core gives it to the bot. */
export interface CoreRoll {
	/** What core says it rolled: the line's dice without their comparison, a shared roll's whole text. */
	dice: string;
	/**
	 * The dice as core keeps them on its result (`dice`, what its errors quote): braces kept, and no sort suffix,
	 * since core applies the server's order while it rolls without writing it into them.
	 */
	stored?: string;
	result: string;
	compare?: BotThreshold;
	comment?: string;
	/** Core's total when it is not the last line's: a compared bulk roll's count of rolls that pass. */
	total?: number;
}

const NEGATED: Record<ComparisonSign, ComparisonSign> = {
	"<": ">",
	">": "<",
	"<=": ">=",
	">=": "<=",
	"=": "!=",
	"==": "!=",
	"!=": "==",
};

export function coreSign(sign: ComparisonSign): ComparisonSign {
	return sign === "=" ? "==" : sign;
}

/** Core writes rolls without their braces: `{6d10>=7}` as `6d10>=7`, `{1d8!, 1d6!}kh1` as `1d8!, 1d6!kh1`. */
function withoutBraces(text: string): string {
	return text.replace(/[{}]/g, "");
}

function coreLine(line: RollLine): string {
	if (line.blank) return "";
	const expression = withoutBraces(line.expression);
	const detail = withoutBraces(line.detail);
	if (line.kind === "roll") return `${expression}: ${detail} = ${line.total}`;
	if (line.kind === "sharedMain") return `※ ${expression}: ${detail} = ${line.total}`;
	// Core's `formatComment` heads a formula's line with its `[label]`; a compared line is written without it.
	if (!line.comparison) return `◈ ${line.label ? `__${line.label}__ — ` : ""}${expression}: ${detail} = ${line.total}`;
	const { sign, against, passed } = line.comparison;
	const label = line.label ? `__${line.label}__ — ` : "";
	if (line.countedAs !== undefined)
		return `※ ${label}${expression}${sign}${against.calculation ?? against.value}: ${line.countedAs}`;
	// Core writes the formula's comparison as it was given (`<=7+55`, a statistic put in), then the value it tested.
	const compared = `${sign}${against.calculation ?? against.value}`;
	const shown = passed ? sign : NEGATED[sign];
	return `${passed ? "✓" : "✕"} ${expression}${compared}: ${detail}${compared} = ${line.total}${shown}${against.value}`;
}

/** A bulk roll's order as core reads it from its dice (`getSortOrder`): `sa` or `sd` at either end. */
function bulkSortOrder(lines: readonly RollLine[]): "sa" | "sd" | undefined {
	const dice = lines[0]?.expression ?? "";
	if (lines.length < 2 || lines.some((line) => line.kind !== "roll")) return undefined;
	if (dice.startsWith("sa") || dice.endsWith("sa")) return "sa";
	if (dice.startsWith("sd") || dice.endsWith("sd")) return "sd";
	return undefined;
}

/**
 * Core's last touch on what it rolled (`replaceUnwantedText`): every `sa` and `sd` taken out, and the lines of a
 * sorted bulk roll put in order of their totals, `sa` from the highest (as core sorts them), `sd` from the lowest.
 */
function tidied(lines: readonly RollLine[], serverOrder?: "sa" | "sd"): string[] {
	const bulk = lines.length > 1 && lines.every((line) => line.kind === "roll");
	const order = (bulk ? serverOrder : undefined) ?? bulkSortOrder(lines);
	const sorted = order ? [...lines].sort((a, b) => (order === "sa" ? b.total - a.total : a.total - b.total)) : lines;
	return sorted.map((line) => coreLine(line).replaceAll(/s[ad]/gi, ""));
}

/**
 * A line's dice without the server's order the model wrote into them: it is added only to dice holding no `s` at
 * all, so a single `sa`/`sd` of that order is the one added.
 */
function withoutServerOrder(expression: string, order: "sa" | "sd" | undefined): string {
	if (!order || (expression.match(/s/gi) ?? []).length !== 1) return expression;
	return expression.replace(order, "");
}

/** The roll written as core writes it: lines of a bulk roll joined by `; `, of a shared roll by `;`. */
export function toCoreRoll(result: RollResult): CoreRoll {
	const shared = result.lines.some((line) => line.kind !== "roll");
	const text = tidied(result.lines, result.sortOrder).join(shared ? ";" : "; ");
	const judged = result.lines.find((line) => line.kind !== "sharedFormula" && line.comparison);
	const first = judged ?? result.lines.find((line) => line.comparison);
	// A single = stays one: core keeps the sign as written, and the bot's math.js chokes on it.
	const comparison = first?.comparison ?? result.hiddenComparison;
	const compare = comparison ? thresholdOf(comparison.sign, comparison.against, comparison.trivial) : undefined;
	const written = first?.expression ?? result.expression;
	const dice = shared ? result.expression : withoutBraces(written);
	const stored = result.handedDice ?? (shared ? undefined : withoutServerOrder(written, result.sortOrder));
	const total = result.successCount === undefined ? {} : { total: result.successCount };
	return { dice, ...(stored ? { stored } : {}), result: text, compare, comment: result.comment, ...total };
}

/**
 * Does a formula roll? The text is read the way the bot reads a roll
 * (comments, critical blocks, shared rolls `;`, repeated rolls `N#`, a final
 * comparison such as `>=15`), and what remains is rolled with
 * @dice-roller/rpg-dice-roller. Substitution of `$`, statistic names and
 * `{{ }}` math happens before, in `formula.ts`.
 */
import { DiceRoller } from "@dice-roller/rpg-dice-roller";
import { evaluateFormula, FormulaError } from "../dice/arithmetic";
import { DiceError } from "../dice/errors";
import { defaultSource, withRandomSource } from "../dice/random";
import { evaluateInlineMath, normalizeOperators, standardizeNotation } from "./formula";

export type RollCheck = { ok: true } | { ok: false; logs: string };

/** The bot's comparison: a sign not part of an exploding or compare-point modifier, then a value. */
export const COMPARISON = /(==|!=|(?<![!<>])>=|(?<![!<>])<=|(?<!!)(?<![<>])>|(?<!!)(?<![<>])<|(?<!!)(?<![<>])=)(\S+)/;
/** `{cs:>=19}` / `{cf:<=2}` critical blocks. */
export const CRITICAL_MARKER = /\{\*?c[fs]:([<>=]|!=)+(.+?)}/i;
const CRITICAL_MARKERS = /\{\*?c[fs]:([<>=]|!=)+.+?\}/gi;
/** Groups whose comparison counts successes instead of comparing the total. */
const GROUP_COMPARISON = /((\{[^}]*,[^}]*\}|([><=!]+\d+f))([><=]|!=)+\d+\}?)|\{[^}]*(([><=]|!=)+)[^}]*\}/;
/** `!>>=5`-style exploding successes, rolled as a plain `!`. */
const EXPLODING_SUCCESS = /(!(?:>>=|<<=|!==|!!==|>>|<<|==|!=))(-?\d+(?:\.\d+)?)/;
/** A comment after a space: `# ...`, `// ...`, `[...]` or `/* ...`. */
const TRAILING_COMMENT = /\s(#|\/{2}|\[|\/\*).*$/s;
const BRACKET_COMMENT = /\[[^\]]*\]/g;
const REPEATED_ROLL = /\d+?#(.*)/;
const MAX_REPEATED_ROLLS = 100;

const roller = new DiceRoller();
/** Draws one check may make: enough for the largest pool a formula may roll, with its explosions. */
const MAX_CHECK_DRAWS = 5000;

/**
 * Rolls a notation once with rpg-dice-roller and returns its total. Throws on
 * invalid notation, and after as many draws as a test roll may make (dice that
 * keep exploding or re-rolling would otherwise hold the page).
 */
export function rollTotal(notation: string): number {
	const result = withRandomSource(defaultSource(), () => roller.roll(notation), MAX_CHECK_DRAWS);
	const single = Array.isArray(result) ? result[0] : result;
	roller.clearLog();
	return single?.total ?? 0;
}

export function hasCriticalMarkers(text: string): boolean {
	return CRITICAL_MARKER.test(text);
}

function failure(logs: string): RollCheck {
	return { ok: false, logs };
}

/** Formulas with syntax no roll has either: they are refused, not tried as dice. */
export function isRefused(error: unknown): error is FormulaError {
	return error instanceof FormulaError && !["syntax", "unknownName", "notANumber"].includes(error.reason);
}

function errorText(error: unknown): string {
	if (error instanceof DiceError && error.code === "tooManyRolls") {
		return `the dice keep exploding or re-rolling: more than ${MAX_CHECK_DRAWS} rolls`;
	}
	return error instanceof Error ? error.message : String(error);
}

function tryRoll(notation: string): RollCheck {
	if (notation.trim().length === 0) return failure("empty roll");
	try {
		rollTotal(notation);
		return { ok: true };
	} catch (error) {
		return failure(errorText(error));
	}
}

/** Lower case and no accents outside `[...]`, with Fate dice kept as `dF`, as the bot does. */
function isNumeric(text: string): boolean {
	return text.trim().length > 0 && !Number.isNaN(Number(text));
}

/** A comparison value is a number, a formula or a roll. */
export function checkComparisonValue(value: string): RollCheck {
	if (isNumeric(value)) return { ok: true };
	try {
		evaluateFormula(value);
		return { ok: true };
	} catch (error) {
		// Not arithmetic, it may still be a roll; but a refused formula is never handed on.
		if (isRefused(error)) return failure(errorText(error));
	}
	const asRoll = tryRoll(value);
	return asRoll.ok ? asRoll : failure(`invalid comparison value "${value}": ${asRoll.logs}`);
}

function checkSingleRoll(input: string): RollCheck {
	let dice = input.replace(/d\((\d+)\)/g, "d$1");
	const curlyRepeated = /^\{(\d+#.*)\}$/.exec(dice);
	const comparison = COMPARISON.exec(dice);
	if (comparison && !curlyRepeated && !GROUP_COMPARISON.test(dice)) {
		const valueCheck = checkComparisonValue(comparison[2]);
		if (!valueCheck.ok) return valueCheck;
		dice = dice.replace(COMPARISON, "");
	}
	const repeated = REPEATED_ROLL.exec(curlyRepeated ? curlyRepeated[1] : dice);
	if (repeated) {
		const [count, rest = ""] = (curlyRepeated ? curlyRepeated[1] : dice).split("#");
		const times = Number(count);
		if (!Number.isInteger(times) || times < 1 || times > MAX_REPEATED_ROLLS) {
			return failure(`the number of repeated rolls must be between 1 and ${MAX_REPEATED_ROLLS}`);
		}
		const toRoll = rest.replace(TRAILING_COMMENT, "").replace(COMPARISON, "").trim();
		return tryRoll(toRoll);
	}
	return tryRoll(dice.replace(TRAILING_COMMENT, "").trim());
}

function checkSharedRoll(input: string): RollCheck {
	let dice = input;
	if (/^\{.*;\s*.*\}$/.test(dice)) dice = dice.slice(1, -1);
	if (/\d+?#(.*?)/.test(dice)) return failure("repeated rolls (#) cannot be shared (;)");
	const [main = "", ...others] = dice.split(";");
	const mainDice = main.replace(BRACKET_COMMENT, "").trim();
	const hidden = /\((?<inner>[^)]+)\)/.exec(mainDice)?.groups?.inner;
	const mainCheck = checkSingleRoll(hidden ?? mainDice);
	if (!mainCheck.ok) return mainCheck;
	for (const other of others) {
		const element = other.replace(BRACKET_COMMENT, "").replace(TRAILING_COMMENT, "").trim().replace("&", "1");
		try {
			evaluateFormula(element);
			continue;
		} catch (error) {
			// Not arithmetic: it must roll, unless it was refused.
			if (isRefused(error)) return failure(errorText(error));
		}
		const check = checkSingleRoll(element);
		if (!check.ok) return check;
	}
	return { ok: true };
}

function checkRollUncached(expression: string): RollCheck {
	let dice: string;
	try {
		dice = standardizeNotation(evaluateInlineMath(expression, rollTotal));
	} catch (error) {
		return failure(errorText(error));
	}
	dice = normalizeOperators(dice.replace(/^\+/, "")).trimStart();
	dice = dice.replace(CRITICAL_MARKERS, "").trimEnd();
	const exploding = EXPLODING_SUCCESS.exec(dice);
	if (exploding) dice = dice.replace(exploding[0], "!");
	if (!dice.includes("d")) return failure("no dice to roll");
	return dice.includes(";") ? checkSharedRoll(dice) : checkSingleRoll(dice);
}

const cache = new Map<string, RollCheck>();
const CACHE_SIZE = 2000;

/**
 * Checks that a formula, with its values already substituted, rolls.
 * Results are remembered: the form re-checks unchanged formulas on every keystroke.
 */
export function checkRoll(expression: string): RollCheck {
	const known = cache.get(expression);
	if (known) return known;
	const result = checkRollUncached(expression);
	if (cache.size >= CACHE_SIZE) {
		const oldest = cache.keys().next().value;
		if (oldest !== undefined) cache.delete(oldest);
	}
	cache.set(expression, result);
	return result;
}

/** Forgets remembered results (benchmarks measure cold checks with it). */
export function clearRollCache(): void {
	cache.clear();
}

/**
 * What the bot posts for `/math` and `/calc` (4.7.2, `apps/bot/src/commands/tools/calc.ts`,
 * `calculate`): a header (the mention, the character's name, the math emoji, the
 * statistic or "Basic calculus", the comment), then the formula and its value as
 * `formatFormula` or `formatDiceResult` write them. A formula holding dice is
 * rolled first (core's `getRoll`); the rest is math.js's. The message goes where
 * a roll's goes (`messages/send.ts`, `sendResult`); the bot's refusals are
 * error embeds in the channel, ephemeral only with `hidden`.
 */
import { evaluateFormula, FormulaError } from "../arithmetic";
import { capitalize, SAMPLE_USER, substituteAtRoll } from "../bot";
import { rollExpression } from "../engine";
import type { RandomSource } from "../random";
import type { RollLine } from "../types";

/** The math emoji the bot heads the reply with (`EMOJI_MATH`, its default id), then an empty italic. */
const MATH_EMOJI = "<:math:1394002540143710358>_ _";

interface CalcTexts {
	basic: string;
	yes: string;
	no: string;
	/** The space French puts before a colon. */
	space: string;
	notFound: (stat: string) => string;
	badSign: (sign: string) => string;
}

// The bot's words (packages/localization/locales/*.json): math.result, common.true, common.false,
// common.space, error.sign.
const FRENCH: CalcTexts = {
	basic: "Calcul basique",
	yes: "Vrai",
	no: "Faux",
	space: " ",
	// error.stats.notFound_singular, i18next's `optional` format leaving an empty name out.
	notFound: (stat) => `La statistique \`${stat}\` est introuvable pour le personnage sélectionné .`,
	badSign: (sign) =>
		`Le signe utilisé est invalide.\nLes signes acceptés sont : \`>\`, \`>=\`, \`<\`, \`<=\`, \`==\`, \`!=\`, \`+\`, \`-\`, \`*\`, \`/\`, \`%\`.\nVous avez utilisé : \`${sign}\`.`,
};
const ENGLISH: CalcTexts = {
	basic: "Basic calculus",
	yes: "True",
	no: "False",
	space: "",
	notFound: (stat) => `The statistic \`${stat}\` cannot be found on the selected character .`,
	badSign: (sign) =>
		`The used sign is invalid.\nSigns accepted are : \`>\`, \`>=\`, \`<\`, \`<=\`, \`==\`, \`!=\`, \`+\`, \`-\`, \`*\`, \`/\`, \`%\`.\nYou used: \`${sign}\`.`,
};

interface CalcRequest {
	command: "math" | "calc";
	/** `expression`, `statistic`, `sign`, `transform`, `comments` as given. */
	options: Readonly<Record<string, string>>;
	/** The sheet's statistics (the bot puts them into both commands' formulas). */
	statistics: readonly { name: string; value: number }[];
	/**
	 * The server has settings: the bot then gives the member attributes (empty ones) and puts them into `/math`'s
	 * formula like a sheet's, standardizing it (`2^10` loses its `^`, which Unicode counts as an accent).
	 */
	attributes?: boolean;
	/** The character's name heading the reply. */
	character?: string;
	userId?: string;
}

/** The message text, or the bot's refusal (shown in its error embed). */
type CalcAnswer = { ok: true; text: string } | { ok: false; error: string };

/** core's `isNumber`: a text that reads whole as a number. */
function isNumeric(text: string): boolean {
	return text.trim() !== "" && !Number.isNaN(Number(text));
}

const ASCII: Record<string, string> = { "!=": "≠", "==": "=", ">=": "⩾", "<=": "⩽" };
const asciiSign = (sign: string) => ASCII[sign] ?? sign;
const OPPOSITE: Record<string, string> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "!=", "!=": "==" };

/** A roll of the formula as core writes it (`1d6: [4] = 4`); undefined when it holds no dice. */
function rolled(formula: string, random: RandomSource): { text: string; total: number } | undefined {
	const attempt = rollExpression(formula, { random });
	if (!attempt.ok || attempt.result.lines.length !== 1) return undefined;
	const line: RollLine | undefined = attempt.result.lines[0];
	if (line?.kind !== "roll") return undefined;
	const bare = (text: string) => text.replace(/[{}]/g, "");
	return { text: `${bare(line.expression)}: ${bare(line.detail)} = ${line.total}`, total: line.total };
}

/** math.js's value as the bot prints it (`${result}`), or its error message. */
function evaluated(formula: string): { value: string } | { error: string } {
	try {
		return { value: String(evaluateFormula(formula)) };
	} catch (error) {
		if (error instanceof FormulaError && error.reason === "syntax") return { error: error.part };
		// math.js evaluates what the site's checked reader refuses first: a name it does not know is its own error.
		if (error instanceof FormulaError && error.reason === "unknownName")
			return { error: `Undefined symbol ${error.part}` };
		return { error: error instanceof Error ? error.message : String(error) };
	}
}

/** `multipleTransform`: `floor` or `floor(round)` wrapped round the value. */
function transformed(transform: string, value: string): string {
	const match = /(?<outer>\w+)\(?(?<inner>\w+)?\(?\)?\)?/.exec(transform);
	const outer = match?.groups?.outer;
	const inner = match?.groups?.inner;
	if (outer && !inner) return `${outer}(${value})`;
	if (outer && inner) return `${outer}(${inner}(${value}))`;
	return `${transform}(${value})`;
}

function formatFormula(texts: CalcTexts, total: string, value: string, original: string, transform?: string) {
	let formula = total;
	const sign = /(!=|==|>=|<=)/.exec(original)?.[0];
	if (sign) {
		original = original.replace(sign, asciiSign(sign));
		formula = formula.replace(sign, asciiSign(sign));
	}
	const shown = original === formula ? `\t  \`${formula}\`` : `\t  \`${original}\` → \`${formula}\``;
	if (isNumeric(value)) {
		if (!transform) return { ok: true as const, text: `${shown} = \`${value}\`` };
		const wrapped = transformed(transform, value);
		const result = evaluated(wrapped);
		if ("error" in result) return { ok: false as const, error: result.error };
		return { ok: true as const, text: `${shown} → \`${wrapped}\` = \`${result.value}\`` };
	}
	if (value === "false") {
		if (sign) formula = formula.replace(asciiSign(sign), asciiSign(OPPOSITE[sign] ?? sign));
		return { ok: true as const, text: `\t  ${texts.no}${texts.space}: \`${original}\` → \`${formula}\`` };
	}
	return { ok: true as const, text: `\t  ${texts.yes}${texts.space}: ${shown.trimStart()}` };
}

/** The reply text of `/math` or `/calc` in the server's language, dice drawn from `random`. */
export function calcReply(request: CalcRequest, locale: string, random: RandomSource): CalcAnswer {
	const texts = locale.startsWith("fr") ? FRENCH : ENGLISH;
	const { options, statistics } = request;
	let formula = (options.expression ?? "").replace(/^([><]=?|==|!=|[+*/%^])/, "");
	let original = formula;
	let total = formula;
	let format = true;
	let statistic: string | undefined;
	if (request.command === "calc") {
		const sign = options.sign ?? "";
		if (sign === "-" && formula.startsWith("-")) formula = formula.slice(1);
		if (!/^([><]=?|==|!=|[+\-*/%^])$/.test(sign)) return { ok: false, error: texts.badSign(sign) };
		statistic = options.statistic ?? "";
		const folded = substituteAtRoll(statistic, []);
		const found = statistics.find((entry) => substituteAtRoll(entry.name, []) === folded);
		if (!found) return { ok: false, error: texts.notFound(folded) };
		const value = found.value;
		let withStats = substituteAtRoll(formula, statistics, { dollar: value });
		original = isNumeric(formula) ? `${value}${sign}${formula}` : `${value}${sign}(${formula})`;
		const roll = rolled(withStats, random);
		if (roll) {
			withStats = String(roll.total);
			original = `${value}${sign}(${formula}) → ${value}${sign}(${roll.text})`;
		}
		total = isNumeric(withStats) ? `${value}${sign}${withStats}` : `${value}${sign}(${withStats})`;
	} else {
		if (statistics.length > 0 || request.attributes) formula = substituteAtRoll(formula, statistics);
		const roll = rolled(formula, random);
		if (roll) {
			original = roll.text;
			total = String(roll.total);
			format = false;
		} else total = formula;
	}
	const result = evaluated(total);
	if ("error" in result) return { ok: false, error: result.error };
	let body: CalcAnswer;
	if (format) body = formatFormula(texts, total, result.value, original, options.transform?.trim() || undefined);
	else {
		// formatDiceResult: the roll's text cut at its colon and equals sign.
		const [expression = "", rest = ""] = original.split(":").map((part) => part.trim());
		const [dice = "", sum = ""] = rest.split("=").map((part) => part.trim());
		body = { ok: true, text: `\`${expression}\` → \`${dice}\` = \`${sum}\`` };
	}
	if (!body.ok) return body;
	const mention = `<@${request.userId ?? SAMPLE_USER.id}>`;
	const who = request.character ? `__**${capitalize(request.character)}**__ (${mention})` : mention;
	const heading = statistic ? capitalize(statistic) : texts.basic;
	const comment = options.comments ? ` *${options.comments}*` : "";
	return { ok: true, text: `${who}\n${MATH_EMOJI}[__${heading}__]${comment}\n${body.text}` };
}

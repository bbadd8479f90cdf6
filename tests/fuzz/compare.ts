/**
 * How a fuzz case's bot verdict and the site's answer are compared, and, when
 * they differ, which known cause explains it. Shared by the corpus tests and
 * `npm run fuzz`. A cause is worked out from the case itself (its text, the
 * bot's and the site's answers), so that a new kind of difference shows up as
 * `unexplained` rather than hiding under an old one.
 */
import type { BotTemplate } from "../../src/template/botSchema";
import type { CheckedRow, CsvCheckResult } from "../../src/template/csv";
import type { SiteRoll, SiteTemplate } from "./site";

// ---------------------------------------------------------------- expressions

export interface BotRollVerdict {
	rolled: boolean;
	error?: string;
	substituted?: string;
	draws?: number;
	total?: number | null;
	result?: string;
	compare?: { sign: string; value: number } | null;
	comment?: string | null;
	/** ResultAsText's text after the mention line, per language; `!…` when the bot's formatter throws. */
	reply?: { fr: string | null; en: string | null };
}

export interface ExpressionEntry {
	id: string;
	expression: string;
	character?: "sample";
	drawSeed: number;
	bot: BotRollVerdict;
}

/** The site's reply without its first line (the mention's line, where the bot puts the comparison hint). */
export function replyBody(text: string): string {
	return text.slice(text.indexOf("\n") + 1);
}

const GLUED_COMPARE_POINT = /(?:ro|r|!!|!p|!)(?:[<>]=?|=)\d+(?:\.\d+)?[-+*/^%(]/i;
const COMPARISON = /(?:[<>]=?|!=|==|(?<![<>!=])=(?!=))/g;

/** Why a roll differs, when a known cause explains it; `unexplained` otherwise. */
export function expressionCause(entry: ExpressionEntry, site: SiteRoll): string {
	const bot = entry.bot;
	const text = entry.expression;
	const outsideComment = text.replace(/\s+(#|\[).*$/, "");
	const comparisons = (outsideComment.replace(/\{[^}]*\}/g, "").match(COMPARISON) ?? []).length;
	const botText = `${bot.reply?.fr ?? ""} ${bot.result ?? ""}`;
	const refusedNotFinite = !site.rolled && site.code === "notFinite";
	if (/\/0(?![.\d])/.test(bot.substituted ?? text) || /Infinity/.test(botText) || refusedNotFinite)
		return "divisionByZero";
	if (bot.rolled && !site.rolled && (site.code === "tooManyRolls" || site.code === "tooManyExplodingDice"))
		return "drawCap";
	if (bot.reply && typeof bot.reply.fr === "string" && bot.reply.fr.startsWith("!Invalid_Dice_Type"))
		return "zeroThresholdRefused";
	if (bot.reply && typeof bot.reply.fr === "string" && bot.reply.fr.startsWith("!")) return "botReplyThrowsOnEquals";
	if (GLUED_COMPARE_POINT.test(outsideComment)) return "gluedComparePoint";
	if (text.includes(";")) return "sharedRollDrawsTwice";
	if (!bot.rolled && /\d#/.test(text)) return "bulkRollRefusedByBot";
	if (/\s[\p{L}]/u.test(text) && !/[#[]/.test(text) && !bot.rolled) return "trailingWordsRefusedByBot";
	if (/\s[-+*/]/.test(outsideComment)) return "spaceBeforeOperator";
	if (/\[[^\]]*\]/.test(text)) return "bracketCommentPrinted";
	if (comparisons >= 2) return "secondComparison";
	if (!bot.rolled && /\{\{\{/.test(text)) return "tripleBraces";
	if (/\d%/.test(bot.substituted ?? "")) return "percentAfterNumber";
	if (/\(.*[<>=].*\)/.test(outsideComment)) return "comparisonInsideParentheses";
	return "unexplained";
}

/** The same reply: the message after the mention line, or the same error (`!name: message`) when the formatter threw. */
function sameReply(bot: string, site: string): boolean {
	return bot.startsWith("!") ? bot === site : bot === replyBody(site);
}

/** Whether the site agrees with the bot on a roll: rolled or refused alike, then the same reply in both languages. */
export function expressionAgrees(bot: BotRollVerdict, site: SiteRoll): boolean {
	if (!bot.rolled || !site.rolled) return bot.rolled === site.rolled;
	const fr = bot.reply?.fr;
	const en = bot.reply?.en;
	if (typeof fr !== "string" || typeof en !== "string") return false;
	return sameReply(fr, site.reply.fr) && sameReply(en, site.reply.en);
}

// ------------------------------------------------------------------ templates

export interface BotTemplateVerdict {
	json: boolean;
	accepted: number;
	runs: number;
	error?: string;
}

export interface TemplateEntry {
	id: string;
	text: string;
	bot: BotTemplateVerdict;
}

/** The bot accepts (every run), refuses (every run), or depends on the values it draws. */
export function botTemplateOutcome(bot: BotTemplateVerdict): "accepts" | "refuses" | "depends" {
	if (bot.accepted === bot.runs) return "accepts";
	return bot.accepted === 0 ? "refuses" : "depends";
}

export function templateAgrees(bot: BotTemplateVerdict, site: SiteTemplate): boolean {
	const outcome = botTemplateOutcome(bot);
	return outcome === "depends" || (outcome === "accepts") === site.ok;
}

/** The deliberate-difference entry whose codes cover every code the site gave, if any. */
export function deliberateTemplateRule(
	site: SiteTemplate,
	rules: readonly { id: string; codes: string[] }[],
): string | undefined {
	if (site.ok) return undefined;
	const allowed = new Set(rules.flatMap((rule) => rule.codes));
	if (!site.codes.every((code) => allowed.has(code))) return undefined;
	return rules.find((rule) => site.codes.some((code) => rule.codes.includes(code)))?.id;
}

export function templateCause(entry: TemplateEntry, site: SiteTemplate): string {
	if (!site.ok && site.codes.includes("customCritical.invalid") && /"sign":\s*"!="/.test(entry.text))
		return "notEqualsReadAsExplosion";
	if (site.ok && entry.bot.accepted === 0 && /"[^"]*\s\d+"\s*:\s*\{/.test(entry.text))
		return "statisticNameWithSpaceAndNumber";
	if (site.ok && entry.bot.accepted === 0 && /\{\{[dDfF]\}\}/.test(entry.text)) return "diceLetterNameInBraces";
	if (site.ok && /"[^"]*\d[^"]*"\s*:\s*\{/.test(entry.text) && /Invalid_Dice_Type/.test(entry.bot.error ?? ""))
		return "strayTextAfterNames";
	return "unexplained";
}

// ------------------------------------------------------------------------ csv

export interface BotCharacter {
	userName?: unknown;
	stats: Record<string, unknown>;
	damage?: Record<string, string>;
	private?: unknown;
	channel?: string;
	avatar?: unknown;
}

export type BotCsvVerdict =
	| { fatal: { name: string; message: string }; replies: unknown[] }
	| {
			fatal: null;
			members: Record<string, BotCharacter[]>;
			errors: { key: string; args: Record<string, string> }[];
			replies: unknown[];
	  };

export interface CsvEntry {
	id: string;
	template: string;
	privateChannel: boolean;
	encoding: string;
	style: string;
	base64: string;
	bot: BotCsvVerdict;
}

/** A registered row in the shape the bot gives its characters. */
function asBotCharacter(row: CheckedRow) {
	return {
		userName: row.charName,
		stats: row.stats,
		damage: row.macros,
		private: row.private,
		channel: row.channel ?? undefined,
		avatar: row.avatar ?? undefined,
	};
}

function fromBot(character: BotCharacter) {
	return {
		userName: character.userName ?? null,
		stats: character.stats,
		damage: character.damage ?? {},
		private: Boolean(character.private),
		channel: character.channel,
		avatar: character.avatar,
	};
}

/** The site's registered rows, by player, in the shape the bot gives its characters. */
export function registeredAsBot(rows: readonly CheckedRow[]): Record<string, ReturnType<typeof asBotCharacter>[]> {
	const registered: Record<string, ReturnType<typeof asBotCharacter>[]> = {};
	for (const row of rows.filter((row) => row.registered)) {
		registered[row.user] ??= [];
		registered[row.user]?.push(asBotCharacter(row));
	}
	return registered;
}

/** The bot's registered characters, players without any left out, in the same shape. */
export function botMembers(members: Record<string, BotCharacter[]>): Record<string, ReturnType<typeof fromBot>[]> {
	return Object.fromEntries(
		Object.entries(members)
			.map(([user, characters]) => [user, characters.map(fromBot)] as const)
			.filter(([, characters]) => characters.length > 0),
	);
}

/**
 * The site's skipped rows as the bot words their errors (its translator stubbed to give the key and the values).
 * `defaultName` is what that stub gave for the bot's default character name: the two runners stubbed it apart.
 */
export function skippedAsBot(rows: readonly CheckedRow[], defaultName: unknown) {
	return rows
		.filter((row) => !row.registered)
		.map((row) => {
			const first = row.problems[0];
			const user = `<@${row.user}>`;
			switch (first?.code) {
				case "user.empty":
					return { key: "import.errors.user_not_found", args: { user: row.user } };
				case "charName.missing":
					return { key: "import.errors.missing_charName", args: { user } };
				case "charName.duplicate":
					return { key: "import.errors.duplicate_charName", args: { charName: row.charName ?? defaultName, user } };
				default:
					return {
						key: "import.errors.missing_stats",
						args: { stats: row.problems.map((problem) => problem.values?.name).join("\n- "), user },
					};
			}
		});
}

/** JSON with object keys sorted, `undefined` left out: equal values give equal text. */
function canonical(value: unknown): string {
	return JSON.stringify(JSON.parse(JSON.stringify(value ?? null)), (_key, inner: unknown) =>
		inner && typeof inner === "object" && !Array.isArray(inner)
			? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
			: inner,
	);
}

/** The first way the site's check differs from the bot's import, or undefined when they agree. */
export function csvDifference(bot: BotCsvVerdict, site: CsvCheckResult): string | undefined {
	if (bot.fatal) {
		if (site.fatal === null) return `the bot stops (${bot.fatal.name}: ${bot.fatal.message}), the site does not`;
		if ((site.fatal.code === "file.crash") !== (bot.fatal.name === "TypeError"))
			return `the bot stops with ${bot.fatal.name}, the site with ${site.fatal.code}`;
		if (site.rows.some((row) => row.registered)) return "the site registers rows of a file the bot refuses";
		return undefined;
	}
	if (site.fatal) return `the site stops (${site.fatal.code}), the bot does not`;
	if (canonical(registeredAsBot(site.rows)) !== canonical(botMembers(bot.members)))
		return "registered characters differ";
	const skipped = skippedAsBot(site.rows, { key: "common.default", args: {} });
	if (canonical(skipped) !== canonical(bot.errors)) return "skipped rows differ";
	return undefined;
}

export type { BotTemplate };

/** Why each known cause makes the site differ from the bot (what pending.json says of it). */
export const CAUSE_REASONS: Record<string, string> = {
	divisionByZero: "The bot prints Infinity (or compares 0) for a division by zero; the site refuses the roll.",
	drawCap:
		"Dice that explode (or reroll) without end: the bot stops each die at its cap of explosions and prints the sum; the site stops the roll after its own cap of draws and refuses it with a plain message.",
	spaceBeforeOperator:
		"A space before an operator (1d6 + 8): the bot reads the rest as more of the roll; the site ends the roll at the space and takes the rest for a comment.",
	botReplyThrowsOnEquals:
		"A single = comparison makes the bot's reply formatter throw (math.js reads it as an assignment), so the bot answers with an error; the site prints a result.",
	zeroThresholdRefused:
		"A threshold that core works out as 0 without a number it can read back (20=11, or a division by dice rounded to 0), on a roll that cannot both pass and fail it: the bot's reply formatter refuses the roll (invalidDice.compare); the site prints a result.",
	gluedComparePoint:
		"A comparison value that holds dice, after a reroll's or explosion's compare point (8d12r<3+4d6dl4*10d3): core rolls that value before the dice and the bot prints it with its detail (> 2*7d12k5: 2*[…] ═ 54); the site rolls it after the dice and prints its total. Lines with a sheet were judged through getRoll alone, without /roll's opposition step.",
	sharedRollDrawsTwice:
		"In a shared roll (;) the bot rolls the first part twice and shows the second roll; the site rolls it once, so the faces shown differ.",
	bulkRollRefusedByBot:
		"The bot refuses this repeated roll (N#...) with its modifier or comparison; the site rolls it.",
	trailingWordsRefusedByBot:
		"Words after a roll without # or [ ]: the bot's roller refuses the line; the site reads them as a comment.",
	bracketCommentPrinted:
		"A [label] comment: the bot prints it without its opening bracket (and folds its accents after a substitution); the site keeps it as typed.",
	secondComparison:
		"A second comparison: on lines with a sheet, judged through getRoll alone (without /roll's opposition step), the bot prints the first comparison's value with its truth (10>14 ═ false); without a sheet, a sign right after an explosion's compare point (4d6!!<1<=8) leaves the bot with no opposition.",
	percentAfterNumber:
		"A % between two numbers (5d12+23%-10): the bot's dice-roller runs math.js 14, which reads a percentage (44.12); the site's runs math.js 15.2.0, which reads a remainder (37). Deliberate: see deliberate.json.",
	tripleBraces: "Triple braces ({{{A+B}}d6>=5}): the bot refuses with its formula error; the site reads them.",
	comparisonInsideParentheses:
		"A comparison inside parentheses: the bot splits the line at it; the site refuses or reads it otherwise.",
	oddsForWhatTheBotRefuses: "The bot cannot roll this line, yet the site's odds view gives a distribution for it.",
	notEqualsReadAsExplosion:
		"A custom critical != on a type die of many dice ({{$+1}}d6 with $ near the total): the site's cap of 100 dice in an exploding group counts the ! of != and refuses; the bot compares.",
	statisticNameWithSpaceAndNumber:
		"A statistic whose name holds a space and a number (Fi 3) used in a custom critical or a combination: the bot's validator refuses the template; the site accepts it (fixed for macros only).",
	diceLetterNameInBraces:
		"A custom critical's value {{D}} naming a statistic called D: the bot's validator refuses it (it reads a die); the site accepts it.",
	strayTextAfterNames:
		"A statistic whose name starts with another's (Karma, Karma 2): the bot replaces the shorter name inside the longer one and its roll fails on what is left (1d8+3 2); the site took the rest for a comment.",
	unexplained: "No known cause: look at the case.",
};

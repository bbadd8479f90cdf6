/**
 * The statistics a `/roll` line reads from the sheet, as the bot heads its reply with them (`infoRoll` and
 * `statsPerSegment` of `replaceStatsInDiceFormula`, parse_result): each `$name` once, by the statistic it stands
 * for, joined by ` × `. A shared roll names them per part instead, on each part's line (`reply.ts`).
 */
import { bareRollComment, splitRollComment } from "../comments";
import type { StatisticValue } from "../statisticNames";
import { substituteDollarNames } from "./substitution";

function namesRead(text: string, statistics: readonly StatisticValue[]): string {
	const used = new Set<string>();
	substituteDollarNames(text, statistics, used);
	return [...used].join(" × ");
}

/** The reading's `header` or `statisticsByPart` (reply.ts, which draws them; written here so neither imports the other). */
export interface StatisticsHeader {
	header?: string;
	statisticsByPart?: readonly string[];
}

/** The reading's header, or its names per part of a shared roll; nothing when the line reads no statistic. */
export function statisticsHeader(line: string, statistics: readonly StatisticValue[]): StatisticsHeader {
	const { roll } = splitRollComment(line);
	if (roll.includes(";")) {
		const byPart = roll.split(";").map((part) => namesRead(part, statistics));
		return byPart.some((names) => names.length > 0) ? { statisticsByPart: byPart } : {};
	}
	const header = namesRead(roll, statistics);
	return header.length > 0 ? { header } : {};
}

/**
 * `/roll`'s header, and its comment with the sheet's values put in: the bot takes out only a comment after the
 * first word and space before it puts them in, so one behind a marker (`7d15!! # attaque+$Charisme`, where `!!`
 * ends the word) has its `$name`s replaced and named too (`[__Charisme__] *attaque+8*`).
 */
export function slashRollStatistics(
	line: string,
	statistics: readonly StatisticValue[],
): StatisticsHeader & { comment?: string } {
	const { roll, comment } = splitRollComment(line);
	if (roll.includes(";") || !comment?.includes("$") || bareRollComment(line) !== undefined)
		return statisticsHeader(line, statistics);
	const header = namesRead(`${roll} ${comment}`, statistics);
	const read = header.length > 0 ? { header } : {};
	return { ...read, comment: substituteDollarNames(comment, statistics).text };
}

/**
 * Each part's statistics (written as shown) and `[label]` (`comments`, read from the parts as rolled) put at the
 * head of its line, counted on the lines that show a part: a hidden first part shows none, so the names after it
 * land one line early, as in the bot. A formula's label core wrote already is written again (`◈ __a__ — __a__ —`).
 */
export function withPartNames(
	lines: string[],
	names: readonly string[] | undefined,
	comments: readonly string[] = [],
): string[] {
	if (!names && comments.length === 0) return lines;
	const count = Math.max(names?.length ?? 0, comments.length);
	let part = 0;
	return lines.map((line) => {
		const showsPart = /^[※◈]/.test(line) || line.includes(" ⟶ ");
		if (!showsPart || part >= count) return line;
		const statistic = names?.[part] ? `__${names[part]}__` : "";
		const comment = comments[part] ? `__${comments[part]}__` : "";
		const name = [statistic, comment].filter(Boolean).join(" — ");
		const first = part === 0;
		part += 1;
		if (!name) return line;
		if (/^◈\s+/.test(line)) return line.replace(/^◈\s+/, `◈ ${name} — `);
		if (line.startsWith("※")) {
			if (!comment || !line.includes(comment)) return line.replace(/^※\s*/, `※ ${name} — `);
			return statistic && !line.includes(statistic) ? line.replace(/^※\s*/, `※ ${statistic} — `) : line;
		}
		return `${first ? "※" : "◈"} ${name} — ${line.trim()}`;
	});
}

/** `extractCommentsPerSegment`: each part's `[label]`, read from the parts as rolled, when one has a label. */
export function labelsByPart(dice: string): string[] {
	if (!dice.includes(";")) return [];
	const labels = dice.split(";").map((part) => /\[([^\]]+)\]/.exec(part)?.[1] ?? "");
	return labels.some((label) => label.trim().length > 0) ? labels : [];
}

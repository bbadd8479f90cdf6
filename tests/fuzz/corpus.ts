/**
 * The committed fuzz corpora (tests/fixtures/fuzz/*.json.gz: generated inputs
 * and the bot's verdicts) read back, each case given to the site, and every
 * disagreement sorted: agreed, deliberate (deliberate.json), pending (a known
 * cause listed with the case in pending.json), or new. Used by the corpus test
 * and by `npm run fuzz -- --corpus`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { BotTemplate } from "../../src/template/botSchema";
import {
	type CsvEntry,
	csvDifference,
	deliberateTemplateRule,
	type ExpressionEntry,
	expressionAgrees,
	expressionCause,
	type TemplateEntry,
	templateAgrees,
	templateCause,
} from "./compare";
import { CSV_TEMPLATES, csvBytes } from "./generators/csv";
import { SAMPLE_CHARACTER } from "./generators/expressions";
import { siteCsv, siteOdds, siteRoll, siteTemplate } from "./site";

export const FUZZ_DIR = path.resolve(__dirname, "../fixtures/fuzz");
export const KINDS = ["expressions", "templates", "csv", "odds"] as const;
export type Kind = (typeof KINDS)[number];

export interface Corpus<Entry> {
	kind: string;
	seed: number;
	count: number;
	judgedBy: string;
	cases: Entry[];
}

const corpora = new Map<string, Corpus<unknown>>();

/** A corpus, read once per process. */
export function readCorpus<Entry>(name: "expressions" | "templates" | "csv"): Corpus<Entry> {
	let corpus = corpora.get(name);
	if (!corpus) {
		corpus = JSON.parse(
			gunzipSync(readFileSync(path.join(FUZZ_DIR, `${name}.json.gz`))).toString("utf8"),
		) as Corpus<unknown>;
		corpora.set(name, corpus);
	}
	return corpus as Corpus<Entry>;
}

export interface Deliberate {
	templates: { id: string; page: string; codes: string[]; reason: string }[];
	expressions: { id: string; reason: string }[];
}

/** Per kind, per cause: why, one example, and the cases it holds. */
export type Pending = Record<Kind, Record<string, { reason: string; example: string; ids: string[] }>>;

export function readDeliberate(): Deliberate {
	return JSON.parse(readFileSync(path.join(FUZZ_DIR, "deliberate.json"), "utf8"));
}

export function readPending(): Pending {
	return JSON.parse(readFileSync(path.join(FUZZ_DIR, "pending.json"), "utf8"));
}

export interface Disagreement {
	kind: Kind;
	id: string;
	cause: string;
	/** What the bot and the site said, in a line, for reports. */
	detail: string;
	example: string;
}

/** Which cases of a corpus to check: all by default, or a slice (tests check a corpus in parts). */
export interface Slice {
	from?: number;
	to?: number;
}

const sliced = <T>(cases: T[], slice: Slice = {}) => cases.slice(slice.from ?? 0, slice.to ?? cases.length);

export interface KindReport {
	kind: Kind;
	/** The ids of the cases checked. */
	ids: string[];
	cases: number;
	agreed: number;
	deliberate: Record<string, number>;
	disagreements: Disagreement[];
	/** Reply texts compared (both languages) and how many matched. */
	texts?: { compared: number; agreed: number };
}

const short = (value: unknown, length = 160) => {
	const text = JSON.stringify(value);
	return text === undefined ? "" : text.length > length ? `${text.slice(0, length)}…` : text;
};

/** A kind's report before any case is looked at. */
function emptyReport(kind: KindReport["kind"], cases: readonly { id: string }[]): KindReport {
	return {
		kind,
		ids: cases.map((entry) => entry.id),
		cases: cases.length,
		agreed: 0,
		deliberate: {},
		disagreements: [],
	};
}

export function checkExpressions(deliberate: Deliberate, slice?: Slice): KindReport {
	const cases = sliced(readCorpus<ExpressionEntry>("expressions").cases, slice);
	const allowed = new Set(deliberate.expressions.map((rule) => rule.id));
	const report: KindReport = { ...emptyReport("expressions", cases), texts: { compared: 0, agreed: 0 } };
	for (const entry of cases) {
		const site = siteRoll(entry.expression, entry.character ? SAMPLE_CHARACTER : undefined, entry.drawSeed);
		const texts = report.texts as { compared: number; agreed: number };
		if (entry.bot.rolled && site.rolled) texts.compared += 1;
		if (expressionAgrees(entry.bot, site)) {
			report.agreed += 1;
			if (entry.bot.rolled) texts.agreed += 1;
			continue;
		}
		const cause = expressionCause(entry, site);
		if (allowed.has(cause)) {
			report.deliberate[cause] = (report.deliberate[cause] ?? 0) + 1;
			continue;
		}
		report.disagreements.push({
			kind: "expressions",
			id: entry.id,
			cause,
			example: entry.expression,
			detail: `bot: ${entry.bot.rolled ? short(entry.bot.reply?.fr ?? entry.bot.result) : entry.bot.error} | site: ${
				site.rolled ? short(site.reply.fr) : site.code
			}`,
		});
	}
	return report;
}

/** The odds of what the bot cannot roll: the site must refuse them too (or say the roll cannot be made). */
export function checkOddsOfRefused(slice?: Slice): KindReport {
	const refused = sliced(readCorpus<ExpressionEntry>("expressions").cases, slice).filter((entry) => !entry.bot.rolled);
	const report = emptyReport("odds", refused);
	for (const entry of refused) {
		// Whether the odds refuse the line is all that matters here: a few hundred sampled rolls decide it.
		const character = entry.character ? SAMPLE_CHARACTER : undefined;
		const odds = siteOdds(entry.expression, character, 200);
		if (!odds.ok) {
			report.agreed += 1;
			continue;
		}
		// A refusal that depends on the draw (a shared roll's first part at 0): the odds give the share of rolls
		// without a result, and the site's roll refuses this very draw.
		const sometimes = (odds.odds.unanswered?.share ?? 0) > 0;
		if (sometimes && !siteRoll(entry.expression, character, entry.drawSeed).rolled) {
			report.agreed += 1;
			continue;
		}
		report.disagreements.push({
			kind: "odds",
			id: entry.id,
			cause: "oddsForWhatTheBotRefuses",
			example: entry.expression,
			detail: `bot: ${entry.bot.error} | site: odds with mean ${odds.odds.mean}`,
		});
	}
	return report;
}

export function checkTemplates(deliberate: Deliberate, slice?: Slice): KindReport {
	const cases = sliced(readCorpus<TemplateEntry>("templates").cases, slice);
	const report = emptyReport("templates", cases);
	for (const entry of cases) {
		const site = siteTemplate(entry.text);
		if (templateAgrees(entry.bot, site)) {
			report.agreed += 1;
			continue;
		}
		const rule = deliberateTemplateRule(site, deliberate.templates);
		if (rule) {
			report.deliberate[rule] = (report.deliberate[rule] ?? 0) + 1;
			continue;
		}
		report.disagreements.push({
			kind: "templates",
			id: entry.id,
			cause: templateCause(entry, site),
			example: short(entry.text.replace(/\s+/g, " "), 300),
			detail: `bot: ${entry.bot.accepted}/${entry.bot.runs} ${short(entry.bot.error ?? "")} | site: ${
				site.ok ? "accepts" : site.codes.join(", ")
			}`,
		});
	}
	return report;
}

export function checkCsv(slice?: Slice): KindReport {
	const cases = sliced(readCorpus<CsvEntry>("csv").cases, slice);
	const report = emptyReport("csv", cases);
	for (const entry of cases) {
		const template = CSV_TEMPLATES[entry.template] as BotTemplate | undefined;
		if (!template) throw new Error(`${entry.id}: unknown template ${entry.template}`);
		const site = siteCsv(csvBytes(entry), template, entry.privateChannel);
		const difference = csvDifference(entry.bot, site);
		if (difference === undefined) {
			report.agreed += 1;
			continue;
		}
		report.disagreements.push({
			kind: "csv",
			id: entry.id,
			cause: `${entry.encoding}: ${difference}`,
			example: `${entry.style}`,
			detail: `bot: ${short(entry.bot)} | site: ${short({ fatal: site.fatal?.code ?? null, rows: site.rows.length })}`,
		});
	}
	return report;
}

/** Disagreements that no pending cause lists, and listed cases that now agree (or disagree for another cause). */
export function againstPending(report: KindReport, pending: Pending) {
	const listed = pending[report.kind] ?? {};
	const checked = new Set(report.ids);
	const expected = new Map<string, string>();
	for (const [cause, entry] of Object.entries(listed))
		for (const id of entry.ids) if (checked.has(id)) expected.set(id, cause);
	const unlisted = report.disagreements.filter((item) => expected.get(item.id) !== item.cause);
	const found = new Set(report.disagreements.map((item) => `${item.id} ${item.cause}`));
	const stale = [...expected]
		.filter(([id, cause]) => !found.has(`${id} ${cause}`))
		.map(([id, cause]) => ({ id, cause }));
	return { unlisted, stale };
}

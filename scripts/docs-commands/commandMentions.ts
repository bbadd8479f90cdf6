/**
 * Finds the bot's slash commands named in the docs' MDX and checks them against the bot's command set
 * (src/data/botCommands.ts), in the page's language.
 *
 * A mention is inline code or a line of a code block that starts with a slash and a name (`/roll dé:1d20`,
 * `/config afficher générale`, a usage box's `/dbroll (*statistique) (?caché)`), or inline code made of `option:value`
 * pairs (`caché:True`), which must be an option of a command the same page names. Two markers, MDX comments, change
 * how mentions are read. Written on a line with text, a marker applies to that line; alone on its line, it applies to
 * the next block (paragraph, table or code block, up to the next blank line or the end of the block):
 *
 * - `{/* not-a-command *\/}`: the mentions are not commands (a typo shown as an example, a partly typed name);
 * - `{/* both-languages *\/}`: the names may be French or English (a table giving both names of each command).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
	type BotCommand,
	type BotCommandEntry,
	type BotLocale,
	type BotOption,
	botCommands,
	botLocales,
	listCommandEntries,
} from "../../src/data/botCommands";

export const markers = {
	notACommand: "{/* not-a-command */}",
	bothLanguages: "{/* both-languages */}",
} as const;

export interface DocPage {
	/** Path shown in reports, relative to the project root. */
	readonly file: string;
	readonly locale: BotLocale;
	readonly source: string;
}

/** One command mention, or one group of `option:value` pairs, as written in a page. */
export interface Mention {
	readonly line: number;
	readonly text: string;
	readonly kind: "command" | "options";
	/** The languages the names may be in: the page's, or both with the both-languages marker. */
	readonly locales: readonly [BotLocale, ...BotLocale[]];
}

export interface MentionProblem {
	readonly file: string;
	readonly line: number;
	readonly text: string;
	readonly message: string;
}

const name = String.raw`[-_'\p{L}\p{N}]+`;
const commandStart = new RegExp(String.raw`^/(${name})(?=\s|$)`, "u");
const optionPair = new RegExp(String.raw`(?<=^|\s)(${name}):`, "gu");
const bracketOption = new RegExp(String.raw`(?<=^|\s)[([][*@#?]*(${name})[)\]](?=\s|$|,)`, "gu");
/** Inline code made of option:value pairs: a lower-case name, a colon, a value (not `//`, which makes a URL). */
const standaloneOptions = /^\p{Ll}[-_'\p{Ll}\p{N}]*:(?!\/\/)\S/u;
const fence = /^\s*(`{3,}|~{3,})/;

function otherLocale(locale: BotLocale): BotLocale {
	return locale === "fr" ? "en" : "fr";
}

function stripFrontMatter(lines: string[]): number {
	if (lines[0]?.trim() !== "---") return 0;
	const end = lines.indexOf("---", 1);
	return end < 0 ? 0 : end + 1;
}

function inlineCodeSpans(line: string): string[] {
	const spans: string[] = [];
	const pattern = /(`+)([^`]|[^`].*?[^`])\1(?!`)/g;
	for (const [, , span = ""] of line.matchAll(pattern)) spans.push(span.trim());
	return spans;
}

type MarkerName = keyof typeof markers;

function markerOn(line: string): MarkerName | undefined {
	if (line.includes(markers.notACommand)) return "notACommand";
	if (line.includes(markers.bothLanguages)) return "bothLanguages";
	return undefined;
}

/** The mentions of one page, with the markers applied. */
export function findMentions(page: DocPage): Mention[] {
	const lines = page.source.split("\n");
	const mentions: Mention[] = [];
	// A marker alone on its line waits for the next block (`pending`), then holds until that block ends (`active`).
	let pending: MarkerName | undefined;
	let active: MarkerName | undefined;
	let block: { closing: string; marker: MarkerName | undefined } | undefined;
	const start = stripFrontMatter(lines);
	for (const [offset, line] of lines.slice(start).entries()) {
		const index = start + offset;
		const trimmed = line.trim();
		const add = (text: string, kind: Mention["kind"], marker: MarkerName | undefined) => {
			if (marker === "notACommand") return;
			const locales: Mention["locales"] =
				marker === "bothLanguages" ? [page.locale, otherLocale(page.locale)] : [page.locale];
			mentions.push({ line: index + 1, text, kind, locales });
		};
		if (block) {
			if (trimmed.startsWith(block.closing) && trimmed.replace(/[`~]/g, "") === "") {
				block = undefined;
				active = undefined;
			} else if (commandStart.test(trimmed)) add(trimmed, "command", block.marker ?? markerOn(line));
			continue;
		}
		if (trimmed === "") {
			active = undefined;
			continue;
		}
		const marker = markerOn(line);
		if (marker && line.replace(markers[marker], "").trim() === "") {
			pending = marker;
			active = undefined;
			continue;
		}
		if (pending) {
			active = pending;
			pending = undefined;
		}
		const [, closing] = fence.exec(line) ?? [];
		if (closing !== undefined) {
			block = { closing, marker: active };
			continue;
		}
		for (const span of inlineCodeSpans(line)) {
			if (commandStart.test(span)) add(span, "command", marker ?? active);
			else if (standaloneOptions.test(span) && !/[{}"]/.test(span)) add(span, "options", marker ?? active);
		}
	}
	return mentions;
}

function optionNames(text: string): string[] {
	const names = [...text.matchAll(optionPair)].map(([, name = ""]) => name);
	for (const [, name = ""] of text.matchAll(bracketOption)) names.push(name);
	return names;
}

/** Stable keys for coverage: English paths, whatever the language of the page. */
export const entryKey = (entry: BotCommandEntry): string => entry.path.en.join(" ");
export const optionKey = (entry: BotCommandEntry, option: BotOption): string => `${entryKey(entry)} ${option.name.en}`;

interface Resolution {
	readonly entry?: BotCommandEntry;
	readonly problems: string[];
	readonly options: { entry: BotCommandEntry; option: BotOption }[];
}

interface LocalizedNamed {
	readonly name: Record<BotLocale, string>;
}

/** When a name is the other language's, says so and gives the name in the page's language. */
function hint(nameText: string, locale: BotLocale, candidates: readonly LocalizedNamed[]): string {
	const other = otherLocale(locale);
	const match = candidates.find((candidate) => candidate.name[other] === nameText);
	const language = locale === "fr" ? "French" : "English";
	return match
		? ` ("${nameText}" is the ${other === "fr" ? "French" : "English"} name; in ${language}: "${match.name[locale]}")`
		: "";
}

function childrenOf(entry: BotCommandEntry, entries: readonly BotCommandEntry[]): BotCommandEntry[] {
	return entries.filter(
		(candidate) =>
			candidate.path.en.length === entry.path.en.length + 1 &&
			candidate.path.en.slice(0, -1).join(" ") === entry.path.en.join(" "),
	);
}

const lastName = (entry: BotCommandEntry): LocalizedNamed => ({
	name: { fr: entry.path.fr.at(-1) ?? "", en: entry.path.en.at(-1) ?? "" },
});

function resolveCommand(mention: Mention, entries: readonly BotCommandEntry[]): Resolution {
	const problems: string[] = [];
	const [command = "", ...words] = mention.text.slice(1).split(/\s+/);
	const [locale] = mention.locales;
	const matches = (entry: BotCommandEntry, depth: number, word: string) =>
		mention.locales.some((locale) => entry.path[locale][depth] === word);
	const roots = entries.filter((entry) => entry.path.en.length === 1 && entry.kind !== "contextMenu");
	let entry = roots.find((root) => matches(root, 0, command));
	if (!entry) {
		problems.push(`no command /${command}${hint(command, locale, roots.map(lastName))}`);
		return { problems, options: [] };
	}
	let rest = words;
	for (let word = rest[0]; word !== undefined; word = rest[0]) {
		const children = childrenOf(entry, entries);
		if (children.length === 0) break;
		// Option pairs, usage-box options, placeholders and ellipses end the path.
		if (word.includes(":") || /^[([<…]|^\.\.\./.test(word)) break;
		const child = children.find((candidate) => matches(candidate, entry?.path.en.length ?? 0, word));
		if (!child) {
			problems.push(
				`/${entry.path[locale].join(" ")} has no subcommand ${word}${hint(word, locale, children.map(lastName))}`,
			);
			return { entry, problems, options: [] };
		}
		entry = child;
		rest = rest.slice(1);
	}
	const found: Resolution["options"] = [];
	const resolved = entry;
	for (const optionName of optionNames(rest.join(" "))) {
		const option = resolved.options.find((candidate) =>
			mention.locales.some((locale) => candidate.name[locale] === optionName),
		);
		if (option) found.push({ entry: resolved, option });
		else
			problems.push(
				resolved.invocable
					? `/${resolved.path[locale].join(" ")} has no option ${optionName}${hint(optionName, locale, resolved.options)}`
					: `/${resolved.path[locale].join(" ")} takes a subcommand before its options (${optionName})`,
			);
	}
	return { entry: resolved, problems, options: found };
}

export interface PageResult {
	readonly problems: MentionProblem[];
	readonly documentedEntries: Set<string>;
	readonly documentedOptions: Set<string>;
	readonly mentionCount: number;
}

/** Checks one page: every name must exist; records which commands and options the page documents. */
export function checkPage(page: DocPage, entries: readonly BotCommandEntry[] = listCommandEntries()): PageResult {
	const mentions = findMentions(page);
	const problems: MentionProblem[] = [];
	const documentedEntries = new Set<string>();
	const documentedOptions = new Set<string>();
	const namedEntries: BotCommandEntry[] = [];
	const report = (mention: Mention, message: string) =>
		problems.push({ file: page.file, line: mention.line, text: mention.text, message });
	for (const mention of mentions.filter((candidate) => candidate.kind === "command")) {
		const resolution = resolveCommand(mention, entries);
		for (const message of resolution.problems) report(mention, message);
		if (!resolution.entry) continue;
		namedEntries.push(resolution.entry);
		documentedEntries.add(entryKey(resolution.entry));
		for (const { entry, option } of resolution.options) documentedOptions.add(optionKey(entry, option));
	}
	// Option pairs written on their own belong to a command the page names, or to one of its subcommands.
	const reachable = entries.filter((entry) =>
		namedEntries.some((parent) => entry.path.en.slice(0, parent.path.en.length).join(" ") === parent.path.en.join(" ")),
	);
	for (const mention of mentions.filter((candidate) => candidate.kind === "options"))
		for (const optionName of optionNames(mention.text)) {
			const known = reachable.some((entry) =>
				entry.options.some((option) => mention.locales.some((locale) => option.name[locale] === optionName)),
			);
			if (!known) report(mention, `${optionName} is not an option of a command this page names`);
		}
	// A context-menu entry has no slash form: the page documents it by naming it.
	for (const entry of entries) {
		const [name] = entry.path[page.locale];
		if (entry.kind === "contextMenu" && name !== undefined && page.source.includes(name))
			documentedEntries.add(entryKey(entry));
	}
	return { problems, documentedEntries, documentedOptions, mentionCount: mentions.length };
}

export interface Coverage {
	readonly documented: number;
	readonly total: number;
	readonly missing: string[];
}

export interface LocaleReport {
	readonly locale: BotLocale;
	readonly pages: number;
	readonly mentions: number;
	readonly problems: MentionProblem[];
	readonly commands: Coverage;
	readonly options: Coverage;
}

/**
 * Checks every page of one language and measures coverage: each runnable command (a command without subcommands, a
 * subcommand, a context-menu entry) and each of its options must be documented on at least one page, where a
 * command is documented by a mention of its full path, and an option by a mention of it after its command's path.
 */
export function checkLocale(
	locale: BotLocale,
	pages: readonly DocPage[],
	commands: readonly BotCommand[] = botCommands,
): LocaleReport {
	const entries = listCommandEntries(commands);
	const documentedEntries = new Set<string>();
	const documentedOptions = new Set<string>();
	const problems: MentionProblem[] = [];
	let mentions = 0;
	const own = pages.filter((page) => page.locale === locale);
	for (const page of own) {
		const result = checkPage(page, entries);
		problems.push(...result.problems);
		mentions += result.mentionCount;
		for (const key of result.documentedEntries) documentedEntries.add(key);
		for (const key of result.documentedOptions) documentedOptions.add(key);
	}
	const runnable = entries.filter((entry) => entry.invocable);
	const label = (entry: BotCommandEntry) =>
		entry.kind === "contextMenu" ? `“${entry.path[locale][0]}” (context menu)` : `/${entry.path[locale].join(" ")}`;
	const missingCommands = runnable.filter((entry) => !documentedEntries.has(entryKey(entry))).map(label);
	const allOptions = runnable.flatMap((entry) => entry.options.map((option) => ({ entry, option })));
	const missingOptions = allOptions
		.filter(({ entry, option }) => !documentedOptions.has(optionKey(entry, option)))
		.map(({ entry, option }) => `${label(entry)} ${option.name[locale]}`);
	return {
		locale,
		pages: own.length,
		mentions,
		problems,
		commands: {
			documented: runnable.length - missingCommands.length,
			total: runnable.length,
			missing: missingCommands,
		},
		options: {
			documented: allOptions.length - missingOptions.length,
			total: allOptions.length,
			missing: missingOptions,
		},
	};
}

export function checkDocs(pages: readonly DocPage[], commands: readonly BotCommand[] = botCommands): LocaleReport[] {
	return botLocales.map((locale) => checkLocale(locale, pages, commands));
}

export function formatCoverage(report: LocaleReport): string {
	return `${report.locale}: ${report.pages} pages, ${report.mentions} mentions; commands ${report.commands.documented}/${report.commands.total}, options ${report.options.documented}/${report.options.total}, unknown names ${report.problems.length}`;
}

/** The whole report for people: coverage, then each unknown name and each undocumented command and option. */
export function formatReport(reports: readonly LocaleReport[]): string {
	const lines: string[] = [];
	for (const report of reports) {
		lines.push(formatCoverage(report));
		if (report.problems.length > 0) {
			lines.push(`  unknown names (${report.problems.length}):`);
			for (const problem of report.problems)
				lines.push(`    ${problem.file}:${problem.line} \`${problem.text}\`: ${problem.message}`);
		}
		if (report.commands.missing.length > 0) {
			lines.push(`  undocumented commands (${report.commands.missing.length}):`);
			for (const missing of report.commands.missing) lines.push(`    ${missing}`);
		}
		if (report.options.missing.length > 0) {
			lines.push(`  undocumented options (${report.options.missing.length}):`);
			for (const missing of report.options.missing) lines.push(`    ${missing}`);
		}
	}
	return lines.join("\n");
}

/** Where each language's pages live, relative to the project root. */
export const docFolders: Readonly<Record<BotLocale, string>> = {
	fr: "docs",
	en: "i18n/en/docusaurus-plugin-content-docs/current",
};

/** Every Markdown and MDX page of both languages, read from the project at `root`. */
export function loadDocPages(root: string): DocPage[] {
	const pages: DocPage[] = [];
	for (const locale of botLocales) {
		const folder = path.join(root, docFolders[locale]);
		for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort())
			if (/\.mdx?$/.test(file))
				pages.push({
					file: path.posix.join(docFolders[locale], file.split(path.sep).join("/")),
					locale,
					source: readFileSync(path.join(folder, file), "utf8"),
				});
	}
	return pages;
}

/**
 * A slash command typed as one line, as Discord's message box reads a pasted
 * command: `/roll dice:1d20+5 comments:attack`. The command's path comes
 * first, then `name:value` pairs; a value runs to the next known option name.
 * Also lists what Discord would suggest at the caret's end: commands, then
 * options (required first), then values (choices, booleans, the sample server's
 * names for autocompleted options).
 */

import type { BotCommandEntry, BotLocale, BotOption } from "@site/src/data/botCommands";
import { entriesOf, formatCommandPath } from "@site/src/data/commandEntries";
import commands from "@site-bot-commands/commands.json";

// The catalogue of the locale being built (plugins/bot-command-catalogue): descriptions in that language only.
const entries = entriesOf(commands).filter((entry) => entry.invocable && entry.kind !== "contextMenu");

interface GivenOption {
	option: BotOption;
	value: string;
}

export interface ParsedLine {
	/** The command typed, when its whole path is there. */
	entry?: BotCommandEntry;
	/** The text after the slash and before the options. */
	path: string;
	options: GivenOption[];
	/** Words after the path that are not `name:value` of one of its options. */
	stray: string;
}

function longestEntry(words: string, locale: BotLocale): BotCommandEntry | undefined {
	let best: BotCommandEntry | undefined;
	for (const entry of entries) {
		const path = formatCommandPath(entry, locale);
		if (
			(words === path || words.startsWith(`${path} `)) &&
			path.length > (best ? formatCommandPath(best, locale).length : -1)
		)
			best = entry;
	}
	return best;
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function parseLine(text: string, locale: BotLocale): ParsedLine {
	const body = text.replace(/^\s*\//, "").replace(/^\s+/, "");
	const entry = longestEntry(body.replace(/\s+/g, " "), locale);
	if (!entry) return { path: body.trim(), options: [], stray: "" };
	const path = formatCommandPath(entry, locale);
	// The path as typed, spaces kept, so the options start right after it.
	const afterPath = body
		.slice(body.search(/\S/))
		.replace(new RegExp(`^${path.split(" ").map(escapeRegExp).join("\\s+")}`), "");
	const names = entry.options.map((option) => option.name[locale]);
	const options: GivenOption[] = [];
	let stray = "";
	if (names.length > 0) {
		const marker = new RegExp(`(?:^|\\s)(${names.map(escapeRegExp).join("|")}):`, "gu");
		const found = [...afterPath.matchAll(marker)];
		const [first] = found;
		stray = (first ? afterPath.slice(0, first.index) : afterPath).trim();
		found.forEach((match, index) => {
			const start = (match.index ?? 0) + match[0].length;
			const end = found[index + 1]?.index ?? afterPath.length;
			const option = entry.options.find((candidate) => candidate.name[locale] === match[1]);
			if (option) options.push({ option, value: afterPath.slice(start, end).trim() });
		});
	} else stray = afterPath.trim();
	return { entry, path, options, stray };
}

export interface Suggestion {
	kind: "command" | "option" | "value";
	label: string;
	description?: string;
	/** For options: Discord lists required ones first and marks them. */
	required?: boolean;
	/** The whole line once the suggestion is taken. */
	line: string;
}

/** Names the sample server offers for an autocompleted option, by the option's English name. */
export type AutocompleteValues = Readonly<Record<string, readonly string[]>>;

// Discord lists every command; values are capped at 25, its own limit for autocompletion.
const MAX_SUGGESTIONS = 25;

function startsWithFolded(text: string, prefix: string): boolean {
	const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
	return fold(text).startsWith(fold(prefix));
}

function valuesOf(option: BotOption, locale: BotLocale, autocomplete: AutocompleteValues): string[] {
	if (option.choices) return option.choices.map((choice) => choice.name[locale]);
	if (option.type === "boolean") return ["True", "False"];
	return [...(autocomplete[option.name.en] ?? [])];
}

/** What Discord would list for this line: commands, options or values. */
export function suggest(text: string, locale: BotLocale, autocomplete: AutocompleteValues): Suggestion[] {
	if (!/^\s*\//.test(text)) return [];
	const body = text.replace(/^\s*\//, "");
	const parsed = parseLine(text, locale);
	const typedPath = body.replace(/\s+/g, " ").trimStart();
	const entry = parsed.entry;
	// Still typing the command: every command whose path starts with what was typed.
	if (!entry || (!/\s$/.test(text) && formatCommandPath(entry, locale) === typedPath.trim())) {
		return entries
			.filter((candidate) => startsWithFolded(formatCommandPath(candidate, locale), typedPath.trimEnd()))
			.map((candidate) => ({
				kind: "command",
				label: `/${formatCommandPath(candidate, locale)}`,
				description: candidate.description?.[locale],
				line: `/${formatCommandPath(candidate, locale)} `,
			}));
	}
	const last = parsed.options.at(-1);
	if (last && (!/\s$/.test(text) || last.value === "")) {
		const head = text.slice(0, text.length - last.value.length);
		const values = valuesOf(last.option, locale, autocomplete)
			.filter((value) => startsWithFolded(value, last.value) && value !== last.value)
			.slice(0, MAX_SUGGESTIONS)
			.map((value): Suggestion => ({ kind: "value", label: value, line: `${head}${value} ` }));
		if (values.length > 0) return values;
	}
	// Between options: the options not given yet whose name starts with the word being typed.
	const word = /\s$/.test(text) ? "" : (/(\S+)$/.exec(text)?.[1] ?? "");
	if (word.includes(":")) return [];
	const given = new Set(parsed.options.map((option) => option.option));
	const head = text.slice(0, text.length - word.length);
	const separator = /\s$/.test(head) ? "" : " ";
	return [...entry.options]
		.filter((option) => !given.has(option) && startsWithFolded(option.name[locale], word))
		.sort((a, b) => Number(b.required) - Number(a.required))
		.map((option) => ({
			kind: "option",
			label: option.name[locale],
			description: option.description?.[locale],
			required: option.required,
			line: `${head}${separator}${option.name[locale]}:`,
		}));
}

/** The required options of the command that the line does not give. */
export function missingOptions(parsed: ParsedLine, locale: BotLocale): string[] {
	if (!parsed.entry) return [];
	const given = new Set(parsed.options.filter((option) => option.value !== "").map((option) => option.option));
	return parsed.entry.options
		.filter((option) => option.required && !given.has(option))
		.map((option) => option.name[locale]);
}

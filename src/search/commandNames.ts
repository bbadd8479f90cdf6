// Which page documents each of the bot's commands, from the bot's command data
// (src/data/botCommands.ts) and what the pages show: the page whose headings or
// keywords name a command's path, else the one that writes it most in inline code,
// documents it (a command with subcommands, where its subcommands are). Its names in
// both languages become that page's command names in the index, so `/mj`, `gm`,
// `/config logs` or `user_config` lead to it. Build time only (Node).
import { type BotCommandEntry, botLocales, listCommandEntries } from "../data/botCommands";
import { foldText } from "./text";

/** A piece of inline code on a page, and whether it sits in a heading. */
export type CodeMention = { text: string; inHeading: boolean };

export type PageMentions = { path: string; mentions: CodeMention[]; keywords: string[] };

/**
 * A command written in a heading ("Tester une statistique avec `/dbroll`") or named in
 * the page's keywords is what the section or the page is about.
 */
const HEADING_MENTION_WEIGHT = 10;

/** Folded path of an entry in one language: "config auto_role statistiques". */
function pathKey(names: readonly string[]): string {
	return names.map((name) => foldText(name)).join(" ");
}

/**
 * The entry a piece of code names: the longest command path, in either language, at
 * the start of a code span that begins with a slash ("/mj roll dé:1d20" -> `mj roll`).
 */
function mentionedEntry(text: string, byPath: Map<string, BotCommandEntry>): BotCommandEntry | undefined {
	if (!text.startsWith("/")) return undefined;
	const words = text.slice(1).trim().split(/\s+/);
	for (let length = Math.min(words.length, 3); length > 0; length--) {
		const entry = byPath.get(pathKey(words.slice(0, length)));
		if (entry) return entry;
	}
	return undefined;
}

/** Names that read as identifiers (`user_config`, `seuil_reussite`), not as words of a sentence. */
const IDENTIFIER = /[_\d]/;

/** Whether a page's keywords name an entry: its whole path, or its own name when that cannot be a plain word. */
function declaredBy(entry: BotCommandEntry, keywords: Set<string>): boolean {
	return botLocales.some((locale) => {
		const path = entry.path[locale];
		const name = path.at(-1) ?? "";
		return (
			keywords.has(pathKey(path)) ||
			((entry.kind === "command" || IDENTIFIER.test(name)) && keywords.has(foldText(name)))
		);
	});
}

/**
 * For each entry, the page that documents it. A page scores ten for the entry's path
 * in one of its headings or keywords (its own name will do for a command, or for a
 * name that reads as an identifier, `supprimer_après`); its other mentions of the path
 * are shared among all the entries it mentions, so an overview listing every command
 * in a table weighs less than the page about one; a command or group also scores one
 * for each of its subcommands the page speaks of: `/mj` is documented where `/mj roll`,
 * `/mj dbroll`… are.
 */
export function documentingPages(
	pages: PageMentions[],
	entries: readonly BotCommandEntry[] = listCommandEntries(),
): Map<BotCommandEntry, string> {
	const byPath = new Map<string, BotCommandEntry>();
	for (const entry of entries) {
		if (entry.kind === "contextMenu") continue;
		for (const locale of botLocales) byPath.set(pathKey(entry.path[locale]), entry);
	}
	const weights = new Map<BotCommandEntry, Map<string, number>>();
	const addWeight = (entry: BotCommandEntry, page: string, weight: number) => {
		const perPage = weights.get(entry) ?? new Map<string, number>();
		perPage.set(page, (perPage.get(page) ?? 0) + weight);
		weights.set(entry, perPage);
	};
	for (const page of pages) {
		const headed = new Map<BotCommandEntry, number>();
		const mentioned = new Map<BotCommandEntry, number>();
		for (const mention of page.mentions) {
			const entry = mentionedEntry(mention.text, byPath);
			const tally = mention.inHeading ? headed : mentioned;
			if (entry) tally.set(entry, (tally.get(entry) ?? 0) + 1);
		}
		const keywords = new Set(page.keywords.map((keyword) => foldText(keyword)));
		for (const entry of byPath.values()) {
			if (declaredBy(entry, keywords)) headed.set(entry, (headed.get(entry) ?? 0) + 1);
		}
		const spoken = new Set([...headed.keys(), ...mentioned.keys()]);
		for (const entry of spoken) {
			const weight = HEADING_MENTION_WEIGHT * (headed.get(entry) ?? 0) + (mentioned.get(entry) ?? 0) / spoken.size;
			addWeight(entry, page.path, weight);
			const path = entry.path.en;
			for (let length = path.length - 1; length > 0; length--) {
				const ancestor = byPath.get(pathKey(path.slice(0, length)));
				if (ancestor) addWeight(ancestor, page.path, 1);
			}
		}
	}
	const documented = new Map<BotCommandEntry, string>();
	for (const [entry, perPage] of weights) {
		// Ties go to the page met first (the pages come in path order).
		const [best] = [...perPage.entries()].sort((a, b) => b[1] - a[1]);
		if (best) documented.set(entry, best[0]);
	}
	return documented;
}

/**
 * The command names each page documents, in both languages: the full path of each
 * command and subcommand it documents ("mj roll", "config auto_role statistiques"),
 * the commands' own names, and the subcommand and option names that read as
 * identifiers (`seuil_reussite`). Plain-word subcommand and option names (`statistiques`,
 * `dice`) are left to the text, where readers mean the concept; so is a name documented
 * on several pages (`personnage`, `channel`), or taken by a command already.
 */
export function commandNamesByPage(
	pages: PageMentions[],
	entries: readonly BotCommandEntry[] = listCommandEntries(),
): Map<string, string[]> {
	const documented = documentingPages(pages, entries);
	const namesByPage = new Map<string, Set<string>>();
	const add = (page: string, name: string) => {
		const names = namesByPage.get(page) ?? new Set<string>();
		names.add(name);
		namesByPage.set(page, names);
	};
	const commandNames = new Set<string>();
	for (const [entry, page] of documented) {
		for (const locale of botLocales) {
			add(page, entry.path[locale].join(" "));
			if (entry.kind === "command") commandNames.add(foldText(entry.path[locale][0] ?? ""));
		}
	}
	const pagesByIdentifier = new Map<string, { spellings: Set<string>; pages: Set<string> }>();
	for (const [entry, page] of documented) {
		const names = [
			...(entry.kind === "command" ? [] : botLocales.map((locale) => entry.path[locale].at(-1) ?? "")),
			...entry.options.flatMap((option) => botLocales.map((locale) => option.name[locale])),
		];
		for (const name of names) {
			const key = foldText(name);
			if (!IDENTIFIER.test(name) || commandNames.has(key)) continue;
			const found = pagesByIdentifier.get(key) ?? { spellings: new Set<string>(), pages: new Set<string>() };
			found.spellings.add(name);
			found.pages.add(page);
			pagesByIdentifier.set(key, found);
		}
	}
	for (const found of pagesByIdentifier.values()) {
		const [page] = found.pages;
		if (found.pages.size === 1 && page) for (const name of found.spellings) add(page, name);
	}
	return new Map([...namesByPage].map(([page, names]) => [page, [...names]]));
}

/**
 * Finds every address of this site that the bot's source prints: links in its translations and help texts, and
 * URLs its code writes (the welcome message, embeds, the dashboard's help links). Each address is given as the path
 * and anchor a reader lands on, with the files and lines that print it.
 */
import type { SourceTree } from "../bot-commands/sourceTree";

/** The hosts the bot has used for this site over its releases (the last one is a typo the bot ships in 4.7.2). */
const SITE_HOSTS = ["dicelette.github.io", "www.dicelette.app", "dicelette.app", "wwww.dicelette.app"];

/** Files that reach readers: source and translations, not the repository's own notes, tests or history. */
const SCANNED = /^(apps|packages)\/.+\.(json|md|ts|tsx)$/;
const SKIPPED = /(^|\/)(node_modules|tests?|__tests__|dist)\/|\.test\.|(^|\/)(CHANGELOG|README)[^/]*$/i;

/** A URL up to the first character that cannot be part of it in JSON, Markdown or a template string. */
const URL_PATTERN = /https?:\/\/([A-Za-z0-9.-]+)(\/[^\s"'`<>()\\]*)?/g;
const PLACEHOLDER = /\$\{(\w+)\}/g;

export interface BotLink {
	/** The path and anchor a reader lands on, decoded, without the host: `/en/docs/config#logs`. */
	readonly address: string;
	readonly locale: "fr" | "en";
	/** `page` for a route, `file` for a static file (an image). */
	readonly kind: "page" | "file";
	/** The URLs as the bot writes them (hosts, encodings and trailing slashes vary). */
	readonly printedAs: string[];
	/** `file:line` of every place that prints it. */
	readonly sources: string[];
}

export class LinkExtractionError extends Error {}

export function extractBotLinks(tree: SourceTree): BotLink[] {
	const found = new Map<string, { printed: Set<string>; sources: Set<string> }>();
	const files = tree
		.list()
		.filter((file) => SCANNED.test(file) && !SKIPPED.test(file))
		.sort();
	for (const file of files) {
		const text = tree.read(file);
		if (text === undefined) continue;
		const lines = text.split("\n");
		lines.forEach((line, index) => {
			for (const match of line.matchAll(URL_PATTERN)) {
				const host = (match[1] ?? "").toLowerCase();
				if (!SITE_HOSTS.includes(host)) continue;
				for (const url of expandPlaceholders(match[0], text, `${file}:${index + 1}`)) {
					const address = addressOf(url);
					const entry = found.get(address) ?? { printed: new Set(), sources: new Set() };
					entry.printed.add(url);
					entry.sources.add(`${file}:${index + 1}`);
					found.set(address, entry);
				}
			}
		});
	}
	return [...found.entries()]
		.map(([address, entry]) => ({
			address,
			locale: address === "/en" || address.startsWith("/en/") || address.startsWith("/en#") ? "en" : "fr",
			kind: /\.[a-z0-9]+$/i.test(address.split("#")[0] ?? "") ? "file" : "page",
			printedAs: [...entry.printed].sort(),
			sources: [...entry.sources].sort(compareSources),
		}))
		.sort((a, b) => a.address.localeCompare(b.address)) as BotLink[];
}

/** `file:12` before `file:100`. */
function compareSources(a: string, b: string): number {
	const [fileA = "", lineA = "0"] = a.split(/:(?=\d+$)/);
	const [fileB = "", lineB = "0"] = b.split(/:(?=\d+$)/);
	return fileA === fileB ? Number(lineA) - Number(lineB) : fileA.localeCompare(fileB);
}

/**
 * A template string's `${name}` stands for each string the same file gives `name` (`const name = cond ? "" : "en/"`).
 * A placeholder with no such definition stops the extraction, so a new way of building links is reported.
 */
function expandPlaceholders(url: string, fileText: string, where: string): string[] {
	const names = [...url.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
	let urls = [url];
	for (const name of new Set(names)) {
		// The strings it can take: a literal, or both branches of a conditional (not the literal it is compared with).
		const definition = new RegExp(`(?:const|let)\\s+${name}\\s*=\\s*([^;\\n]+)`).exec(fileText)?.[1] ?? "";
		const branches = definition.includes("?") ? definition.slice(definition.indexOf("?") + 1) : definition;
		const values = [...branches.matchAll(/"([^"]*)"|'([^']*)'/g)];
		if (values.length === 0)
			throw new LinkExtractionError(`${where}: cannot tell what \${${name}} stands for in ${url}`);
		urls = urls.flatMap((candidate) =>
			values.map((value) => candidate.replaceAll(`\${${name}}`, value[1] ?? value[2] ?? "")),
		);
	}
	const unread = urls.find((candidate) => candidate.includes("${"));
	if (unread) throw new LinkExtractionError(`${where}: cannot tell what the expression in ${unread} stands for`);
	return urls;
}

/** The route and anchor of a URL: decoded, host dropped, trailing slash dropped (`/en/` → `/en`, `/` stays). */
function addressOf(url: string): string {
	const parsed = new URL(url);
	let pathname = decodeURIComponent(parsed.pathname);
	if (pathname.length > 1) pathname = pathname.replace(/\/+$/, "");
	const anchor = parsed.hash ? `#${decodeURIComponent(parsed.hash.slice(1))}` : "";
	return `${pathname}${anchor}`;
}

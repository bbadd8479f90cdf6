import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Pages that stay true across releases: every doc page names, in its front matter's `sources`, the files of the
 * bot's repositories its statements rest on, as `repository:path` (a path ending in `/` stands for a folder):
 *
 *     sources:
 *       - discord-dicelette:apps/bot/src/commands/tools/calc.ts
 *       - core:src/verify_template.ts
 *
 * From the files that changed between two releases, this module tells which pages to review.
 */

/** The repositories sources may name, by the label used in front matter. */
export const repositories = {
	"discord-dicelette": "Dicelette/discord-dicelette",
	core: "Dicelette/core",
} as const;
export type RepositoryLabel = keyof typeof repositories;

export interface Source {
	repository: RepositoryLabel;
	path: string;
}

export interface PageSources {
	/** The page's file, relative to the repository root. */
	file: string;
	/** The page's path below /docs, shared by both languages. */
	page: string;
	sources: Source[];
}

export const docRoots = {
	fr: "docs",
	en: "i18n/en/docusaurus-plugin-content-docs/current",
} as const;

/** The `sources` list of a page's front matter, as written. */
export function frontMatterSources(text: string): string[] {
	if (!text.startsWith("---\n")) return [];
	const end = text.indexOf("\n---", 4);
	const lines = text.slice(4, end < 0 ? undefined : end).split("\n");
	const start = lines.findIndex((line) => /^sources:\s*$/.test(line));
	if (start < 0) return [];
	const items: string[] = [];
	for (const line of lines.slice(start + 1)) {
		const [, item] = /^\s+-\s+(.+?)\s*$/.exec(line) ?? [];
		if (item === undefined) break;
		items.push(item.replace(/^["']|["']$/g, ""));
	}
	return items;
}

/** Reads `repository:path`; undefined when the repository is not one of ours. */
export function parseSource(entry: string): Source | undefined {
	const colon = entry.indexOf(":");
	const repository = entry.slice(0, colon);
	const file = entry.slice(colon + 1);
	if (colon < 0 || !(repository in repositories) || file === "") return undefined;
	return { repository: repository as RepositoryLabel, path: file };
}

function mdxFiles(root: string, dir: string): string[] {
	return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = path.posix.join(dir, entry.name);
		if (entry.isDirectory()) return mdxFiles(root, relative);
		return /\.mdx?$/.test(entry.name) ? [relative] : [];
	});
}

/** Every doc page of one language with its sources (entries naming no known repository are left out here). */
export function loadPageSources(root: string, locale: keyof typeof docRoots): PageSources[] {
	const base = docRoots[locale];
	return mdxFiles(root, base).map((file) => {
		const page = file
			.slice(base.length + 1)
			.replace(/\.mdx?$/, "")
			.replace(/(^|\/)index$/, "");
		const entries = frontMatterSources(readFileSync(path.join(root, file), "utf8"));
		return { file, page, sources: entries.map(parseSource).filter((source) => source !== undefined) };
	});
}

/** True when `source` names `file` itself, or a folder holding it. */
export function sourceCovers(source: string, file: string): boolean {
	return source.endsWith("/") ? file.startsWith(source) : file === source;
}

/** Sources that name nothing in `files` (the repository's file list at a release). */
export function missingSources(sources: readonly string[], files: ReadonlySet<string> | readonly string[]): string[] {
	const list = [...files];
	return sources.filter((source) => !list.some((file) => sourceCovers(source, file)));
}

export interface PageToReview {
	page: string;
	files: string[];
}

/** The pages whose sources in `repository` include one of `changed`, with those files, in page order. */
export function pagesToReview(
	pages: readonly PageSources[],
	repository: RepositoryLabel,
	changed: readonly string[],
): PageToReview[] {
	return pages
		.map((page) => {
			const own = page.sources.filter((source) => source.repository === repository).map((source) => source.path);
			return { page: page.page, files: changed.filter((file) => own.some((source) => sourceCovers(source, file))) };
		})
		.filter((page) => page.files.length > 0)
		.sort((a, b) => a.page.localeCompare(b.page));
}

const git = (gitDir: string, args: string[]) =>
	execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** The git directory of a checkout (its `.git`) or a bare repository. */
export function gitDirOf(location: string): string {
	return execFileSync("git", ["-C", location, "rev-parse", "--absolute-git-dir"], { encoding: "utf8" }).trim();
}

/**
 * The commit of a release: a tag or any revision git knows (`4.7.1`, `v2.0.0`, a hash), or else the commit the bot's
 * release tooling writes, "chore(release): 4.7.2", for a release whose tag the repository lacks.
 */
export function resolveRelease(gitDir: string, release: string): string {
	for (const candidate of [release, `v${release}`]) {
		try {
			return git(gitDir, ["rev-parse", "--verify", "--quiet", `${candidate}^{commit}`]).trim();
		} catch {
			// not a revision: try the next form
		}
	}
	const escaped = release.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	const commit = git(gitDir, [
		"log",
		"--all",
		"-1",
		"--format=%H",
		"-E",
		`--grep=^chore\\(release\\): v?${escaped}$`,
	]).trim();
	if (!commit) throw new Error(`no tag, revision or "chore(release): ${release}" commit in ${gitDir}`);
	return commit;
}

/** The files of the repository at a release, sorted: what the committed file lists hold. */
export function filesAt(gitDir: string, release: string): string[] {
	return git(gitDir, ["ls-tree", "-r", "--name-only", resolveRelease(gitDir, release)])
		.split("\n")
		.filter(Boolean)
		.sort();
}

/** `git diff --name-only` between two releases, sorted. */
export function changedBetween(gitDir: string, from: string, to: string): string[] {
	return git(gitDir, ["diff", "--name-only", resolveRelease(gitDir, from), resolveRelease(gitDir, to)])
		.split("\n")
		.filter(Boolean)
		.sort();
}

/** The review list as the command prints it. */
export function formatReview(repository: RepositoryLabel, from: string, to: string, pages: readonly PageToReview[]) {
	const head = `${repositories[repository]} ${from} → ${to}: ${pages.length} page(s) to review`;
	return [head, ...pages.flatMap((page) => [`docs/${page.page}`, ...page.files.map((file) => `    ${file}`)])].join(
		"\n",
	);
}

// Figures read from the build output: HTML pages per locale and the size of each
// locale's search index (the JSON files the search plugin writes, raw and gzipped).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Locales and the folder of the build that holds each one (French at the root). */
export const LOCALE_ROOTS = [
	{ locale: "fr", root: "", exclude: ["en"] },
	{ locale: "en", root: "en", exclude: [] },
];

/**
 * Every file under `dir`, relative to it, skipping the top-level folders in `exclude`.
 * @param {string} dir
 * @param {string[]} exclude
 * @returns {string[]}
 */
function filesUnder(dir, exclude) {
	/** @type {string[]} */
	const files = [];
	const visit = (relative) => {
		for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
			const child = relative ? `${relative}/${entry.name}` : entry.name;
			if (!relative && exclude.includes(entry.name)) continue;
			if (entry.isDirectory()) visit(child);
			else if (entry.isFile()) files.push(child);
		}
	};
	visit("");
	return files;
}

/**
 * HTML pages per locale: every .html file but the not-found page.
 * @param {string} buildDir
 */
export function countHtmlPages(buildDir) {
	return LOCALE_ROOTS.map(({ locale, root, exclude }) => {
		const dir = path.join(buildDir, root);
		if (!existsSync(dir)) return { locale, pages: 0 };
		const pages = filesUnder(dir, exclude).filter((file) => file.endsWith(".html") && file !== "404.html");
		return { locale, pages: pages.length };
	});
}

/**
 * Search index files per locale: JSON files whose path names "search" (for example
 * build/search-index/fr.json and build/en/search-index/en.json), with their sizes.
 * A locale without such a file has `files: []`.
 * @param {string} buildDir where the build is read
 * @param {string} [shownDir] the folder named in the file paths returned (default `buildDir`)
 */
export function searchIndexSizes(buildDir, shownDir = buildDir) {
	return LOCALE_ROOTS.map(({ locale, root, exclude }) => {
		const dir = path.join(buildDir, root);
		const files = existsSync(dir)
			? filesUnder(dir, [...exclude, "assets"]).filter((file) => /search/i.test(file) && file.endsWith(".json"))
			: [];
		const measured = files.map((file) => {
			const full = path.join(dir, file);
			const content = readFileSync(full);
			return { file: path.join(shownDir, root, file), raw: statSync(full).size, gzipped: gzipSync(content).length };
		});
		return {
			locale,
			files: measured,
			raw: measured.reduce((sum, entry) => sum + entry.raw, 0),
			gzipped: measured.reduce((sum, entry) => sum + entry.gzipped, 0),
		};
	});
}

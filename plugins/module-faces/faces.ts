// Sub-modules with a face: a folder inside a layer of src/ (src/dice/bot, src/template/csv, …)
// holding an index.ts. Found, not listed, so a new sub-module is covered once it has its index.ts.
// Shared by the lint (scripts/check-faces.ts) and the build (./index.ts). A layer is a face when it
// is listed in LAYER_FACES: src/dice, whose index.ts is the face of its files outside the sub-modules
// (src/template's many small files are still imported one by one).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SKIPPED = new Set(["node_modules", "build", ".docusaurus", "fixtures"]);
const CODE = /\.(ts|tsx|mts|mjs|js|jsx|mdx)$/;
const EXTENSION = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/** The code files under `folder` (relative to `root`), as posix paths relative to `root`. */
export function codeFiles(root: string, folder: string): string[] {
	let entries: import("node:fs").Dirent[];
	try {
		entries = readdirSync(path.join(root, folder), { withFileTypes: true });
	} catch {
		return [];
	}
	return entries.flatMap((entry) => {
		const file = path.posix.join(folder, entry.name);
		if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(root, file);
		return CODE.test(entry.name) ? [file] : [];
	});
}

/** Layers of src/ entered through their index.ts like a sub-module (their sub-modules keep their own faces). */
const LAYER_FACES = ["src/dice"];

/**
 * The folders of src/ entered through an index.ts: two levels down or more (src/<layer>/<module>), and the
 * layers of LAYER_FACES that have one.
 */
export function faceFolders(srcFiles: readonly string[]): string[] {
	const layers = LAYER_FACES.filter((layer) => srcFiles.includes(`${layer}/index.ts`));
	const modules = srcFiles
		.filter((file) => file.endsWith("/index.ts") && file.split("/").length >= 4)
		.map((file) => path.posix.dirname(file));
	return [...layers, ...modules];
}

/** The repository path a specifier names, without its extension; null for a package. */
export function importTarget(importer: string, specifier: string): string | null {
	let named: string;
	if (specifier.startsWith("@site/")) named = path.posix.normalize(specifier.slice("@site/".length));
	else if (specifier.startsWith(".")) named = path.posix.join(path.posix.dirname(importer), specifier);
	else return null;
	// "./csv/" names the folder as "./csv" does.
	return named.replace(/\/+$/, "").replace(EXTENSION, "");
}

/**
 * Worker entries: files src/ starts with `new URL("…", import.meta.url)`, without extension.
 * Each is an entry of its own (its own bundle, its own top-level code), not a part of a face.
 */
export function workerEntries(root: string, srcFiles: readonly string[]): Set<string> {
	const entries = new Set<string>();
	for (const file of srcFiles) {
		const text = readFileSync(path.join(root, file), "utf8");
		for (const match of text.matchAll(/new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g)) {
			const entry = importTarget(file, match[1] ?? "");
			if (entry) entries.add(entry);
		}
	}
	return entries;
}

/** The files of the faced folders, worker entries left out: the modules that must run no code on import. */
export function facedParts(root: string): string[] {
	const srcFiles = codeFiles(root, "src");
	const faces = faceFolders(srcFiles);
	const workers = workerEntries(root, srcFiles);
	return srcFiles.filter(
		(file) => faces.some((face) => file.startsWith(`${face}/`)) && !workers.has(file.replace(EXTENSION, "")),
	);
}

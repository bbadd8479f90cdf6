// `npm run lint`, after Biome and knip: code outside a sub-module with a face (a folder of src/
// entered through its index.ts, see plugins/module-faces/faces.ts) imports the face, never another
// of its files; and the face's files run no code on import (only imports, exports and
// declarations), since the build marks them free of side effects. A worker entry (started with
// `new URL("…", import.meta.url)`) is an entry of its own: its tests may import it, and it may act.
// Prints each finding with its place and exits 1 when there is one. Run from the repository's root.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { codeFiles, facedParts, faceFolders, importTarget, workerEntries } from "../plugins/module-faces/faces";

const root = process.cwd();
const files = ["src", "tests", "scripts", "plugins", "docs", "i18n"].flatMap((folder) => codeFiles(root, folder));
const srcFiles = files.filter((file) => file.startsWith("src/"));
const faces = faceFolders(srcFiles);
const workers = workerEntries(root, srcFiles);

/** Each import of a file with its offset: imports and re-exports, import type, import(). */
function importsOf(file: string, text: string): { specifier: string; at: number }[] {
	if (file.endsWith(".mdx")) {
		// MDX prose can fool TypeScript's scanner; its imports are whole lines.
		return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/gm)].map((match) => ({
			specifier: match[1] ?? "",
			at: match.index,
		}));
	}
	return ts.preProcessFile(text, true, true).importedFiles.map((item) => ({ specifier: item.fileName, at: item.pos }));
}

const lineOf = (text: string, at: number) => text.slice(0, at).split("\n").length;
const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);
const found: string[] = [];

for (const file of files) {
	const text = readFileSync(path.join(root, file), "utf8");
	for (const { specifier, at } of importsOf(file, text)) {
		const named = importTarget(file, specifier);
		if (named === null || workers.has(named)) continue;
		for (const face of faces) {
			if (!inside(named, face) || named === `${face}/index` || inside(file, face)) continue;
			found.push(`${file}:${lineOf(text, at)}  "${specifier}" reaches into ${face}/: import its face, "${face}"`);
		}
	}
}

const DECLARATIONS = new Set([
	ts.SyntaxKind.ImportDeclaration,
	ts.SyntaxKind.ImportEqualsDeclaration,
	ts.SyntaxKind.ExportDeclaration,
	ts.SyntaxKind.FunctionDeclaration,
	ts.SyntaxKind.ClassDeclaration,
	ts.SyntaxKind.InterfaceDeclaration,
	ts.SyntaxKind.TypeAliasDeclaration,
	ts.SyntaxKind.EnumDeclaration,
	ts.SyntaxKind.VariableStatement,
]);
for (const file of facedParts(root)) {
	const text = readFileSync(path.join(root, file), "utf8");
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	for (const statement of source.statements) {
		const bare = ts.isImportDeclaration(statement) && statement.importClause === undefined;
		if (DECLARATIONS.has(statement.kind) && !bare) continue;
		found.push(`${file}:${lineOf(text, statement.getStart())}  runs code on import: a part of a face only declares`);
	}
}

if (found.length > 0) {
	console.error(`Sub-modules with a face (${faces.join(", ")}), ${found.length} finding(s):\n${found.join("\n")}`);
	process.exit(1);
}
console.log(`Faces kept: ${faces.join(", ")} (${files.length} files read).`);

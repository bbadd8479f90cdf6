// `npm run lint`, after Biome and knip: code outside a sub-module with a face (a folder of src/
// entered through its index.ts, see plugins/module-faces/faces.ts; src/dice itself is one) imports the
// face, or the face of a sub-module inside it, never another of its files; and the face's files run
// no code on import (only imports, exports and declarations), since the build marks them free of side
// effects. A worker entry (started with `new URL("…", import.meta.url)`) is an entry of its own: its
// tests may import it, and it may act. In src/dice, one floor per idea: the imports FLOORS refuses
// (the bot's reading below the engine, the odds and the sample server); and in the whole of src, no import circle.
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
const within = (file: string, folder: string) => file === folder || inside(file, folder);
const found: string[] = [];

for (const file of files) {
	const text = readFileSync(path.join(root, file), "utf8");
	for (const { specifier, at } of importsOf(file, text)) {
		const named = importTarget(file, specifier);
		if (named === null || workers.has(named)) continue;
		for (const face of faces) {
			if (!inside(named, face) || named === `${face}/index` || inside(file, face)) continue;
			// A sub-module inside this one (src/dice/bot in src/dice) is judged by its own face.
			if (faces.some((inner) => inner !== face && inside(inner, face) && within(named, inner))) continue;
			found.push(`${file}:${lineOf(text, at)}  "${specifier}" reaches into ${face}/: import its face, "${face}"`);
		}
	}
}

/**
 * One floor per idea in src/dice: what a folder's files may not import, and why. The bot's reading
 * of a line and its reply text sit below what rolls and what answers commands; the sample server's
 * commands sit on top. A folder names its files and the files under it.
 */
const FLOORS: readonly { from: string; refused: readonly string[]; why: string }[] = [
	{
		from: "src/dice/bot",
		refused: [
			"src/dice/engine",
			"src/dice/singleRoll",
			"src/dice/sharedRoll",
			"src/dice/repeatedRoll",
			"src/dice/character",
			"src/dice/odds",
			"src/dice/commands",
		],
		why: "the bot's reading is read by the engine, the odds and the commands, and imports none of them",
	},
	{ from: "src/dice/odds", refused: ["src/dice/commands"], why: "the odds read lines, they answer no command" },
];

/** The file an import lands on (a folder lands on its index.ts), or null outside the code read. */
function landing(named: string, known: ReadonlySet<string>): string | null {
	for (const candidate of [`${named}.ts`, `${named}.tsx`, `${named}/index.ts`])
		if (known.has(candidate)) return candidate;
	return null;
}

// Circles are looked for in the whole of src/, the floors in src/dice.
const codeOfSrc = srcFiles.filter((file) => !file.endsWith(".mdx"));
const known = new Set(codeOfSrc);
const edges = new Map<string, string[]>();
for (const file of codeOfSrc) {
	const text = readFileSync(path.join(root, file), "utf8");
	const targets: string[] = [];
	for (const { specifier, at } of importsOf(file, text)) {
		const named = importTarget(file, specifier);
		if (named === null) continue;
		for (const floor of FLOORS) {
			if (!within(file, floor.from)) continue;
			const refused = floor.refused.find((folder) => within(named, folder) || named === `${folder}/index`);
			if (refused) found.push(`${file}:${lineOf(text, at)}  "${specifier}" runs back up to ${refused}: ${floor.why}`);
		}
		const target = landing(named, known);
		if (target) targets.push(target);
	}
	edges.set(file, targets);
}

// Circles (Tarjan's strongly connected components): a file that imports, through others, a file that
// imports it, type imports included. The order of the files is the order of the code read.
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
function visit(file: string): void {
	order.set(file, order.size);
	low.set(file, order.get(file) ?? 0);
	stack.push(file);
	onStack.add(file);
	for (const next of edges.get(file) ?? []) {
		if (!order.has(next)) {
			visit(next);
			low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
		} else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
	}
	if (low.get(file) !== order.get(file)) return;
	const circle: string[] = [];
	let member: string | undefined;
	do {
		member = stack.pop();
		if (member === undefined) break;
		onStack.delete(member);
		circle.push(member);
	} while (member !== file);
	if (circle.length > 1) found.push(`import circle of ${circle.length} files: ${circle.sort().join(", ")}`);
}
for (const file of codeOfSrc) if (!order.has(file)) visit(file);

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

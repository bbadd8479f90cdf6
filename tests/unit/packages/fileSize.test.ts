// No source file grows past 400 lines (the anchors' largest is 393): a file that
// long holds several ideas, and a newcomer cannot find one. Generated data and the
// catalogue of literal translations are lists, not code, and are left out.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const MAX_LINES = 400;
/** Lists rather than code: written by a script, or one translated sentence per entry. */
const LISTS = new Set(["src/data/botCommands.generated.ts", "src/template/messages.ts"]);

function sourceFiles(directory: string): string[] {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
	});
}

test(`every file of src/ but generated lists has at most ${MAX_LINES} lines`, () => {
	const files = sourceFiles(join(ROOT, "src"));
	expect(files.length).toBeGreaterThan(100);
	const long = files
		.map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, "utf8").split("\n").length }))
		.filter(({ file, lines }) => lines > MAX_LINES && !LISTS.has(file));
	expect(long).toEqual([]);
});

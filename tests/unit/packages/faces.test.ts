// `npm run lint` runs scripts/check-faces.ts. This probe runs it on a small project of its own and
// checks that it refuses a deep import into any folder with an index.ts face (one it has never heard
// of included, and src/dice itself), lets the face, a face inside it, the folder's own files and a
// worker entry through, refuses a part of a face that runs code on import, and in src/dice an import
// that runs back up from the bot's reading to the engine (and the circle it makes) or from the odds to
// the commands, and a circle anywhere in src, so a loosened check fails here and not in a review.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const project: Record<string, string> = {
	"src/dice/bot/index.ts": 'export { reply } from "./reply";\nexport { up } from "./upward";\n',
	// A circle outside src/dice, through a type import.
	"src/data/one.ts": 'import { two } from "./two";\nexport const one = () => two;\n',
	"src/data/two.ts": 'import type { one } from "./one";\nexport const two: typeof one | null = null;\n',
	"src/dice/bot/upward.ts": 'import { roll } from "../engine";\nexport const up = roll;\n',
	"src/dice/commands/index.ts": 'export { answer } from "./answer";\n',
	"src/dice/commands/answer.ts": 'import { roll } from "../engine";\nexport const answer = roll;\n',
	"src/dice/odds/index.ts": 'export { odds } from "./compute";\n',
	"src/dice/odds/compute.ts":
		'import { answer } from "../commands";\nimport { reply } from "../bot";\nexport const odds = [answer, reply];\n',
	"src/dice/bot/reply.ts": "export const reply = (text: string) => text;\n",
	"src/dice/bot/line.ts": 'import { reply } from "./reply";\nexport const line = reply("1d6");\n',
	"src/dice/index.ts": 'export { roll } from "./engine";\n',
	"src/dice/engine.ts": 'import { reply } from "./bot";\nexport const roll = reply;\n',
	"src/template/newModule/index.ts": 'export { part } from "./part";\n',
	"src/template/newModule/part.ts": "export const part = 1;\nglobalThis.toString();\n",
	"src/template/newModule/worker.ts":
		'import { part } from "./part";\nself.postMessage(part);\nexport const sent = part;\n',
	"src/components/Widget/index.tsx": [
		'import { reply } from "@site/src/dice/bot";',
		'import { line } from "../../dice/bot/line";',
		'import type { part } from "@site/src/template/newModule/part";',
		'const worker = new Worker(new URL("../../template/newModule/worker.ts", import.meta.url));',
		'import { roll } from "@site/src/dice/engine";',
		'import { reply as again } from "../../dice/bot/";',
		"export const used = [reply, line, worker, roll, again];",
		"",
	].join("\n"),
	"tests/unit/worker.test.ts":
		'import { sent } from "../../src/template/newModule/worker";\nexport const seen = sent;\n',
	"scripts/tool.ts": 'export { reply } from "../src/dice/bot/reply";\n',
	"docs/page.mdx": 'import { reply } from "@site/src/dice/bot/reply";\n\nA page.\n',
};

let output = "";
let status: number | null = null;
let folder = "";

beforeAll(() => {
	folder = mkdtempSync(path.join(tmpdir(), "faces-"));
	for (const [file, text] of Object.entries(project)) {
		mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
		writeFileSync(path.join(folder, file), text);
	}
	const run = spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/check-faces.ts")], {
		cwd: folder,
		encoding: "utf8",
	});
	output = `${run.stdout}${run.stderr}`;
	status = run.status;
}, 60_000);

afterAll(() => {
	rmSync(folder, { recursive: true, force: true });
});

test("a deep import from outside the folder fails the lint, with its place", () => {
	expect(status).toBe(1);
	expect(output).toContain('src/components/Widget/index.tsx:2  "../../dice/bot/line" reaches into src/dice/bot/');
	expect(output).toContain('scripts/tool.ts:1  "../src/dice/bot/reply" reaches into src/dice/bot/');
	expect(output).toContain('docs/page.mdx:1  "@site/src/dice/bot/reply" reaches into src/dice/bot/');
});

test("any folder with an index.ts is guarded, type imports too", () => {
	expect(output).toContain('src/components/Widget/index.tsx:3  "@site/src/template/newModule/part" reaches into');
});

test("the face, a face inside it (src/dice/bot in src/dice), the folder's own files and a worker entry pass", () => {
	expect(output).not.toMatch(/Widget\/index\.tsx:1 /);
	expect(output).not.toMatch(/src\/dice\/bot\/line\.ts:1 /);
	expect(output).not.toMatch(/Widget\/index\.tsx:6 /);
	expect(output).not.toMatch(/worker\.test\.ts/);
	expect(output).not.toMatch(/Widget\/index\.tsx:4 /);
	expect(output).not.toMatch(/src\/dice\/engine\.ts:1 /);
	expect(output).not.toMatch(/src\/dice\/odds\/compute\.ts:2 /);
});

test("src/dice is a face: its other files are refused from outside it", () => {
	expect(output).toContain('src/components/Widget/index.tsx:5  "@site/src/dice/engine" reaches into src/dice/');
});

test("an import from the bot's reading up to the engine fails the lint, with the circle it closes; a circle elsewhere in src too", () => {
	expect(output).toContain('src/dice/bot/upward.ts:1  "../engine" runs back up to src/dice/engine');
	expect(output).toContain(
		"import circle of 3 files: src/dice/bot/index.ts, src/dice/bot/upward.ts, src/dice/engine.ts",
	);
	expect(output).toContain('src/dice/odds/compute.ts:1  "../commands" runs back up to src/dice/commands');
	expect(output).toContain("import circle of 2 files: src/data/one.ts, src/data/two.ts");
	expect(output.match(/runs back up|import circle/g)).toHaveLength(4);
});

test("a part of a face that runs code on import is refused; a worker entry may", () => {
	expect(output).toContain("src/template/newModule/part.ts:2  runs code on import");
	expect(output).not.toMatch(/worker\.ts:\d+ {2}runs code/);
	expect(output.match(/reaches into|runs code/g)).toHaveLength(6);
});

#!/usr/bin/env node
// Builds the "floor" of the benchmarked pages: this commit's site with the widgets
// taken out of the notation page, the form page and the home page (roll blocks,
// reply drawings, playground, command box, template builder), their text left as
// it is, built by the project's own build in a throw-away worktree. What a page
// costs above its floor is what its widgets cost.
//   node scripts/bench/floor-build.mjs --out DIR
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) throw new Error("usage: node scripts/bench/floor-build.mjs --out DIR");
const out = path.resolve(values.out);
if (existsSync(out)) throw new Error(`${out} exists: give a new folder`);

const PAGES = [
	"docs/introduction/expression.mdx",
	"i18n/en/docusaurus-plugin-content-docs/current/introduction/expression.mdx",
	"docs/sheet/form.mdx",
	"i18n/en/docusaurus-plugin-content-docs/current/sheet/form.mdx",
];
const WIDGETS = ["RollBlock", "BotReply", "DicePlayground", "CommandBox", "TemplateBuilder"];
const widget = WIDGETS.join("|");

/** The MDX with every widget's element and import line removed; throws when it finds none. */
function withoutWidgets(source, file) {
	const stripped = source
		.replace(new RegExp(`^import (${widget}) from "@site/src/components/[^"]+";\\n`, "gm"), "")
		.replace(new RegExp(`^<(${widget})\\b[^\\n]*?/>\\n`, "gm"), "");
	if (new RegExp(`<(${widget})\\b`).test(stripped)) throw new Error(`${file}: a widget is left (not one line?)`);
	if (stripped === source) throw new Error(`${file}: no widget found`);
	return stripped;
}

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const work = mkdtempSync(path.join(tmpdir(), "floor-build-"));
execFileSync("git", ["worktree", "add", "--detach", work, "HEAD"], { cwd: root, stdio: "inherit" });
try {
	symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"), "dir");
	for (const file of PAGES) {
		const full = path.join(work, file);
		writeFileSync(full, withoutWidgets(readFileSync(full, "utf8"), file));
	}
	// The home page: its two drawings and the command box's button go, its text stays.
	const home = path.join(work, "src/pages/index.tsx");
	const page = readFileSync(home, "utf8");
	const homeFloor = page
		.replace('import CommandBox from "../components/CommandBox";\n', "")
		.replace('import HomeReplies from "./_homeReplies.mdx";\n', "")
		.replace(/\s*<HomeReplies \/>/, "")
		.replace(/\s*<CommandBox \/>/, "");
	if (/HomeReplies|CommandBox/.test(homeFloor)) throw new Error("src/pages/index.tsx: a widget is left");
	writeFileSync(home, homeFloor);
	execFileSync("npm", ["run", "build"], { cwd: work, stdio: "inherit" });
	cpSync(path.join(work, "build"), out, { recursive: true });
	console.log(`floor build in ${out}`);
} finally {
	execFileSync("git", ["worktree", "remove", "--force", work], { cwd: root, stdio: "inherit" });
}

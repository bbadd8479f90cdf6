// `npm run lint` runs knip with the project's knip.json. This probe copies that
// configuration into a small project of its own (a page importing one module) and
// checks that knip reports an export nobody imports, and not one that is imported,
// so a loosened configuration fails here and not in a review.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

let folder = "";
let report = "";

beforeAll(() => {
	folder = mkdtempSync(path.join(tmpdir(), "knip-probe-"));
	copyFileSync(path.resolve("knip.json"), path.join(folder, "knip.json"));
	symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"));
	writeFileSync(path.join(folder, "package.json"), JSON.stringify({ name: "probe", private: true, type: "module" }));
	writeFileSync(
		path.join(folder, "tsconfig.json"),
		JSON.stringify({ compilerOptions: { jsx: "react-jsx", module: "esnext", moduleResolution: "bundler" } }),
	);
	mkdirSync(path.join(folder, "src/pages"), { recursive: true });
	mkdirSync(path.join(folder, "src/dice"), { recursive: true });
	writeFileSync(
		path.join(folder, "src/dice/probe.ts"),
		"export const importedElsewhere = 1;\nexport const usedOnlyHere = 2;\nexport const total = usedOnlyHere + 1;\n",
	);
	writeFileSync(
		path.join(folder, "src/pages/index.tsx"),
		'import { importedElsewhere, total } from "../dice/probe";\nexport default function Page() {\n\treturn <p>{importedElsewhere + total}</p>;\n}\n',
	);
	try {
		report = execFileSync(path.resolve("node_modules/.bin/knip"), ["--include", "exports", "--no-progress"], {
			cwd: folder,
			encoding: "utf8",
			stdio: ["ignore", "pipe", "pipe"],
		});
	} catch (error) {
		// knip exits 1 when it finds something: the report is on stdout all the same.
		report = String((error as { stdout?: string }).stdout ?? "");
	}
}, 120_000);

afterAll(() => {
	rmSync(folder, { recursive: true, force: true });
});

test("knip reports an export that only its own file uses", () => {
	expect(report).toMatch(/usedOnlyHere\s+src\/dice\/probe\.ts/);
});

test("knip lets an imported export through", () => {
	expect(report).toContain("Unused exports");
	expect(report).not.toMatch(/importedElsewhere/);
	expect(report).not.toMatch(/\btotal\b/);
});

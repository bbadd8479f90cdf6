// The layers run one way, dice ← template ← components ← theme and pages, and
// Biome's noRestrictedImports (biome.json overrides) enforces it in `npm run lint`.
// These probes check that the configuration refuses each backward arrow and lets
// the forward ones through, so a loosened rule fails here and not in a review.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { must } from "../../../src/dice";

type Probe = { file: string; from: string };

const backward: Probe[] = [
	{ file: "src/dice/probe.ts", from: "../template/limits" },
	{ file: "src/dice/probe.ts", from: "@site/src/search/engine" },
	{ file: "src/dice/probe.ts", from: "react" },
	{ file: "src/dice/probe.ts", from: "@docusaurus/useDocusaurusContext" },
	{ file: "src/template/probe.ts", from: "@site/src/components/RollBlock/RollOutput/messages" },
	{ file: "src/template/probe.ts", from: "../components/TemplateBuilder" },
	{ file: "src/template/probe.ts", from: "react" },
	{ file: "src/search/probe.ts", from: "../theme/SearchBar/useSearchBackend" },
	{ file: "src/components/Widget/probe.ts", from: "../../theme/SearchBar" },
	{ file: "src/components/Widget/probe.ts", from: "@site/src/pages/search" },
	{ file: "src/theme/Widget/probe.ts", from: "../../pages/search" },
	{ file: "src/pages/probe.ts", from: "../theme/SearchBar/useSearchBackend" },
	{ file: "src/dice/probe.ts", from: "../i18n/OddsTranslate" },
	{ file: "src/template/probe.ts", from: "@site/src/i18n/TemplateBuilderTranslate" },
	{ file: "src/template/probe.ts", from: "../i18n/translationElement" },
	{ file: "src/i18n/probe.ts", from: "../template/limits" },
	{ file: "src/i18n/probe.ts", from: "@site/src/components/useOnDemand" },
];

const forward: Probe[] = [
	{ file: "src/dice/probe.ts", from: "@docusaurus/Translate" },
	{ file: "src/template/probe.ts", from: "../dice/errors" },
	{ file: "src/template/probe.ts", from: "@docusaurus/Translate" },
	{ file: "src/components/Widget/probe.ts", from: "@site/src/template/limits" },
	{ file: "src/components/Widget/probe.ts", from: "@theme/Heading" },
	{ file: "src/theme/Widget/probe.ts", from: "@site/src/components/useOnDemand" },
	{ file: "src/pages/probe.ts", from: "../components/useOnDemand" },
	{ file: "src/pages/probe.ts", from: "@theme/Layout" },
	{ file: "src/dice/probe.ts", from: "../i18n/liveDice" },
	{ file: "src/template/probe.ts", from: "../i18n/templateBuilder" },
	{ file: "src/i18n/probe.ts", from: "@docusaurus/Interpolate" },
];

type Diagnostic = { category: string; location?: { path?: string } };

let diagnostics: Diagnostic[] = [];
let folder = "";

const probeFile = (probe: Probe, index: number) => probe.file.replace("probe.ts", `probe${index}.ts`);

// All probes are linted in one Biome run; each has its own file, so a diagnostic names exactly one import.
beforeAll(() => {
	folder = mkdtempSync(path.join(tmpdir(), "layers-"));
	copyFileSync(path.resolve("biome.json"), path.join(folder, "biome.json"));
	for (const [index, probe] of [...backward, ...forward].entries()) {
		const file = path.join(folder, probeFile(probe, index));
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(file, `import * as probe from "${probe.from}";\nexport const used = probe;\n`);
	}
	let output = "";
	try {
		output = execFileSync(
			path.resolve("node_modules/.bin/biome"),
			["lint", "--vcs-enabled=false", "--reporter=json", "src"],
			{
				cwd: folder,
				encoding: "utf8",
				stdio: ["ignore", "pipe", "ignore"],
			},
		);
	} catch (error) {
		output = String((error as { stdout?: string }).stdout ?? "");
	}
	diagnostics = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
	rmSync(folder, { recursive: true, force: true });
});

const refused = (file: string) =>
	diagnostics.some(
		(diagnostic) => diagnostic.category === "lint/style/noRestrictedImports" && diagnostic.location?.path === file,
	);

describe("Biome refuses an import that runs against the layers", () => {
	test.each(backward.map((probe, index) => [probe.file, probe.from, index] as const))(
		"%s importing %s",
		(_f, _i, index) => {
			expect(refused(probeFile(must(backward[index], "a case without its probe"), index))).toBe(true);
		},
	);
});

describe("Biome lets the imports that follow the layers through", () => {
	test.each(forward.map((probe, index) => [probe.file, probe.from, index] as const))(
		"%s importing %s",
		(_f, _i, index) => {
			const offset = backward.length + index;
			expect(refused(probeFile(must(forward[index], "a case without its probe"), offset))).toBe(false);
		},
	);
});

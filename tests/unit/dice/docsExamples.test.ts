// Every roll block in the docs (both languages) must roll: a typo in an
// example would otherwise show readers an error where they expect a result.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { rollExpression, type SampleCharacter, seededSource } from "../../../src/dice";

const ROOTS = ["docs", "i18n/en/docusaurus-plugin-content-docs/current"];
const BLOCK = /<RollBlock notation="([^"]+)"(?: character=\{(.*?)\})?(?: macro="[^"]*")? \/>/g;
const STATISTIC = /\{ name: "([^"]+)", value: (-?\d+) \}/g;

function mdxFiles(directory: string): string[] {
	return readdirSync(directory).flatMap((entry) => {
		const full = path.join(directory, entry);
		if (statSync(full).isDirectory()) return mdxFiles(full);
		return full.endsWith(".mdx") ? [full] : [];
	});
}

function characterFrom(literal: string | undefined): SampleCharacter | undefined {
	if (!literal) return undefined;
	const statistics = [...literal.matchAll(STATISTIC)].map(([, name = "", value]) => ({ name, value: Number(value) }));
	return { statistics, dollar: /dollar: "([^"]+)"/.exec(literal)?.[1] };
}

const examples = ROOTS.flatMap((root) =>
	mdxFiles(root).flatMap((file) =>
		[...readFileSync(file, "utf8").matchAll(BLOCK)].map(([, notation = "", literal]) => ({
			file,
			notation,
			character: characterFrom(literal),
		})),
	),
);

test("the docs have roll blocks in both languages", () => {
	for (const root of ROOTS) {
		expect(examples.filter((example) => example.file.startsWith(root)).length).toBeGreaterThanOrEqual(25);
	}
});

describe.each(examples)("$file: $notation", ({ notation, character }) => {
	test("rolls", () => {
		for (let seed = 1; seed <= 20; seed += 1) {
			const attempt = rollExpression(notation.replaceAll("&quot;", '"'), { random: seededSource(seed), character });
			if (!attempt.ok) throw new Error(attempt.error.message);
			expect(attempt.result.lines.length).toBeGreaterThan(0);
		}
	});
});

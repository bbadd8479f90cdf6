import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { countHtmlPages, searchIndexSizes } from "../../../scripts/bench/site-output.mjs";
import { must } from "../../../src/dice";

let buildDir: string;

function write(relative: string, content: string) {
	const file = path.join(buildDir, relative);
	mkdirSync(path.dirname(file), { recursive: true });
	writeFileSync(file, content);
}

beforeEach(() => {
	buildDir = mkdtempSync(path.join(tmpdir(), "bench-build-"));
	write("index.html", "<html></html>");
	write("404.html", "<html></html>");
	write("docs/intro.html", "<html></html>");
	write("docs/config/display.html", "<html></html>");
	write("assets/js/main.js", "console.log(1)");
	write("en/index.html", "<html></html>");
	write("en/404.html", "<html></html>");
	write("en/docs/intro.html", "<html></html>");
});

afterEach(() => {
	rmSync(buildDir, { recursive: true, force: true });
});

describe("figures read from the build", () => {
	test("HTML pages are counted per locale, English under en/, without the not-found page", () => {
		expect(countHtmlPages(buildDir)).toEqual([
			{ locale: "fr", pages: 3 },
			{ locale: "en", pages: 2 },
		]);
	});

	test("each locale's search index is measured raw and gzipped", () => {
		const french = JSON.stringify({ records: Array.from({ length: 200 }, (_, i) => ({ title: `Macro ${i}` })) });
		write("search-index/fr.json", french);
		const sizes = searchIndexSizes(buildDir, "build");
		expect(sizes[0]).toMatchObject({ locale: "fr", raw: french.length, gzipped: gzipSync(french).length });
		expect(sizes[0]?.files.map((file: { file: string }) => file.file)).toEqual([
			path.join("build", "search-index", "fr.json"),
		]);
		const frenchSizes = must(sizes[0], "no size for the French index");
		expect(frenchSizes.gzipped).toBeLessThan(frenchSizes.raw);
		expect(sizes[1]).toEqual({ locale: "en", files: [], raw: 0, gzipped: 0 });
	});
});

// The tools that load on demand read their strings from i18n/<locale>/tools.json (src/i18n/toolTranslate.ts,
// plugins/tool-translations), not from code.json. Found in the tree: every id such a tool writes has its English
// entry, every entry is used, none is in code.json too (it would download with every English page again), and the
// French catalogue stays empty (the French text is the message in the source).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { interpolate, translatorFor } from "../../../src/i18n/toolTranslate";

type Catalogue = Record<string, { message: string; description?: string } | undefined>;
const readCatalogue = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;
const english = readCatalogue("i18n/en/tools.json");
const code = readCatalogue("i18n/en/code.json");

// Each file's names for the tools' module and for Docusaurus's (a file may use both: a shared "Retry").
const TOOL_MODULE = /^(@site\/src|\.\.?(\/\.\.)*)\/i18n\/(toolTranslate|ToolTranslate)$/;
const SITE_MODULE = /^@docusaurus\/Translate$/;
type Names = { call?: string; component?: string };

/** The local names a file gives to `translate` and to the component, imported from a module matching `from`. */
function importedNames(text: string, from: RegExp): Names {
	const names: Names = {};
	for (const [, clause = "", module = ""] of text.matchAll(/^import ([^;]+?) from "([^"]+)";/gm)) {
		if (!from.test(module)) continue;
		const component = clause.match(/^(\w+)/)?.[1];
		if (component) names.component = component;
		const call = clause.match(/\btranslate(?: as (\w+))?\b/);
		if (call) names.call = call[1] ?? "translate";
	}
	return names;
}

/** French messages by id of the calls `call({ id, message })` and `<Component id>text</Component>` of a file. */
function declarations(text: string, { call, component }: Names): Map<string, string> {
	const found = new Map<string, string>();
	if (call) {
		const calls = new RegExp(
			`(?<![\\w.])${call}\\(\\s*\\{\\s*id: "([^"]+)",\\s*message:\\s*"((?:[^"\\\\]|\\\\.)*)"`,
			"g",
		);
		for (const [, id = "", message = ""] of text.matchAll(calls)) found.set(id, JSON.parse(`"${message}"`) as string);
	}
	if (component) {
		const elements = new RegExp(`<${component}\\s+id="([^"]+)"[^>]*>([^<]*)</${component}>`, "g");
		for (const [, id = "", message = ""] of text.matchAll(elements)) found.set(id, message.trim().replace(/\s+/g, " "));
	}
	return found;
}

const sourceFiles = readdirSync("src", { recursive: true, encoding: "utf8" })
	.filter((file) => /\.tsx?$/.test(file))
	.map((file) => ({ file: `src/${file}`, text: readFileSync(`src/${file}`, "utf8") }));
const toolFiles = sourceFiles.filter(({ text }) => Object.keys(importedNames(text, TOOL_MODULE)).length > 0);
const toolMessages = new Map(
	toolFiles.flatMap(({ text }) => [...declarations(text, importedNames(text, TOOL_MODULE))]),
);
const siteIds = new Set(
	sourceFiles.flatMap(({ text }) => [...declarations(text, importedNames(text, SITE_MODULE)).keys()]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the tools' catalogue", () => {
	test("the tools are found: the builder, the sheet-import check, the odds view and the template's messages", () => {
		const files = toolFiles.map(({ file }) => file);
		for (const part of ["TemplateBuilder/", "CsvCheck/", "Odds/", "src/template/messages.ts"]) {
			expect(
				files.some((file) => file.includes(part)),
				part,
			).toBe(true);
		}
		expect(toolMessages.size).toBeGreaterThan(300);
	});

	test("every id a tool writes has an English entry with the French message's placeholders", () => {
		for (const [id, french] of toolMessages) {
			const entry = english[id];
			expect(entry?.message, id).toBeTruthy();
			expect(entry?.description, id).toBeTruthy();
			expect(placeholders(entry?.message ?? ""), id).toEqual(placeholders(french));
		}
	});

	test("every English entry is written by a tool", () => {
		const stale = Object.keys(english).filter((id) => !toolMessages.has(id));
		expect(stale).toEqual([]);
	});

	test("no id is in both catalogues, nor written through both modules", () => {
		expect(Object.keys(english).filter((id) => id in code)).toEqual([]);
		expect([...toolMessages.keys()].filter((id) => siteIds.has(id))).toEqual([]);
	});

	test("the French catalogue is empty: the French text is the message in the source", () => {
		expect(readCatalogue("i18n/fr/tools.json")).toEqual({});
	});
});

describe("translate()", () => {
	const translate = translatorFor({ "t.hello": { message: "Hello {name}, {count} new" } });

	test("reads the catalogue, else the French message", () => {
		expect(translate({ id: "t.hello", message: "Bonjour {name}" }, { name: "Aria", count: 2 })).toBe(
			"Hello Aria, 2 new",
		);
		expect(translate({ id: "t.absent", message: "Bonjour {name}" }, { name: "Aria" })).toBe("Bonjour Aria");
	});

	test("fills placeholders as Docusaurus does: an unknown one stays as written", () => {
		expect(interpolate("{a} et {b} {a}", { a: 1 })).toBe("1 et {b} 1");
		expect(interpolate("{a}", { a: undefined })).toBe("{a}");
		expect(interpolate("{a}", { a: 0 })).toBe("0");
		expect(interpolate("sans {} ni { a }")).toBe("sans {} ni { a }");
	});
});

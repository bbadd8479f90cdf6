// The code that loads on demand, and the home page, read their strings from i18n/<locale>/tools.json, split at
// build time into one catalogue per id namespace (plugins/tool-translations), each read through its module in
// src/i18n/; not from code.json, which every page downloads. Found in the tree: every id such a module is given has its namespace and its
// English entry, every entry is used, none is in code.json too (it would download with every English page again),
// and the French catalogue stays empty (the French text is the message in the source).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { splitCatalogue, TOOL_NAMESPACES } from "../../../plugins/tool-translations";
import { interpolate, translatorFor } from "../../../src/i18n/translator";

type Catalogue = Record<string, { message: string; description?: string } | undefined>;
const readCatalogue = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;
const code = readCatalogue("i18n/en/code.json");
const english = readCatalogue("i18n/en/tools.json");

// A namespace's modules (`src/i18n/odds`, `src/i18n/OddsTranslate`), and Docusaurus's: a file may use several.
const capitalised = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;
const moduleOf = (name: string) =>
	new RegExp(`^(@site\\/src|\\.\\.?(\\/\\.\\.)*)\\/i18n\\/(${name}|${capitalised(name)}Translate)$`);
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
/** The French messages by id written through `module`, and the files that import it. */
function written(module: RegExp) {
	const files = sourceFiles.filter(({ text }) => Object.keys(importedNames(text, module)).length > 0);
	const messages = new Map(files.flatMap(({ text }) => [...declarations(text, importedNames(text, module))]));
	return { files: files.map(({ file }) => file), messages };
}
const byNamespace = TOOL_NAMESPACES.map((name) => ({ name, ...written(moduleOf(name)) }));
const toolMessages = new Map(byNamespace.flatMap(({ messages }) => [...messages]));
const siteIds = new Set(
	sourceFiles.flatMap(({ text }) => [...declarations(text, importedNames(text, SITE_MODULE)).keys()]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test("each namespace has its module, and the tools are found through them", () => {
	for (const name of TOOL_NAMESPACES) expect(existsSync(`src/i18n/${name}.ts`), name).toBe(true);
	const files = byNamespace.flatMap(({ files }) => files);
	for (const part of ["TemplateBuilder/", "CsvCheck/", "Odds/", "BotNotes/", "src/template/messages.ts"]) {
		expect(
			files.some((file) => file.includes(part)),
			part,
		).toBe(true);
	}
	expect(files).toContain("src/dice/messages/index.ts");
	expect(files).toContain("src/pages/index.tsx");
	expect(toolMessages.size).toBeGreaterThan(400);
});

describe("the tools' English catalogue", () => {
	test.each(byNamespace)("the $name module is given $name ids only", ({ name, messages }) => {
		expect(messages.size, name).toBeGreaterThan(0);
		expect([...messages.keys()].filter((id) => !id.startsWith(`${name}.`))).toEqual([]);
	});

	test("every id written through a module has an English entry with the French message's placeholders", () => {
		for (const [id, french] of toolMessages) {
			const entry = english[id];
			expect(entry?.message, id).toBeTruthy();
			expect(placeholders(entry?.message ?? ""), id).toEqual(placeholders(french));
		}
	});

	test("every English entry is written through its namespace's module", () => {
		expect(Object.keys(english).filter((id) => !toolMessages.has(id))).toEqual([]);
	});

	test("no id is also in code.json, nor written through Docusaurus's translate", () => {
		expect(Object.keys(english).filter((id) => id in code)).toEqual([]);
		expect([...toolMessages.keys()].filter((id) => siteIds.has(id))).toEqual([]);
	});

	test("the French catalogue is empty: the French text is the message in the source", () => {
		expect(readCatalogue("i18n/fr/tools.json")).toEqual({});
	});
});

describe("the build's catalogues", () => {
	test("one per namespace, messages only", () => {
		const split = splitCatalogue({
			"odds.a": { message: "A", description: "for translators" },
			"liveDice.b": { message: "B" },
		});
		expect([...split.keys()]).toEqual([...TOOL_NAMESPACES]);
		expect(split.get("odds")).toEqual({ "odds.a": { message: "A" } });
		expect(split.get("liveDice")).toEqual({ "liveDice.b": { message: "B" } });
		expect(split.get("csvCheck")).toEqual({});
	});

	test("an entry of no namespace stops the build rather than being lost", () => {
		expect(() => splitCatalogue({ "footer.copyright": { message: "©" } })).toThrow(
			/"footer.copyright" is in no namespace/,
		);
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

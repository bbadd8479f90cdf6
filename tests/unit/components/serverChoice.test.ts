// The command box's sample server as it is stored and shared: read field by field, a damaged value
// refused whole or field by field, the share fragment read back, and the sheet held to the template's bounds.
import { describe, expect, test } from "vitest";
import { sheetOf } from "../../../src/components/CommandBox/sampleServer";
import {
	choiceFragment,
	decodeSharedChoice,
	defaultChoice,
	ON_JOIN_SETTINGS,
	parseChoiceText,
	type ServerChoice,
	sharedServer,
	sheetValue,
	startingValue,
} from "../../../src/components/CommandBox/serverChoice";

const isGalleryId = (id: string) => ["dnd5e", "savageWorlds"].includes(id);

const choice: ServerChoice = {
	source: { kind: "imported", text: '{"statistics":{"Éclat":{"min":1,"max":6}}}' },
	game: "",
	character: "Zoé « la Brune »",
	values: { Éclat: "5" },
	settings: { ...ON_JOIN_SETTINGS, threadCopy: true, sortOrder: "sd", deleteAfter: 0 },
	line: "Serveur montré : modèle importé (JSON), en français, personnage « Zoé « la Brune » ».",
};

describe("the stored choice", () => {
	test("reads back what was stored", () => {
		expect(parseChoiceText(JSON.stringify(choice), isGalleryId)).toEqual(choice);
	});

	test("refuses a value with no readable source: the box starts on the default server", () => {
		for (const text of [
			null,
			"not json",
			"[]",
			'{"source":{"kind":"gallery","id":"unknown"}}',
			'{"source":{"kind":"imported","text":3}}',
			'{"character":"Maëlle"}',
		]) {
			expect(parseChoiceText(text, isGalleryId), String(text)).toBeUndefined();
		}
	});

	test("a damaged field alone takes its default", () => {
		const damaged = {
			source: { kind: "gallery", id: "savageWorlds" },
			character: 12,
			values: { Agilité: 3, Âme: "4" },
			settings: { threadCopy: "yes", deleteAfter: 99999, sortOrder: "sx", logs: true },
		};
		expect(parseChoiceText(JSON.stringify(damaged), isGalleryId)).toEqual({
			source: { kind: "gallery", id: "savageWorlds" },
			game: "",
			character: defaultChoice().character,
			values: { Âme: "4" },
			settings: { ...ON_JOIN_SETTINGS, logs: true },
			line: "",
		});
	});

	test("starts as the bot leaves a server it joins: no thread copy, nothing else set", () => {
		expect(defaultChoice().settings).toEqual({
			threadCopy: false,
			rollChannel: false,
			deleteAfter: 180,
			context: false,
			linkToLogs: false,
			logs: false,
			sortOrder: "",
		});
	});
});

describe("the share link", () => {
	test("carries the whole choice in the fragment, accents and quotes included", () => {
		const fragment = choiceFragment(choice);
		expect(fragment).toMatch(/^server=[\w-]+$/);
		const value = sharedServer(`#${fragment}`);
		expect(value).toBeDefined();
		expect(decodeSharedChoice(value ?? "", isGalleryId)).toEqual(choice);
	});

	test("a fragment without the server, or a damaged one, gives nothing", () => {
		expect(sharedServer("#template=abc")).toBeUndefined();
		expect(decodeSharedChoice("%%%", isGalleryId)).toBeUndefined();
		expect(decodeSharedChoice(choiceFragment(choice).slice(7, 40), isGalleryId)).toBeUndefined();
	});
});

describe("the sheet", () => {
	test("holds a typed value to the template's bounds, and an unreadable one at the middle of them", () => {
		const rule = { min: 1, max: 6 };
		expect(sheetValue("9", rule)).toBe(6);
		expect(sheetValue("-2", rule)).toBe(1);
		expect(sheetValue("3", rule)).toBe(3);
		expect(sheetValue("", rule)).toBe(startingValue(rule));
		expect(sheetValue("abc", rule)).toBe(4);
		expect(sheetValue("250", {})).toBe(250);
	});

	test("works the combinations out from the held values", () => {
		const statistics = Object.entries({
			Vigueur: { min: 1, max: 5 },
			Résistance: { combinaison: "2+vigueur" },
		});
		expect(sheetOf(statistics, { Vigueur: "8" })).toEqual([
			{ name: "Vigueur", value: 5 },
			{ name: "Résistance", value: 7 },
		]);
	});
});

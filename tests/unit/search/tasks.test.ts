// The tasks pages declare (src/search/data/tasks.<locale>.json) and the word classes that
// meet them: the data's shape, and that a reader's paraphrase of a task finds the page that
// does it before a page that only shares a noun, in both languages.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../../../src/search/engine";
import type { SearchRecord } from "../../../src/search/records";
import { isTask, type TasksFile, tasksByPath, tasksFilePath } from "../../../src/search/tasks";
import { record } from "./fixtures";

const LOCALES = [
	{ locale: "fr", docsDir: "docs", base: "/docs/" },
	{ locale: "en", docsDir: "i18n/en/docusaurus-plugin-content-docs/current", base: "/en/docs/" },
] as const;

function tasksFile(locale: string): TasksFile {
	return JSON.parse(readFileSync(tasksFilePath(locale), "utf8")) as TasksFile;
}

const pageIds = (file: TasksFile) => Object.keys(file).filter((id) => !id.startsWith("$"));

/** A page's records: its title record with the given tasks, and blocks of text under headings. */
function page(
	path: string,
	language: string,
	title: string,
	tasks: string[] | undefined,
	sections: [heading: string, text: string][],
): SearchRecord[] {
	const own = { ...record(path, "lvl1", { lvl1: title }), language, ...(tasks ? { tasks } : {}) };
	return [
		own,
		...sections.flatMap(([heading, text]) => [
			{ ...record(path, "lvl2", { lvl1: title, lvl2: heading }), language },
			{ ...record(path, "content", { lvl1: title, lvl2: heading }, text), language },
		]),
	];
}

const firstPage = (records: SearchRecord[], query: string) =>
	createSearchEngine(records).search(query)[0]?.record.url_without_anchor;
const withoutTasks = (records: SearchRecord[]) => records.map(({ tasks: _tasks, ...rest }) => rest);

describe("tasks data", () => {
	it.each(LOCALES)(
		"names only doc pages that exist, with tasks written verb | object ($locale)",
		({ locale, docsDir, base }) => {
			const file = tasksFile(locale);
			for (const id of pageIds(file)) expect(existsSync(`${docsDir}/${id}.mdx`), id).toBe(true);
			for (const tasks of pageIds(file).map((id) => file[id])) {
				expect(Array.isArray(tasks) && tasks.length >= 3 && tasks.every(isTask), String(tasks)).toBe(true);
			}
			const docs = pageIds(file).map((id) => ({ id, permalink: `${base}${id.replace(/\/index$/, "")}` }));
			expect(tasksByPath(file, docs).size).toBe(pageIds(file).length);
		},
	);

	it("gives every page tasks in both languages", () => {
		expect(pageIds(tasksFile("en")).sort()).toEqual(pageIds(tasksFile("fr")).sort());
	});

	it("fails on a page that does not exist and on a task without its verb or object", () => {
		const docs = [{ id: "sheet/user", permalink: "/docs/sheet/user" }];
		expect(() => tasksByPath({ "sheet/usr": ["créer | ma fiche"] }, docs)).toThrow(/sheet\/usr/);
		expect(() => tasksByPath({ "sheet/user": ["créer ma fiche"] }, docs)).toThrow(/verb \| object/);
		expect(() => tasksByPath({ "sheet/user": [" | ma fiche"] }, docs)).toThrow(/verb \| object/);
		expect(tasksByPath({ $comment: "x", "sheet/user": ["créer | ma fiche "] }, docs)).toEqual(
			new Map([["/docs/sheet/user", ["créer | ma fiche"]]]),
		);
	});
});

describe("a paraphrase of a task", () => {
	const tasksOf = (locale: string, id: string) => tasksFile(locale)[id] as string[];

	it("finds the page that does the task before one that shares its nouns (English)", () => {
		const records = [
			...page("/en/docs/sheet/edits/edit", "en", "Editing a sheet's data", tasksOf("en", "sheet/edits/edit"), [
				["Editing statistics", "Use the button under the published sheet and type the new numbers."],
			]),
			...page("/en/docs/sheet/model/statistics", "en", "Template statistics", tasksOf("en", "sheet/model/statistics"), [
				["Bounding values with min and max", "Each value on a sheet stays between min and max."],
				["Declaring a statistic", "A statistic is a value every sheet holds; a value can be bounded."],
			]),
		];
		const query = "correct a value on my sheet";
		expect(firstPage(records, query)).toBe("/en/docs/sheet/edits/edit");
		// Without the tasks the page sharing "value" and "sheet" wins: the tasks make the difference.
		expect(firstPage(withoutTasks(records), query)).toBe("/en/docs/sheet/model/statistics");
	});

	// The page that does the task uses none of the reader's words ("rectifier", "valeur"): only its tasks do.
	it("finds the page that does the task before one that shares its nouns (French)", () => {
		const records = [
			...page("/docs/sheet/edits/edit", "fr", "Les boutons d'une fiche publiée", tasksOf("fr", "sheet/edits/edit"), [
				["Statistiques", "Le bouton sous la fiche publiée ouvre le formulaire à remplir."],
			]),
			...page("/docs/sheet/model/statistics", "fr", "Statistiques du modèle", tasksOf("fr", "sheet/model/statistics"), [
				["Borner les valeurs avec min et max", "Chaque valeur d'une fiche reste entre min et max."],
				[
					"Déclarer une statistique",
					"Une statistique est une valeur que porte chaque fiche ; une valeur peut être bornée.",
				],
			]),
		];
		const query = "rectifier une valeur sur ma fiche";
		expect(firstPage(records, query)).toBe("/docs/sheet/edits/edit");
		expect(firstPage(withoutTasks(records), query)).toBe("/docs/sheet/model/statistics");
	});
});

describe("the odds under every name", () => {
	const french = [
		...page("/docs/introduction/expression", "fr", "Notation des dés", undefined, [
			["Lire les chances", "Le bouton Chances montre chaque résultat possible d'une expression."],
		]),
		...page("/docs/config/logs", "fr", "Salon des logs", undefined, [
			["Choisir le salon", "Le bot y signale ses erreurs."],
		]),
	];
	const english = [
		...page("/en/docs/introduction/expression", "en", "Dice notation", undefined, [
			["Reading the odds", "The Odds button shows every result an expression can give."],
		]),
		...page("/en/docs/config/logs", "en", "Logs channel", undefined, [
			["What shows up there", "My errors, my sheet changes and what they are."],
		]),
	];

	it.each(["probabilités", "probabilité", "probabilite", "chances", "odds"])(
		"finds the French page of the odds for « %s »",
		(query) => {
			expect(firstPage(french, query)).toBe("/docs/introduction/expression");
		},
	);

	it.each(["what are my chances", "probabilities", "probability", "probabilités", "chances"])(
		'finds the English page of the odds for "%s"',
		(query) => {
			expect(firstPage(english, query)).toBe("/en/docs/introduction/expression");
		},
	);
});

describe("the builder and the CSV checker under their names", () => {
	const builder = (language: string, path: string, title: string, text: string) =>
		page(path, language, title, undefined, [["", text]]).filter((item) => item.type !== "lvl2");
	const french = [
		...builder(
			"fr",
			"/docs/sheet/form",
			"Créer un modèle avec le constructeur",
			"Le constructeur vérifie chaque champ.",
		),
		...builder(
			"fr",
			"/docs/sheet/import_export",
			"Importer et exporter des fiches",
			"Vérifier un fichier CSV avant l'import.",
		),
		...builder("fr", "/docs/sheet/model", "Le modèle de fiche", "Un modèle décrit les fiches du serveur."),
	];
	const english = [
		...builder(
			"en",
			"/en/docs/sheet/form",
			"Build a template with the template builder",
			"The builder checks every field.",
		),
		...builder(
			"en",
			"/en/docs/sheet/import_export",
			"Importing and exporting sheets",
			"Check a CSV file before importing it.",
		),
		...builder(
			"en",
			"/en/docs/sheet/model",
			"The character-sheet template",
			"A template describes the server's sheets.",
		),
	];

	it.each([
		["générateur de modèle", "/docs/sheet/form"],
		["template generator", "/docs/sheet/form"],
		["éditeur de modèle", "/docs/sheet/form"],
		["vérificateur csv", "/docs/sheet/import_export"],
		["csv validator", "/docs/sheet/import_export"],
	])("French site: « %s » finds %s", (query, expected) => {
		expect(firstPage(french, query)).toBe(expected);
	});

	it.each([
		["template maker", "/en/docs/sheet/form"],
		["constructeur de modèle", "/en/docs/sheet/form"],
		["template editor", "/en/docs/sheet/form"],
		["csv checker", "/en/docs/sheet/import_export"],
		["vérificateur csv", "/en/docs/sheet/import_export"],
	])('English site: "%s" finds %s', (query, expected) => {
		expect(firstPage(english, query)).toBe(expected);
	});
});

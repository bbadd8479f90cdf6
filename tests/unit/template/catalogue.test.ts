// Messages: every code has a literal translate() id in messages.ts and an
// English entry in i18n/en/tools.json; English messages match the
// specification's catalogue; placeholders are the same in both languages.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { englishFileProblem, englishIssue, loadEnglishCatalogue } from "../../../src/template/englishCatalogue";
import {
	decodeIssueMessage,
	encodeIssueMessage,
	errorMessageId,
	TEMPLATE_ERROR_CODES,
	TEMPLATE_FILE_PROBLEMS,
	TEMPLATE_HINT_CODES,
	withHint,
	withReason,
} from "../../../src/template/errorCodes";

const catalogue = loadEnglishCatalogue("i18n/en");
const MESSAGES_FILE = "src/template/messages.ts";
// Every source file of src/ that writes a builder id, found in the tree so that a new component cannot be missed.
const sourceFiles = readdirSync("src", { recursive: true, encoding: "utf8" })
	.filter((file) => /\.tsx?$/.test(file))
	.map((file) => `src/${file}`)
	.filter((file) => /(id: |<Translate\s+id=)"templateBuilder\./.test(readFileSync(file, "utf8")));
const sources = [MESSAGES_FILE, ...sourceFiles.filter((file) => file !== MESSAGES_FILE)].map((file) =>
	readFileSync(file, "utf8"),
);

/** French source messages by id, from translate({id, message}) and <Translate id>children</Translate>. */
function frenchMessages(): Map<string, string> {
	const messages = new Map<string, string>();
	for (const source of sources) {
		for (const [, id = "", message = ""] of source.matchAll(
			/id: "(templateBuilder\.[^"]+)",\s*message:\s*"((?:[^"\\]|\\.)*)"/g,
		)) {
			messages.set(id, message);
		}
		for (const [, id = "", message = ""] of source.matchAll(
			/<Translate\s+id="(templateBuilder\.[^"]+)"[^>]*>([^<]*)<\/Translate>/g,
		)) {
			messages.set(id, message.trim().replace(/\s+/g, " "));
		}
	}
	return messages;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test("every error code has a literal id in messages.ts and an English message", () => {
	const messagesSource = sources[0];
	for (const code of TEMPLATE_ERROR_CODES) {
		expect(messagesSource, code).toContain(`id: "${errorMessageId(code)}"`);
		expect(catalogue[errorMessageId(code)]?.message, code).toBeTruthy();
	}
	for (const hint of TEMPLATE_HINT_CODES) {
		expect(messagesSource, hint).toContain(`id: "templateBuilder.hint.${hint}"`);
		expect(catalogue[`templateBuilder.hint.${hint}`]?.message, hint).toBeTruthy();
	}
	for (const problem of TEMPLATE_FILE_PROBLEMS) {
		expect(messagesSource).toContain(`id: "templateBuilder.file.${problem}.title"`);
		expect(messagesSource).toContain(`id: "templateBuilder.file.${problem}.detail"`);
	}
});

test("every builder id has an English message with the same placeholders as the French one", () => {
	const french = frenchMessages();
	expect(french.size).toBeGreaterThan(100);
	for (const [id, message] of french) {
		const english = catalogue[id]?.message;
		expect(english, id).toBeTruthy();
		expect(placeholders(english ?? ""), id).toEqual(placeholders(message));
		// Words spelled alike in both languages are the only messages left as they are.
		if (english === message) expect(["Macros", "Macro {number}", "Minimum", "Maximum"], id).toContain(message);
	}
});

describe("English messages of the specification's catalogue", () => {
	const issue = (code: (typeof TEMPLATE_ERROR_CODES)[number], values?: Record<string, string | number>) =>
		englishIssue(catalogue, { code, path: [], values });
	test.each([
		["statistics.tooMany", { max: 25 }, "Too many statistics (max: 25)"],
		["macros.tooMany", { max: 25 }, "Too many dice (max: 25)"],
		["name.duplicate", undefined, "This name is already in use"],
		["statistic.maxNotAboveMin", undefined, "The maximum must be greater than the minimum"],
		["statistic.sameMinMax", undefined, "The two values cannot be identical"],
		["statistic.formulaInvalid", undefined, "The formula is invalid"],
		["statistic.noBaseStatistic", undefined, "No statistic found"],
		["diceType.invalid", { logs: "x" }, "The die is invalid. Logs: x"],
		// The specification's wording first, then the same in correct English.
		[
			"macro.notDice",
			{ name: "Sword", formula: "5+3" },
			'Macro "Sword" ("5+3") doesn\'t seems to be a dice — In other words, this formula does not read as a dice roll.',
		],
		["text.empty", undefined, "Text cannot be empty"],
		["statistic.minInvalid", undefined, "Min must be a number, not negative"],
		["statistic.maxInvalid", undefined, "Max must be a number, not negative"],
		["error.generic", { x: "boom" }, "An error occurred: boom"],
		["customCritical.tooMany", { max: 22 }, "You have reached the maximum number of custom criticals (22)"],
	] as const)("%s", (code, values, expected) => {
		expect(issue(code, values)).toBe(expected);
	});

	test("interface messages", () => {
		expect(englishFileProblem(catalogue, "invalidType")).toBe("Invalid file type: Please select a JSON file.");
		expect(englishFileProblem(catalogue, "readError")).toBe("Read error: Unable to read the selected file.");
		expect(englishFileProblem(catalogue, "tooLarge")).toBe("File too large: The file is larger than 1 MB.");
		expect(catalogue["templateBuilder.import.success"]?.message).toBe("Template imported successfully.");
		expect(catalogue["templateBuilder.form.correctErrors"]?.message).toBe("Please correct errors");
		for (const list of ["statistics", "macros", "customCritical"]) {
			expect(catalogue[`templateBuilder.${list}.limit`]?.message).toMatch(/^You have reached the maximum number of /);
		}
	});

	test("the specification's sentence stays first; the hint and the engine's reason are ours, never the parser's", () => {
		const values = withHint(
			withReason(
				{ name: "Shot", formula: "1d20+Dex" },
				{ code: "invalidNotation", values: { notation: "1d20+dex", found: "e", position: 7 } },
			),
			"unknownStatistic",
			{ written: "Dex", suggestion: "Dexterity" },
		);
		expect(englishIssue(catalogue, { code: "macro.notDice", path: ["damage", "Shot"], values })).toBe(
			'damage › "Shot": Macro "Shot" ("1d20+Dex") doesn\'t seems to be a dice — In other words, this formula does not read as a dice roll. — No statistic named “Dex”: did you mean “Dexterity”?',
		);
		const die = withReason({}, { code: "invalidNotation", values: { notation: "1d20+", found: "", position: 6 } });
		expect(englishIssue(catalogue, { code: "diceType.invalid", path: [], values: die })).toBe(
			"The die is invalid. Logs: Notation not recognised: 1d20+. It ends too early: something is missing at the end, a number for example.",
		);
		const found = withReason({}, { code: "invalidNotation", values: { notation: "1d0", found: "0", position: 3 } });
		expect(englishIssue(catalogue, { code: "diceType.invalid", path: [], values: found })).toMatch(
			/Logs: Notation not recognised: 1d0\. “0” \(character 3\) does not belong there\.$/,
		);
		const noDice = withReason({ name: "Bonus", formula: "5+force" }, { code: "noDice", values: { notation: "5+1" } });
		expect(englishIssue(catalogue, { code: "macro.notDice", path: [], values: noDice })).toBe(
			'Macro "Bonus" ("5+force") doesn\'t seems to be a dice — In other words, this formula does not read as a dice roll. — There are no dice to roll. For plain maths, use /math.',
		);
		const negative = withHint({}, "emptyMinimum");
		expect(englishIssue(catalogue, { code: "statistic.minInvalid", path: [], values: negative })).toBe(
			"Min must be a number, not negative — To accept any value, leave the minimum empty.",
		);
	});

	test("no English sentence of dice-roller's parser reaches a message", () => {
		for (const [id, entry] of Object.entries(catalogue)) {
			if (id.startsWith("templateBuilder.") || id.startsWith("liveDice.")) {
				expect(entry?.message ?? "", id).not.toMatch(/\{details\}|Expected .* but .* found/);
			}
		}
	});

	test("issues are located in the JSON's terms", () => {
		expect(englishIssue(catalogue, { code: "statistic.sameMinMax", path: ["statistics", "Force", "max"] })).toBe(
			'statistics › "Force" › max: The two values cannot be identical',
		);
	});
});

test("issue messages survive react-hook-form's string-only errors", () => {
	expect(decodeIssueMessage(encodeIssueMessage("text.empty"))).toEqual({ code: "text.empty" });
	expect(decodeIssueMessage(encodeIssueMessage("macro.notDice", { name: "A b", formula: "1 d" }))).toEqual({
		code: "macro.notDice",
		values: { name: "A b", formula: "1 d" },
	});
	expect(decodeIssueMessage("Required")).toEqual({ code: "error.generic", values: { x: "Required" } });
});

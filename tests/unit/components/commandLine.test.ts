import { describe, expect, it } from "vitest";
import { missingOptions, parseLine, suggest } from "../../../src/components/CommandBox/commandLine";

const values = { statistic: ["Force", "Dextérité"], character: ["Maëlle"], name: ["Épée longue"] };

describe("a slash command typed as one line", () => {
	it("reads the path and the options, a value running to the next option name", () => {
		const parsed = parseLine("/roll dé:1d20+5 # attaque commentaires:contre le troll", "fr");
		expect(parsed.entry?.path.en).toEqual(["roll"]);
		expect(parsed.options.map((given) => [given.option.name.en, given.value])).toEqual([
			["dice", "1d20+5 # attaque"],
			["comments", "contre le troll"],
		]);
		expect(parseLine("/gm dbroll statistic:str", "en").entry?.path.en).toEqual(["gm", "dbroll"]);
		expect(parseLine("/nothing", "en").entry).toBeUndefined();
	});

	it("lists commands with their descriptions for /, then the options, required first", () => {
		const commands = suggest("/", "en", values);
		expect(commands.map((suggestion) => suggestion.label)).toContain("/roll");
		expect(commands.find((suggestion) => suggestion.label === "/roll")?.description).toBeTruthy();
		expect(suggest("/ro", "en", values).map((suggestion) => suggestion.label)).toEqual(["/roll"]);
		const options = suggest("/macro ", "en", values);
		expect(options[0]).toMatchObject({ kind: "option", label: "name", required: true, line: "/macro name:" });
		expect(options.slice(1).every((option) => option.required === false)).toBe(true);
		expect(suggest("/roll dice:1d20 comm", "en", values).map((suggestion) => suggestion.label)).toEqual(["comments"]);
	});

	it("completes values: the sample server's names, booleans, without case or accents", () => {
		expect(suggest("/dbroll statistique:dex", "fr", values)).toEqual([
			{ kind: "value", label: "Dextérité", line: "/dbroll statistique:Dextérité " },
		]);
		expect(suggest("/roll dice:1d6 hidden:", "en", values).map((suggestion) => suggestion.label)).toEqual([
			"True",
			"False",
		]);
	});

	it("names the required options a line lacks", () => {
		expect(missingOptions(parseLine("/macro", "fr"), "fr")).toEqual(["nom"]);
		expect(missingOptions(parseLine("/roll dé:1d6", "fr"), "fr")).toEqual([]);
	});
});

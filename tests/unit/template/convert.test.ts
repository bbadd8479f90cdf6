// Conversion between the form model and the bot's JSON.
import { describe, expect, test } from "vitest";
import { formPathToJsonPath, fromBotTemplate, toBotTemplate, toBotTemplateJson } from "../../../src/template/convert";
import { customCritical, form, macro, statistic } from "./helpers";

describe("toBotTemplate", () => {
	test("an empty form gives only $schema", () => {
		expect(toBotTemplate(form(), "https://x/schema.json")).toEqual({ $schema: "https://x/schema.json" });
		expect(JSON.parse(JSON.stringify(toBotTemplate(form())))).toEqual({});
	});

	test("writes the bot's keys, only those set, numbers as numbers", () => {
		const model = form({
			charName: true,
			isPrivate: false,
			diceType: " 1d20+$ ",
			total: "0",
			forceDistrib: false,
			critical: { success: "20", failure: "" },
			statistics: [
				statistic("Force", "3", "18"),
				statistic("Vie", "1", "9", "force*2", true),
				statistic("Chance", "", "0"),
			],
			macros: [macro("Épée", " 1d8+force ")],
			customCritical: [customCritical("Exploit", ">=", "25", true)],
		});
		const json = JSON.parse(JSON.stringify(toBotTemplate(model, "https://x/s.json")));
		expect(json).toEqual({
			$schema: "https://x/s.json",
			charName: true,
			diceType: "1d20+$",
			critical: { success: 20 },
			customCritical: { Exploit: { sign: ">=", value: "25", onNaturalDice: true } },
			statistics: { Force: { min: 3, max: 18 }, Vie: { combinaison: "force*2", exclude: true }, Chance: {} },
			damage: { Épée: "1d8+force" },
		});
		expect(Object.keys(json)).toEqual([
			"$schema",
			"charName",
			"diceType",
			"critical",
			"customCritical",
			"statistics",
			"damage",
		]);
	});

	test("names such as __proto__ stay own keys and pollute nothing", () => {
		const json = toBotTemplate(
			form({ statistics: [statistic("__proto__", "1", "5")], macros: [macro("constructor", "1d6")] }),
		);
		const text = JSON.stringify(json);
		expect(text).toContain('"__proto__":{"min":1,"max":5}');
		expect(text).toContain('"constructor":"1d6"');
		expect(({} as Record<string, unknown>).min).toBeUndefined();
	});

	test("toBotTemplateJson is indented JSON ending with a newline", () => {
		const text = toBotTemplateJson(form({ diceType: "1d20" }), "https://x/s.json");
		expect(text).toBe('{\n  "$schema": "https://x/s.json",\n  "diceType": "1d20"\n}\n');
	});
});

describe("fromBotTemplate", () => {
	test("fills every field; zero totals and thresholds and a max of 0 mean unset", () => {
		const model = fromBotTemplate({
			charName: true,
			isPrivate: true,
			total: 0,
			forceDistrib: true,
			diceType: "1d100<=$",
			critical: { success: "96", failure: 0 },
			statistics: { For: { min: 0, max: 0 }, Vie: { combinaison: "for*2", exclude: true } },
			damage: { Coup: "1d6" },
			customCritical: { Dur: { sign: "<=", value: "round($/2)", affectSkill: true } },
		});
		expect(model).toEqual({
			charName: true,
			isPrivate: true,
			diceType: "1d100<=$",
			total: "",
			forceDistrib: true,
			critical: { success: "96", failure: "" },
			statistics: [statistic("For", "0", ""), statistic("Vie", "", "", "for*2", true)],
			macros: [macro("Coup", "1d6")],
			customCritical: [{ name: "Dur", sign: "<=", value: "round($/2)", onNaturalDice: false, affectSkill: true }],
		});
	});

	test("keeps entries named __proto__ from parsed JSON", () => {
		const model = fromBotTemplate(JSON.parse('{"statistics":{"__proto__":{"min":1}},"damage":{"__proto__":"1d4"}}'));
		expect(model.statistics[0]?.name).toBe("__proto__");
		expect(model.macros[0]).toEqual(macro("__proto__", "1d4"));
	});
});

test("formPathToJsonPath names rows by their key in the bot's JSON", () => {
	const model = form({
		statistics: [statistic("Force"), statistic("Vie")],
		macros: [macro("Coup", "1d6")],
		customCritical: [customCritical("Dur", "<=", "5")],
	});
	expect(formPathToJsonPath(model, ["statistics", 1, "combination"])).toEqual(["statistics", "Vie", "combinaison"]);
	expect(formPathToJsonPath(model, ["statistics", 0, "name"])).toEqual(["statistics", "Force"]);
	expect(formPathToJsonPath(model, ["macros", 0, "formula"])).toEqual(["damage", "Coup"]);
	expect(formPathToJsonPath(model, ["macros"])).toEqual(["damage"]);
	expect(formPathToJsonPath(model, ["customCritical", 0, "value"])).toEqual(["customCritical", "Dur", "value"]);
	expect(formPathToJsonPath(model, ["customCritical"])).toEqual(["customCritical"]);
	expect(formPathToJsonPath(model, ["critical", "success"])).toEqual(["critical", "success"]);
});

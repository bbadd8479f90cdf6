// Each rule of the template, on the form model: what triggers it, where it is
// reported, and that the fixed value clears it.
import { describe, expect, test } from "vitest";
import { collectTemplateIssues } from "../../../src/template/rules";
import { customCritical, form, issuesOf, macro, statistic } from "./helpers";

const many = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

describe("general fields", () => {
	test("an empty form is a valid template", () => {
		expect(issuesOf(form())).toEqual([]);
	});

	test("total must be a whole number, not negative; 0 or empty means none", () => {
		expect(issuesOf(form({ total: "-3" }))).toEqual(["total.invalid@total"]);
		expect(issuesOf(form({ total: "abc" }))).toEqual(["total.invalid@total"]);
		expect(issuesOf(form({ total: "2.5" }))).toEqual(["number.notWhole@total"]);
		expect(issuesOf(form({ total: "0" }))).toEqual([]);
		expect(issuesOf(form({ total: " 40 " }))).toEqual([]);
	});

	test("critical thresholds must be whole numbers, not negative", () => {
		expect(issuesOf(form({ critical: { success: "x", failure: "-1" } }))).toEqual([
			"critical.successInvalid@critical.success",
			"critical.failureInvalid@critical.failure",
		]);
		expect(issuesOf(form({ critical: { success: "20", failure: "1" } }))).toEqual([]);
	});

	test("a total of 1 leaves no test value when there are statistics", () => {
		expect(issuesOf(form({ total: "1", statistics: [statistic("Force")] }))).toEqual(["total.tooSmall@total"]);
		expect(issuesOf(form({ total: "1" }))).toEqual([]);
	});
});

describe("statistics", () => {
	test("at most 25", () => {
		const rows = many(26, (index) => statistic(`S${index}`, "1", "10"));
		expect(issuesOf(form({ statistics: rows }))).toEqual(["statistics.tooMany@statistics"]);
		expect(collectTemplateIssues(form({ statistics: rows }))[0]?.values).toEqual({ max: 25 });
		expect(issuesOf(form({ statistics: rows.slice(0, 25) }))).toEqual([]);
	});

	test("names are not empty and unique once case and accents are folded", () => {
		expect(issuesOf(form({ statistics: [statistic("  ")] }))).toEqual(["text.empty@statistics.0.name"]);
		expect(issuesOf(form({ statistics: [statistic("Force"), statistic("forcé"), statistic("FORCE ")] }))).toEqual([
			"name.duplicate@statistics.1.name",
			"name.duplicate@statistics.2.name",
		]);
		expect(issuesOf(form({ statistics: [statistic("Force"), statistic("Forme")] }))).toEqual([]);
	});

	test("min and max are whole numbers, not negative", () => {
		expect(issuesOf(form({ statistics: [statistic("A", "-1", "x")] }))).toEqual([
			"statistic.minInvalid@statistics.0.min",
			"statistic.maxInvalid@statistics.0.max",
		]);
		expect(issuesOf(form({ statistics: [statistic("A", "1.5", "")] }))).toEqual(["number.notWhole@statistics.0.min"]);
	});

	test("the maximum is greater than the minimum; equal values are refused; 0 means no maximum", () => {
		expect(issuesOf(form({ statistics: [statistic("A", "8", "3")] }))).toEqual([
			"statistic.maxNotAboveMin@statistics.0.max",
		]);
		expect(issuesOf(form({ statistics: [statistic("A", "5", "5")] }))).toEqual([
			"statistic.sameMinMax@statistics.0.max",
		]);
		expect(issuesOf(form({ statistics: [statistic("A", "5", "0")] }))).toEqual([]);
		expect(issuesOf(form({ statistics: [statistic("A", "3", "8")] }))).toEqual([]);
	});

	test("the minimum stays below the total, or below 100 without one", () => {
		expect(issuesOf(form({ statistics: [statistic("PV", "100", "200")] }))).toEqual([
			"statistic.minNotBelowDefault@statistics.0.min",
		]);
		expect(issuesOf(form({ total: "20", statistics: [statistic("A", "20", "30")] }))).toEqual([
			"statistic.minNotBelowTotal@statistics.0.min",
		]);
		expect(issuesOf(form({ total: "300", statistics: [statistic("PV", "100", "200")] }))).toEqual([]);
	});

	test("combinations evaluate with base statistics, whatever their case", () => {
		const base = [statistic("Endurance", "1", "10"), statistic("Force", "1", "10")];
		expect(issuesOf(form({ statistics: [...base, statistic("Vie", "", "", "ENDURANCE*2+force")] }))).toEqual([]);
		expect(issuesOf(form({ statistics: [...base, statistic("Vie", "", "", "endurance*")] }))).toEqual([
			"statistic.formulaInvalid@statistics.2.combination",
		]);
		expect(issuesOf(form({ statistics: [...base, statistic("Vie", "", "", "agilite+1")] }))).toEqual([
			"statistic.formulaInvalid@statistics.2.combination",
		]);
		expect(issuesOf(form({ statistics: [...base, statistic("Rage", "", "", "force/0")] }))).toEqual([
			"statistic.formulaInvalid@statistics.2.combination",
		]);
	});

	test("a combination needs at least one base statistic; its min and max are not checked", () => {
		expect(issuesOf(form({ statistics: [statistic("Vie", "9", "2", "10")] }))).toEqual([
			"statistic.noBaseStatistic@statistics.0.combination",
		]);
	});

	test("forced distribution: minimums within the total, total reachable", () => {
		const rows = [statistic("A", "4", "9"), statistic("B", "4", "9"), statistic("C", "4", "9")];
		expect(issuesOf(form({ total: "10", forceDistrib: true, statistics: rows }))).toEqual([
			"forceDistrib.minimumsAboveTotal@total",
		]);
		expect(issuesOf(form({ total: "30", forceDistrib: true, statistics: rows }))).toEqual([
			"forceDistrib.totalUnreachable@total",
		]);
		expect(collectTemplateIssues(form({ total: "30", forceDistrib: true, statistics: rows }))[0]?.values).toEqual({
			sum: 27,
			total: 30,
		});
		expect(issuesOf(form({ total: "20", forceDistrib: true, statistics: rows }))).toEqual([]);
		expect(issuesOf(form({ total: "30", forceDistrib: false, statistics: rows }))).toEqual([]);
	});
});

test("statistic names a spreadsheet would run as a formula are refused, with the culprit character", () => {
	for (const start of ["=", "+", "-", "@"]) {
		const model = form({ statistics: [statistic("Force"), statistic(` ${start}HYPERLINK("x")`)] });
		expect(collectTemplateIssues(model)).toEqual([
			{ code: "statistic.nameFormulaLike", path: ["statistics", 1, "name"], values: { char: start } },
		]);
	}
	// Inside a name, the same characters are harmless; macro and custom critical names never reach the CSV.
	expect(issuesOf(form({ statistics: [statistic("Points-de-vie"), statistic("Mana+")] }))).toEqual([]);
	expect(issuesOf(form({ macros: [macro("=Frappe", "1d6")] }))).toEqual([]);
});

describe("type die", () => {
	const stats = [statistic("Force", "1", "20")];

	test("rolls with $ replaced by possible values", () => {
		for (const diceType of [
			"1d20+$>=15",
			"1d100<=$",
			"2d6+$",
			"{$d10>=8}",
			"$d6!",
			"4dF+$",
			"1d20+{{ceil($/2)}}>=10",
		]) {
			expect(issuesOf(form({ diceType, statistics: stats })), diceType).toEqual([]);
		}
	});

	test("an invalid die carries the engine's reason, where the parser stopped, not its English", () => {
		const issues = collectTemplateIssues(form({ diceType: "1d20+", statistics: stats }));
		expect(issues.map((issue) => issue.code)).toEqual(["diceType.invalid"]);
		expect(issues[0]?.values).toMatchObject({ reason: "invalidNotation", "reason.found": "", "reason.position": 6 });
		expect(JSON.stringify(issues[0]?.values)).not.toMatch(/Expected|found\./);
		expect(collectTemplateIssues(form({ diceType: "5" }))[0]?.values).toMatchObject({ reason: "noDice" });
	});

	test("a type die of spaces is refused, as the bot does; an empty one means no type die", () => {
		expect(issuesOf(form({ diceType: "   ", statistics: stats }))).toEqual(["diceType.blank@diceType"]);
		expect(issuesOf(form({ diceType: "", statistics: stats }))).toEqual([]);
	});

	test("every possible value is tried, not only one, and the message gives the failing one", () => {
		const rows = [statistic("Esprit", "10", "20"), statistic("Corps", "1", "5")];
		const issues = collectTemplateIssues(form({ diceType: "1d($-8)", statistics: rows }));
		expect(issues.map((issue) => issue.code)).toEqual(["diceType.invalid"]);
		expect(issues[0]?.values).toMatchObject({ hint: "failsForValue", dollar: 1 });
		expect(issuesOf(form({ diceType: "1d($-8)", statistics: rows.slice(0, 1) }))).toEqual([]);
	});

	test("$ needs a base statistic", () => {
		expect(issuesOf(form({ diceType: "1d20+$" }))).toEqual(["dice.dollarWithoutStatistics@diceType"]);
		expect(issuesOf(form({ diceType: "1d20" }))).toEqual([]);
	});

	test("critical markers belong in custom criticals", () => {
		expect(issuesOf(form({ diceType: "1d20{cs:>=19}" }))).toEqual(["diceType.criticalMarkers@diceType"]);
	});

	test("a comparison value must be a number, a formula or a die", () => {
		expect(issuesOf(form({ diceType: "1d20>=seuil" }))).toEqual(["diceType.invalid@diceType"]);
		expect(issuesOf(form({ diceType: "1d20>=1d6+10" }))).toEqual([]);
	});
});

describe("custom criticals", () => {
	const base = { diceType: "1d100<=$", statistics: [statistic("Savoir", "1", "90")] };

	test("at most 22", () => {
		const rows = many(23, (index) => customCritical(`C${index}`, "<=", String(index + 1)));
		expect(issuesOf(form({ ...base, customCritical: rows }))).toEqual(["customCritical.tooMany@customCritical"]);
		expect(issuesOf(form({ ...base, customCritical: rows.slice(0, 22) }))).toEqual([]);
	});

	test("need a type die", () => {
		expect(issuesOf(form({ customCritical: [customCritical("Exploit", ">=", "20")] }))).toEqual([
			"customCritical.needDiceType@customCritical",
		]);
	});

	test("names and values are not empty, names unique", () => {
		expect(
			issuesOf(
				form({
					...base,
					customCritical: [
						customCritical("", "<=", ""),
						customCritical("A", "<=", "5"),
						customCritical("a", "<=", "6"),
					],
				}),
			),
		).toEqual([
			"text.empty@customCritical.0.name",
			"name.duplicate@customCritical.2.name",
			"text.empty@customCritical.0.value",
		]);
	});

	test("values may use $, {{ }} math, dice and statistic names, as the bot when players roll", () => {
		for (const value of [
			"round($/2)",
			"{{round($/5)}}",
			"{{$ < 50 ? 96 : 100}}",
			"1d6+10",
			"5",
			"Savoir",
			"floor(savoir/2)",
		]) {
			expect(issuesOf(form({ ...base, customCritical: [customCritical("C", "<=", value)] })), value).toEqual([]);
		}
		expect(issuesOf(form({ ...base, customCritical: [customCritical("C", "<=", "1d0")] }))).toEqual([
			"customCritical.valueInvalid@customCritical.0.value",
		]);
	});

	test("a misspelled statistic in a value names the closest one", () => {
		const [issue] = collectTemplateIssues(
			form({ ...base, customCritical: [customCritical("C", "<=", "floor(Savior/2)")] }),
		);
		expect(issue?.code).toBe("customCritical.valueInvalid");
		expect(issue?.values).toMatchObject({ hint: "unknownStatistic", written: "Savior", suggestion: "Savoir" });
	});

	test("a name the bot's import reads as it is (in a value with a d, or in {{ }}) is refused, with why", () => {
		const stats = [statistic("Dextérité", "1", "20"), statistic("Force", "1", "20")];
		for (const value of ["dextérité", "round(Force/2)", "{{Force/2}}"]) {
			const [issue] = collectTemplateIssues(
				form({ diceType: "1d20", statistics: stats, customCritical: [customCritical("C", ">=", value)] }),
			);
			expect(issue?.code, value).toBe("customCritical.valueInvalid");
			expect(issue?.values?.hint, value).toBe("customCriticalNameAtImport");
			expect(issue?.values?.written, value).toBe(value.includes("Force") ? "Force" : "dextérité");
		}
	});

	test("$ in a value needs statistics", () => {
		expect(issuesOf(form({ diceType: "1d20", customCritical: [customCritical("C", ">=", "$")] }))).toEqual([
			"dice.dollarWithoutStatistics@customCritical.0.value",
		]);
	});
});

describe("macros", () => {
	const stats = [
		statistic("Force", "1", "10"),
		statistic("Points de vie", "1", "30"),
		statistic("Vie", "", "", "force*2"),
	];

	test("at most 25", () => {
		const macros = many(26, (index) => macro(`M${index}`, "1d6"));
		expect(issuesOf(form({ macros }))).toEqual(["macros.tooMany@macros"]);
		expect(issuesOf(form({ macros: macros.slice(0, 25) }))).toEqual([]);
	});

	test("names and formulas are not empty, names unique", () => {
		expect(issuesOf(form({ macros: [macro("", "1d6"), macro("Coup", ""), macro("coup", "1d4")] }))).toEqual([
			"text.empty@macros.0.name",
			"name.duplicate@macros.2.name",
			"text.empty@macros.1.formula",
		]);
	});

	test("statistic names (any case, accents folded, spaces, combinations) are replaced before rolling", () => {
		for (const formula of [
			"1d8+Force",
			"1d8+FORCÉ",
			"1d6+{{ceil(force/2)}}",
			"1d6+points de vie",
			"1d4+vie",
			"1d8+force # épée",
		]) {
			expect(issuesOf(form({ statistics: stats, macros: [macro("M", formula)] })), formula).toEqual([]);
		}
	});

	test("a macro must be a dice expression", () => {
		const issues = collectTemplateIssues(form({ statistics: stats, macros: [macro("Bonus", "5+force")] }));
		expect(issues.map((issue) => `${issue.code}@${issue.path.join(".")}`)).toEqual(["macro.notDice@macros.0.formula"]);
		expect(issues[0]?.values).toEqual({
			name: "Bonus",
			formula: "5+force",
			reason: "noDice",
			"reason.notation": "5+1",
		});
		expect(issuesOf(form({ statistics: stats, macros: [macro("M", "1d8+agilité")] }))).toEqual([
			"macro.notDice@macros.0.formula",
		]);
	});

	test("a misspelled statistic gets the closest name, spelled as written", () => {
		const [issue] = collectTemplateIssues(form({ statistics: stats, macros: [macro("Coup", "1d8+Forse")] }));
		expect(issue?.values).toMatchObject({ hint: "unknownStatistic", written: "Forse", suggestion: "Force" });
		const [far] = collectTemplateIssues(form({ statistics: stats, macros: [macro("Coup", "1d8+Charisme")] }));
		expect(far?.values).toMatchObject({ hint: "unknownName", written: "Charisme" });
		const dexterity = [statistic("Dexterity", "1", "5")];
		const [short] = collectTemplateIssues(form({ statistics: dexterity, macros: [macro("Tir", "1d20+Dex")] }));
		expect(short?.values).toMatchObject({ hint: "unknownStatistic", written: "Dex", suggestion: "Dexterity" });
		expect(issuesOf(form({ statistics: stats, macros: [macro("M", "1d8+$")] }))).toEqual([
			"macro.notDice@macros.0.formula",
		]);
	});
});

test("names are user text: __proto__ and constructor are ordinary names", () => {
	const model = form({
		diceType: "1d20+$",
		statistics: [statistic("__proto__", "1", "5"), statistic("constructor", "1", "5")],
		macros: [macro("__proto__", "1d6+constructor"), macro("toString", "1d6+__proto__")],
	});
	expect(issuesOf(model)).toEqual([]);
	expect(({} as Record<string, unknown>).min).toBeUndefined();
	expect(issuesOf(form({ statistics: [statistic("__proto__"), statistic("__PROTO__")] }))).toEqual([
		"name.duplicate@statistics.1.name",
	]);
});

describe("deliberate strictness says how to get what was meant", () => {
	test("a negative minimum or maximum: leave the field empty", () => {
		const [min] = collectTemplateIssues(form({ statistics: [statistic("Force", "-2", "10")] }));
		expect(min).toMatchObject({ code: "statistic.minInvalid", values: { hint: "emptyMinimum" } });
		const [max] = collectTemplateIssues(form({ statistics: [statistic("Force", "1", "-5")] }));
		expect(max).toMatchObject({ code: "statistic.maxInvalid", values: { hint: "emptyMaximum" } });
		const [text] = collectTemplateIssues(form({ statistics: [statistic("Force", "abc", "10")] }));
		expect(text).toEqual({ code: "statistic.minInvalid", path: ["statistics", 0, "min"] });
	});

	test("a decimal: the whole part the bot would keep", () => {
		const [issue] = collectTemplateIssues(form({ statistics: [statistic("Force", "2.7", "10")] }));
		expect(issue).toMatchObject({ code: "number.notWhole", values: { hint: "wholeNumber", whole: 2 } });
	});
});

describe("dice mistakes name their fix", () => {
	test("a statistic named in the type die: write $", () => {
		const [issue] = collectTemplateIssues(form({ diceType: "1d20+Force", statistics: [statistic("Force", "1", "5")] }));
		expect(issue).toMatchObject({ code: "diceType.invalid", values: { hint: "diceTypeStatistic", written: "Force" } });
	});

	test("a custom critical on a pool type die: the bot cannot replace the comparison inside the braces", () => {
		const model = form({
			diceType: "{$d10>=8}",
			statistics: [statistic("Puissance", "1", "5")],
			customCritical: [customCritical("Triomphe", ">=", "3")],
		});
		expect(collectTemplateIssues(model)[0]).toMatchObject({
			code: "customCritical.invalid",
			values: { hint: "customCriticalOnPool" },
		});
	});
});

describe("empty and duplicate names say what to do", () => {
	test("a duplicate names the row it repeats; empty texts say what to write", () => {
		const model = form({
			statistics: [statistic("Forcé", "1", "5"), statistic("force", "1", "5"), statistic(" ", "1", "5")],
			macros: [macro("Coup", "")],
			diceType: "1d20",
			customCritical: [customCritical("Exploit", ">=", "")],
		});
		const byPath = Object.fromEntries(collectTemplateIssues(model).map((issue) => [issue.path.join("."), issue]));
		expect(byPath["statistics.1.name"]).toMatchObject({
			code: "name.duplicate",
			values: { hint: "duplicateOf", other: "Forcé" },
		});
		expect(byPath["statistics.2.name"]).toMatchObject({ code: "text.empty", values: { hint: "emptyName" } });
		expect(byPath["macros.0.formula"]).toMatchObject({ code: "text.empty", values: { hint: "emptyFormula" } });
		expect(byPath["customCritical.0.value"]).toMatchObject({
			code: "text.empty",
			values: { hint: "emptyCustomCriticalValue" },
		});
	});
});

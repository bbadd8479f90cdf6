// Each rule of the template, on the form model: what triggers it, where it is
// reported, and that the fixed value clears it.
import { describe, expect, test } from "vitest";
import { collectTemplateIssues } from "../../../src/template/rules";
import { critic, form, issuesOf, macro, statistic } from "./helpers";

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

	test("a combination needs at least one base statistic; its min and max are not judged", () => {
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
	// Inside a name, the same characters are harmless; macro and critic names never reach the CSV.
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

	test("an invalid die reports the dice library's log", () => {
		const issues = collectTemplateIssues(form({ diceType: "1d20+", statistics: stats }));
		expect(issues.map((issue) => issue.code)).toEqual(["diceType.invalid"]);
		expect(String(issues[0]?.values?.logs)).toMatch(/Expected/);
		expect(issuesOf(form({ diceType: "5" }))).toEqual(["diceType.invalid@diceType"]);
	});

	test("every possible value is tried, not only one", () => {
		const rows = [statistic("Esprit", "10", "20"), statistic("Corps", "1", "5")];
		expect(issuesOf(form({ diceType: "1d($-8)", statistics: rows }))).toEqual(["diceType.invalid@diceType"]);
		expect(issuesOf(form({ diceType: "1d($-8)", statistics: rows.slice(0, 1) }))).toEqual([]);
	});

	test("$ needs a base statistic", () => {
		expect(issuesOf(form({ diceType: "1d20+$" }))).toEqual(["dice.dollarWithoutStatistics@diceType"]);
		expect(issuesOf(form({ diceType: "1d20" }))).toEqual([]);
	});

	test("critical markers belong in custom critics", () => {
		expect(issuesOf(form({ diceType: "1d20{cs:>=19}" }))).toEqual(["diceType.criticalMarkers@diceType"]);
	});

	test("a comparison value must be a number, a formula or a die", () => {
		expect(issuesOf(form({ diceType: "1d20>=seuil" }))).toEqual(["diceType.invalid@diceType"]);
		expect(issuesOf(form({ diceType: "1d20>=1d6+10" }))).toEqual([]);
	});
});

describe("custom critics", () => {
	const base = { diceType: "1d100<=$", statistics: [statistic("Savoir", "1", "90")] };

	test("at most 22", () => {
		const criticals = many(23, (index) => critic(`C${index}`, "<=", String(index + 1)));
		expect(issuesOf(form({ ...base, criticals }))).toEqual(["criticals.tooMany@criticals"]);
		expect(issuesOf(form({ ...base, criticals: criticals.slice(0, 22) }))).toEqual([]);
	});

	test("need a type die", () => {
		expect(issuesOf(form({ criticals: [critic("Exploit", ">=", "20")] }))).toEqual([
			"criticals.needDiceType@criticals",
		]);
	});

	test("names and values are not empty, names unique", () => {
		expect(
			issuesOf(form({ ...base, criticals: [critic("", "<=", ""), critic("A", "<=", "5"), critic("a", "<=", "6")] })),
		).toEqual(["text.empty@criticals.0.name", "name.duplicate@criticals.2.name", "text.empty@criticals.0.value"]);
	});

	test("values may use $, {{ }} math and dice, not statistic names", () => {
		for (const value of ["round($/2)", "{{round($/5)}}", "1d6+10", "5"]) {
			expect(issuesOf(form({ ...base, criticals: [critic("C", "<=", value)] })), value).toEqual([]);
		}
		expect(issuesOf(form({ ...base, criticals: [critic("C", "<=", "floor(savoir/2)")] }))).toEqual([
			"critic.valueInvalid@criticals.0.value",
		]);
		expect(issuesOf(form({ ...base, criticals: [critic("C", "<=", "1d0")] }))).toEqual([
			"critic.valueInvalid@criticals.0.value",
		]);
	});

	test("$ in a value needs statistics", () => {
		expect(issuesOf(form({ diceType: "1d20", criticals: [critic("C", ">=", "$")] }))).toEqual([
			"dice.dollarWithoutStatistics@criticals.0.value",
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
		expect(issues[0]?.values).toEqual({ name: "Bonus", formula: "5+force" });
		expect(issuesOf(form({ statistics: stats, macros: [macro("M", "1d8+agilité")] }))).toEqual([
			"macro.notDice@macros.0.formula",
		]);
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

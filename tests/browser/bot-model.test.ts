// What the tools say is what the bot does (issue 36), in both languages: a pool
// sized by a sum is shown added up with the form that counts, three braces are
// refused with that form, the odds' caption says sum or count as the bot rolls,
// an endless explosion is refused, a sign after a
// reroll's letter is shown as the bot reads it, the type die's odds list every
// custom critical and a pool type die's successes, a critical on the exploding
// face is warned about, and the sneak-attack card's roll is headed by its macro.
import { afterEach, expect } from "vitest";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, goto, openPage, playgroundRegion, type TrackedPage, test } from "./harness";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

const LANGUAGES = [
	{
		lang: "fr",
		prefix: "",
		rollButton: "Lancer",
		oddsButton: "Chances",
		playground: "Essayer une expression",
		sum: {
			group: "{(Agilité+ArmesAFeu)d6>=5}",
			note: /Le bot additionne les dés.*\{ \{\{Agilité\+ArmesAFeu\}\}d6>=5\}/,
		},
		tripleBraces: /Trois accolades de suite.*\{ \{\{1\+2\}\}d6>=5\}/,
		countCaption: "Les valeurs comptent les dés réussis.",
		endless: /1d6!>=1 explose sur toutes ses faces.*1 000 explosions/,
		singleEquals: /Le bot répond par une erreur au lieu d'un résultat/,
		hiddenRest: /Le bot ne lance que 8d3, entre parenthèses, et le cache ; « \+1 » autour est ignoré/,
		tooLarge: /\{\{9\^9\^9\}\} donne un nombre trop grand pour être lancé \(Infinity\) : le bot refuse/,
		quirk: /Le bot lit « <23\+2 » comme la comparaison du total.*3d100r/,
		sneak: { group: "1d8+force+2d6 # dans le dos", header: "[Épée Longue]", wrong: "[Force]" },
	},
	{
		lang: "en",
		prefix: "/en",
		rollButton: "Roll",
		oddsButton: "Odds",
		playground: "Try an expression",
		sum: { group: "{(Agility+Firearms)d6>=5}", note: /The bot adds up the dice.*\{ \{\{Agility\+Firearms\}\}d6>=5\}/ },
		tripleBraces: /Three braces in a row.*\{ \{\{1\+2\}\}d6>=5\}/,
		countCaption: "The values count successful dice.",
		endless: /1d6!>=1 explodes on every face.*1,000 explosions/,
		singleEquals: /The bot answers with an error instead of a result/,
		hiddenRest: /The bot rolls only 8d3, in parentheses, and hides it; “\+1” around it is ignored/,
		tooLarge: /\{\{9\^9\^9\}\} gives a number too large to roll \(Infinity\): the bot refuses/,
		quirk: /The bot reads “<23\+2” as the comparison of the total.*3d100r/,
		sneak: { group: "1d8+strength+2d6 # from behind", header: "[Longsword]", wrong: "[Strength]" },
	},
];

test.for(LANGUAGES)("rolls and odds as the bot reads them ($lang)", async (words, { browser }) => {
	// 1. The type-die page: a pool sized by a sum is added up, the note offers the form that counts.
	page = await openPage(browser);
	await goto(page, `${words.prefix}/docs/sheet/model/dice`);
	const sumBlock = page.getByRole("group", { name: words.sum.group, exact: true });
	await sumBlock.getByRole("button", { name: words.rollButton }).click();
	await expect
		.poll(() => sumBlock.locator("[data-bot-note]").allInnerTexts())
		.toContainEqual(expect.stringMatching(words.sum.note));
	expect(await axeViolations(page, { include: ['[role="group"]:has([data-bot-note])'] })).toEqual([]);

	// 2. The playground's odds, each from the model.
	await goto(page, `${words.prefix}/docs/introduction/expression`);
	const playground = await playgroundRegion(page, words.playground);
	const field = playground.getByLabel("Expression", { exact: true });
	await field.fill("{6d10>=7}");
	await playground.getByRole("button", { name: words.oddsButton }).click();
	await expect.poll(() => playground.getByText(words.countCaption).count()).toBe(1);
	// Exploding on 8 and more, added up as the bot rolls it: a sum, not a count.
	await field.fill("{5d10!>=8}");
	await expect.poll(() => playground.locator("dl").innerText()).toMatch(/39[.,]2/);
	expect(await playground.getByText(words.countCaption).count()).toBe(0);
	await field.fill("{{{1+2}}d6>=5}");
	await expect.poll(() => playground.getByRole("alert").innerText()).toMatch(words.tripleBraces);
	await field.fill("1d6!>=1");
	await expect.poll(() => playground.getByRole("alert").innerText()).toMatch(words.endless);
	// Maths too large for a number: refused as the bot refuses it, odds included, with the reason.
	await field.fill("{{9^9^9}}d6");
	await expect.poll(() => playground.getByRole("alert").innerText()).toMatch(words.tooLarge);
	// A single = : the odds say the bot answers with an error, not with a result.
	await field.fill("1d20=10");
	await expect
		.poll(() => playground.locator('[data-bot-note="singleEqualsReplyError"]').allInnerTexts())
		.toContainEqual(expect.stringMatching(words.singleEquals));
	// A shared roll whose hidden group leaves a rest: the note says what the bot leaves out.
	await field.fill("(8d3)+1;&+2");
	await expect
		.poll(() => playground.locator('[data-bot-note="hiddenPartLeavesRest"]').allInnerTexts())
		.toContainEqual(expect.stringMatching(words.hiddenRest));
	await field.fill("3d100r<23+2=16");
	await expect
		.poll(() => playground.locator("[data-bot-note]").allInnerTexts())
		.toContainEqual(expect.stringMatching(words.quirk));
	expect(await axeViolations(page, { include: ["section"] })).toEqual([]);

	// 3. The sneak attack: the reply is headed by the macro, as the card says.
	await goto(page, `${words.prefix}/docs/usage/model/dice`);
	const sneak = page.getByRole("group", { name: words.sneak.group, exact: true });
	await sneak.getByRole("button", { name: words.rollButton }).click();
	await expect.poll(() => sneak.innerText()).toContain(words.sneak.header);
	expect(await sneak.innerText()).not.toContain(words.sneak.wrong);
	expect(page.consoleErrors).toEqual([]);
});

const BUILDER = [
	{
		lang: "fr",
		path: "/docs/sheet/form",
		diceType: "Dé type",
		addStatistic: "Ajouter une statistique",
		addCustomCritical: "Ajouter un critique",
		addMacro: "Ajouter une macro",
		name: "Nom (Statistique 1)",
		min: "Minimum (Statistique 1)",
		max: "Maximum (Statistique 1)",
		success: "Succès critique (face exacte)",
		critical: (n: number) => ({
			name: `Nom (Critique ${n})`,
			sign: `Comparaison (Critique ${n})`,
			value: `Valeur ou formule (Critique ${n})`,
		}),
		macroName: "Nom (Macro 1)",
		formula: "Formule de dés (Macro 1)",
		toggle: "Chances du dé type",
		caption: "Chances du dé type selon la valeur de la statistique",
		row30: /^30\s+30\s?%\s+1\s?%\s+0\s?%\s+5\s?%\s+9\s?%\s+5\s?%$/,
		poolCaption: "Réussites de la réserve selon la valeur de la statistique",
		exploding: /Le succès critique sur 10 ne sort jamais/,
		sumNote: /Le bot additionne les dés de \{\(Force\+1\)d6>=5\}.*\{ \{\{Force\+1\}\}d6>=5\}/,
		tripleBraces: /Trois accolades de suite.*\{ \{\{Force\+1\}\}d6>=5\}/,
	},
	{
		lang: "en",
		path: "/en/docs/sheet/form",
		diceType: "Type die",
		addStatistic: "Add a statistic",
		addCustomCritical: "Add a custom critical",
		addMacro: "Add a macro",
		name: "Name (Statistic 1)",
		min: "Minimum (Statistic 1)",
		max: "Maximum (Statistic 1)",
		success: "Critical success (exact face)",
		critical: (n: number) => ({
			name: `Name (Custom critical ${n})`,
			sign: `Comparison (Custom critical ${n})`,
			value: `Value or formula (Custom critical ${n})`,
		}),
		macroName: "Name (Macro 1)",
		formula: "Dice formula (Macro 1)",
		toggle: "Odds of the type die",
		caption: "Odds of the type die by statistic value",
		row30: /^30\s+30%\s+1%\s+0%\s+5%\s+9%\s+5%$/,
		poolCaption: "The pool's successes by statistic value",
		exploding: /The critical success on 10 never happens/,
		sumNote: /The bot adds up the dice of \{\(Force\+1\)d6>=5\}.*\{ \{\{Force\+1\}\}d6>=5\}/,
		tripleBraces: /Three braces in a row.*\{ \{\{Force\+1\}\}d6>=5\}/,
	},
];

test.for(BUILDER)("the builder shows what the bot does ($lang)", async (words, { browser }) => {
	page = await openPage(browser);
	await goto(page, words.path);
	await scrollToBuilder(page);
	const current = page;
	// 1. Call of Cthulhu's type die: roll under the statistic, critical success on 1, three custom criticals.
	await current.getByLabel(words.diceType, { exact: true }).fill("1d100<=$");
	// The form's checks load on first use and may redraw it once: add the row until it is there.
	await expect
		.poll(async () => {
			if ((await current.getByLabel(words.name).count()) === 0) {
				await current.getByRole("button", { name: words.addStatistic }).click();
			}
			return current.getByLabel(words.name).count();
		})
		.toBe(1);
	await current.getByLabel(words.name).fill("Force");
	await current.getByLabel(words.min).fill("20");
	await current.getByLabel(words.max).fill("79");
	await current.getByLabel(words.success).fill("1");
	const customs = [
		{ name: "Extreme", sign: "<=", value: "floor($/5)" },
		{ name: "Hard", sign: "<=", value: "floor($/2)" },
		{ name: "Fumble", sign: ">=", value: "{{$ < 50 ? 96 : 100}}" },
	];
	for (const [index, custom] of customs.entries()) {
		const labels = words.critical(index + 1);
		await current.getByRole("button", { name: words.addCustomCritical }).click();
		await current.getByLabel(labels.name).fill(custom.name);
		await current.getByLabel(labels.sign).selectOption(custom.sign);
		await current.getByLabel(labels.value).fill(custom.value);
	}

	// 2. The odds table has a column per custom critical, each roll counted once in the bot's order.
	await current.getByRole("button", { name: words.toggle }).click();
	const table = current.getByRole("table", { name: words.caption });
	await expect.poll(() => table.isVisible()).toBe(true);
	const headers = await table.getByRole("columnheader").allInnerTexts();
	expect(headers.slice(-3)).toEqual(["Extreme", "Hard", "Fumble"]);
	await expect
		.poll(async () => (await table.getByRole("row", { name: /^30 / }).innerText()).replace(/\s+/g, " ").trim())
		.toMatch(words.row30);
	expect(await axeViolations(current, { include: ["form"] })).toEqual([]);

	// 3. A pool type die gets its successes per statistic value.
	await current.getByLabel(words.diceType, { exact: true }).fill("{$d6>=5}");
	await expect.poll(() => current.getByRole("table", { name: words.poolCaption }).isVisible()).toBe(true);

	// 4. A critical on the face the die explodes on is warned about under the type die.
	await current.getByLabel(words.diceType, { exact: true }).fill("1d10!+$>=15");
	await current.getByLabel(words.success).fill("10");
	await expect
		.poll(() => current.locator('[data-bot-note="criticalOnExplodingFace"]').allInnerTexts())
		.toContainEqual(expect.stringMatching(words.exploding));

	// 5. A macro whose pool is sized by a sum: noted with the counting form; three braces refused with it.
	await current.getByRole("button", { name: words.addMacro }).click();
	await current.getByLabel(words.macroName).fill("Tir");
	const formula = current.getByLabel(words.formula);
	await formula.fill("{(Force+1)d6>=5}");
	await expect
		.poll(() => current.locator('[data-bot-note="poolSizedBySum"]').allInnerTexts())
		.toContainEqual(expect.stringMatching(words.sumNote));
	await formula.fill("{{{Force+1}}d6>=5}");
	await formula.press("Tab");
	await expect.poll(() => current.locator("form").innerText()).toMatch(words.tripleBraces);
	expect(await axeViolations(current, { include: ["form"] })).toEqual([]);
	expect(current.consoleErrors).toEqual([]);
});

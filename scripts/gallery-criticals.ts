/**
 * What a critical looks like at the table for each gallery template: the
 * type die is test-rolled as the builder does (with a threshold, as a player
 * gives `success_threshold`) until each critical and custom critical shows,
 * and the bot's text for that roll is printed.
 *
 *   npm run gallery-criticals -- [--lang fr|en] [FILE...]
 *
 * Without files, every template of static/templates/. Labels are in the
 * file's language (`game.en.json` in English) unless --lang says otherwise. The threshold is the
 * type die's own comparison when it has one, else `>=` the median total.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { must, seededSource } from "../src/dice";
import { botMessage } from "../src/dice/bot";
import type { BotTemplate } from "../src/template/botSchema";
import { fromBotTemplate } from "../src/template/convert";
import { COMPARISON } from "../src/template/diceCheck";
import { testRollDiceType } from "../src/template/testRoll";

const SEEDS = 20_000;

function report(file: string, lang: string): string[] {
	const form = fromBotTemplate(JSON.parse(readFileSync(file, "utf8")) as BotTemplate);
	let threshold: string | undefined;
	if (!COMPARISON.test(form.diceType)) {
		const totals: number[] = [];
		for (let seed = 1; seed <= 201; seed += 1) {
			const { attempt } = testRollDiceType(form, seededSource(seed));
			if (attempt.ok) totals.push(must(attempt.result.lines[0], "a roll that went through has a line").total);
		}
		totals.sort((a, b) => a - b);
		threshold = `>=${totals[Math.floor(totals.length / 2)]}`;
	}
	const wanted = new Map<string, string | undefined>();
	if (form.critical.success.trim()) wanted.set("criticalSuccess", undefined);
	if (form.critical.failure.trim()) wanted.set("criticalFailure", undefined);
	for (const row of form.customCritical) if (row.name.trim()) wanted.set(`custom:${row.name.trim()}`, undefined);
	for (let seed = 1; seed <= SEEDS && [...wanted.values()].some((text) => text === undefined); seed += 1) {
		const test = testRollDiceType(form, seededSource(seed), { threshold });
		if (!test.attempt.ok) continue;
		const message = botMessage(test.attempt.result, test.reading, lang);
		if (!message.label) continue;
		const key = message.label.kind === "custom" ? `custom:${message.label.name}` : message.label.kind;
		if (wanted.has(key) && wanted.get(key) === undefined) wanted.set(key, message.text.trim().replaceAll("\n", " ⏎ "));
	}
	const name = path.basename(file);
	const lines = [`${name} — type die ${form.diceType}${threshold ? `, test threshold ${threshold}` : ""}`];
	if (wanted.size === 0) lines.push("  no critical and no custom critical");
	for (const [key, text] of wanted) lines.push(`  ${key}: ${text ?? `never shown in ${SEEDS} rolls`}`);
	return lines;
}

const args = process.argv.slice(2);
const langAt = args.indexOf("--lang");
const lang = langAt >= 0 ? (args[langAt + 1] ?? "fr") : undefined;
const files = args.filter((arg, index) => !arg.startsWith("--") && (langAt < 0 || index !== langAt + 1));
const list =
	files.length > 0
		? files
		: readdirSync("static/templates")
				.filter((entry) => entry.endsWith(".json"))
				.map((entry) => path.join("static/templates", entry));
for (const file of list) console.log(report(file, lang ?? (file.endsWith(".en.json") ? "en" : "fr")).join("\n"));

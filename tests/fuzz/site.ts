/**
 * The one adapter between the fuzz corpora and the site: each kind of case is
 * given to the site's highest-level public entry point here, and nowhere else,
 * so that when the dice engine is reshaped only this file follows it.
 */
import { rollExpression, seededSource } from "../../src/dice";
import { botMessage } from "../../src/dice/bot";
import { computeOdds } from "../../src/dice/odds";
import type { BotTemplate } from "../../src/template/botSchema";
import { checkImportCsvBytes } from "../../src/template/csv";
import { validateTemplateText } from "../../src/template/validate";
import type { FuzzCharacter } from "./generators/expressions";
import { draws } from "./generators/random";

/** How many raw draws a roll may take from a case's stream (the bot's own cap on explosions is far below). */
export const DRAW_STREAM = 5000;

export type SiteRoll =
	| {
			rolled: true;
			total: number;
			lineTotals: number[];
			successCount?: number;
			expression: string;
			/** The bot's reply as the site prints it, mention left out. */
			reply: { fr: string; en: string };
	  }
	| { rolled: false; code: string };

/** Rolls a case's expression on the case's recorded draws, as the site's roll blocks and playground do. */
export function siteRoll(expression: string, character: FuzzCharacter | undefined, drawSeed: number): SiteRoll {
	const stream = draws(drawSeed, DRAW_STREAM);
	let used = 0;
	const random = {
		next: () => {
			const value = stream[used % DRAW_STREAM] ?? 0;
			used += 1;
			return value;
		},
	};
	// Lines without a sheet were judged through /roll's steps, lines with one as a template's formula.
	const attempt = rollExpression(expression, { random, character, ...(character ? {} : { command: "roll" as const }) });
	if (!attempt.ok) return { rolled: false, code: attempt.error.code };
	const lines = attempt.result.lines;
	// A reply the bot's formatter throws on is recorded as `!name: message`; its text is checked by the unit tests.
	const reply = (lang: "fr" | "en") => {
		const message = botMessage(attempt.result, {}, lang);
		return message.error ? `!${message.error.name}: ${message.error.message}` : message.text;
	};
	return {
		rolled: true,
		total: lines.reduce((sum, line) => sum + line.total, 0),
		lineTotals: lines.map((line) => line.total),
		successCount: attempt.result.successCount,
		expression: attempt.result.expression,
		reply: { fr: reply("fr"), en: reply("en") },
	};
}

export type SiteTemplate = { ok: true } | { ok: false; codes: string[] };

/** A template file's text, checked as the builder's import and `validate-template` check it. */
export function siteTemplate(text: string): SiteTemplate {
	const verdict = validateTemplateText(text);
	if (verdict.ok) return { ok: true };
	return { ok: false, codes: [...new Set(verdict.issues.map((issue) => issue.code))] };
}

/** A CSV file's bytes, read and checked as the sheet-import page and `check-csv` do. */
export function siteCsv(bytes: Uint8Array, template: BotTemplate, privateChannel: boolean) {
	return checkImportCsvBytes(bytes, template, { privateChannel });
}

/**
 * The odds view's answer for an expression. `samples` lowers the estimate's cost when only acceptance matters;
 * they are then drawn from a fixed seed without a time budget, so the answer does not depend on the machine.
 */
export function siteOdds(expression: string, character?: FuzzCharacter, samples?: number) {
	const sampling = { samples, budgetMs: Number.POSITIVE_INFINITY, random: seededSource(36) };
	return computeOdds(expression, { character }, samples === undefined ? {} : sampling);
}

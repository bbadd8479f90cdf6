// The sample server as the model reads it, from the reader's choice: the character the box opens with,
// the sheet's values (typed values held to the template's bounds, combinations worked out) and the settings.
import type { BotLocale } from "@site/src/data/botCommands";
import { evaluateFormulaNumber, substituteStatisticNames } from "@site/src/dice";
import type { SampleServer, ServerTemplate } from "@site/src/dice/commands";
import { isGalleryId } from "./loadServerTemplate";
import {
	type BoxSettings,
	decodeSharedChoice,
	defaultChoice,
	parseChoiceText,
	type ServerChoice,
	sharedServer,
	sheetValue,
	storedChoiceText,
} from "./serverChoice";

/** The character of the default server: the D&D sample's values, by the names of its two files. */
const DEFAULT_VALUES: Record<BotLocale, Record<string, string>> = {
	fr: { Force: "14", Dextérité: "12", Constitution: "13", Intelligence: "10", Sagesse: "9", Charisme: "11" },
	en: { Strength: "14", Dexterity: "12", Constitution: "13", Intelligence: "10", Wisdom: "9", Charisma: "11" },
};

/** The shared choice (the page opened with a share link), else the stored one, else the server as the bot leaves it on joining, with the D&D sample. */
export function initialChoice(locale: BotLocale): ServerChoice {
	const shared = sharedServer(window.location.hash);
	const fromLink = shared === undefined ? undefined : decodeSharedChoice(shared, isGalleryId);
	const chosen = fromLink ?? parseChoiceText(storedChoiceText(locale), isGalleryId);
	return chosen ?? { ...defaultChoice(), values: { ...DEFAULT_VALUES[locale] } };
}

/** The server's settings as the model reads them, only those the reader set apart from the on-join state. */
export function modelSettings(settings: BoxSettings): SampleServer["settings"] {
	return {
		rollChannel: settings.rollChannel || undefined,
		deleteAfter: settings.deleteAfter * 1000,
		logs: settings.logs || undefined,
		context: settings.context || undefined,
		linkToLogs: settings.linkToLogs || undefined,
		sortOrder: settings.sortOrder || undefined,
	};
}

type Rules = NonNullable<ServerTemplate["statistics"]>;

/** Every statistic's value on the sheet: the typed ones within bounds, then the combinations worked out. */
export function sheetOf(statistics: [string, Rules[string]][], values: Readonly<Record<string, string>>) {
	const base = statistics
		.filter(([, rule]) => !rule.combinaison)
		.map(([name, rule]) => ({ name, value: sheetValue(values[name], rule) }));
	const combined: { name: string; value: number }[] = [];
	for (const [name, rule] of statistics) {
		if (!rule.combinaison) continue;
		try {
			// As the builder works combinations out (src/template/statisticValues.ts), without its form model (zod).
			const formula = substituteStatisticNames(rule.combinaison, base, { foldAccents: false });
			combined.push({ name, value: evaluateFormulaNumber(formula) });
		} catch {
			// A combination that cannot be worked out is left off the sheet, as the bot refuses to register it.
		}
	}
	return [...base, ...combined];
}

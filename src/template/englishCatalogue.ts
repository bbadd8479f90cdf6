/**
 * English sentences for Node tools (the validator command, tests), read from
 * the English catalogues the site reads, so that the site and the tools share
 * one source: `code.json` (every page's strings) and `tools.json` (the strings of
 * the code that loads on demand, plugins/tool-translations). Node only: it reads files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
	CODES_WITH_LOGS,
	errorMessageId,
	hintOf,
	type IssueReason,
	reasonOf,
	type TemplateFileProblem,
	type TemplateIssue,
} from "./errorCodes";
import { describeJsonPath } from "./jsonPath";
import { MAX_TEMPLATE_FILE_LABEL } from "./limits";
import { interpolate } from "./validate";

type Catalogue = Record<string, { message: string } | undefined>;

/** The English catalogues of `folder` (the site's `i18n/en`), as one. */
export function loadEnglishCatalogue(folder: string): Catalogue {
	const read = (name: string) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Catalogue;
	return { ...read("code.json"), ...read("tools.json") };
}

function lookup(catalogue: Catalogue, id: string): string {
	const entry = catalogue[id];
	if (!entry) throw new Error(`Missing English message "${id}" in the catalogues of i18n/en/`);
	return entry.message;
}

/** The engine's reason in English, as the site's roll output words it (src/dice/messages.ts). */
export function englishReason(catalogue: Catalogue, reason: IssueReason): string {
	const sentence = interpolate(lookup(catalogue, `liveDice.error.${reason.code}`), reason.values);
	if (reason.code !== "invalidNotation" || reason.values.position === undefined) return sentence;
	const detail = reason.values.found === "" ? "end" : "found";
	return `${sentence} ${interpolate(lookup(catalogue, `liveDice.error.invalidNotation.${detail}`), reason.values)}`;
}

/**
 * `statistics › "Force" › max: The maximum must be greater than the minimum`,
 * with the hint after a dash: the command prints one line per file.
 */
export function englishIssue(catalogue: Catalogue, issue: TemplateIssue): string {
	const reason = reasonOf(issue.values);
	const values = reason ? { ...issue.values, logs: englishReason(catalogue, reason) } : issue.values;
	const hint = hintOf(issue.values);
	// One line per issue: a message's own second line joins it after a dash too.
	const sentence = interpolate(lookup(catalogue, errorMessageId(issue.code)), values).replaceAll("\n", " — ");
	let second: string | undefined;
	if (hint) second = interpolate(lookup(catalogue, `templateBuilder.hint.${hint}`), values);
	else if (!CODES_WITH_LOGS.includes(issue.code) && reason) second = String(values?.logs);
	const message = second ? `${sentence} — ${second}` : sentence;
	const where = describeJsonPath(issue.path);
	return where ? `${where}: ${message}` : message;
}

/** `Invalid file type: Please select a JSON file.` */
export function englishFileProblem(catalogue: Catalogue, problem: TemplateFileProblem): string {
	const title = lookup(catalogue, `templateBuilder.file.${problem}.title`);
	const detail = interpolate(lookup(catalogue, `templateBuilder.file.${problem}.detail`), {
		max: MAX_TEMPLATE_FILE_LABEL,
	});
	return `${title}: ${detail}`;
}

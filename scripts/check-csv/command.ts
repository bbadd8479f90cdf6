// The sheet-import check command (scripts/check-csv.ts runs it from the terminal).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
	type CheckedRow,
	type CsvEncodingNote,
	type CsvFatal,
	type CsvIssue,
	checkImportCsvBytes,
	csvMessageKey,
	csvMessageValues,
} from "../../src/template/csv";
import { englishFileProblem, englishIssue, loadEnglishCatalogue } from "../../src/template/englishCatalogue";
import { MAX_CSV_FILE_BYTES, MAX_CSV_FILE_LABEL } from "../../src/template/limits";
import { readTemplateFile } from "../../src/template/templateFile";
import { interpolate } from "../../src/template/validate";
import type { CommandIo } from "../command/io";
import { escapeForTerminal } from "../validate-template/terminalText";

// npm runs scripts from the project root, where the English catalogue lives.
const catalogue = loadEnglishCatalogue(path.resolve("i18n/en"));

function sentence(issue: CsvIssue<string> | CsvFatal): string {
	const entry = catalogue[`csvCheck.issue.${csvMessageKey(issue)}`];
	if (!entry) throw new Error(`Missing English message for "${issue.code}" in i18n/en/tools.json`);
	return interpolate(entry.message, csvMessageValues(issue));
}

function described(issue: CsvIssue<string>) {
	return { code: issue.code, column: issue.column ?? null, message: sentence(issue) };
}

function encodingText(encoding: CsvEncodingNote): string {
	const entry = catalogue[`csvCheck.encoding.${encoding}`];
	if (!entry) throw new Error(`Missing English message for encoding "${encoding}" in i18n/en/tools.json`);
	return entry.message;
}

function fatalText(fatal: CsvFatal): string {
	return fatal.cause ? `${sentence(fatal)} ${sentence(fatal.cause)}` : sentence(fatal);
}

function rowReport(row: CheckedRow) {
	return {
		line: row.line,
		user: row.user,
		charName: row.charName,
		registered: row.registered,
		private: row.private,
		stats: row.stats,
		macros: row.macros,
		problems: row.problems.map(described),
		warnings: row.warnings.map(described),
	};
}

async function loadTemplate(file: string) {
	let size: number;
	try {
		size = (await stat(file)).size;
	} catch {
		throw new Error(`${file}: ${englishFileProblem(catalogue, "readError")}`);
	}
	const result = await readTemplateFile({ name: file, size, arrayBuffer: () => readFile(file) });
	if (result.kind === "fileProblem") throw new Error(`${file}: ${englishFileProblem(catalogue, result.problem)}`);
	if (!result.verdict.ok)
		throw new Error(`${file}: ${result.verdict.issues.map((issue) => englishIssue(catalogue, issue)).join("; ")}`);
	return result.verdict.template;
}

/** The page refuses a CSV over its limit; the command does too, before reading a byte of it. */
async function refuseOversizedCsv(file: string): Promise<void> {
	let size: number;
	try {
		size = (await stat(file)).size;
	} catch {
		throw new Error(`${file}: the file cannot be read.`);
	}
	const tooLarge = catalogue["csvCheck.file.tooLarge"];
	if (!tooLarge) throw new Error('Missing English message for "csvCheck.file.tooLarge" in i18n/en/tools.json');
	if (size > MAX_CSV_FILE_BYTES)
		throw new Error(interpolate(tooLarge.message, { name: file, max: MAX_CSV_FILE_LABEL }));
}

/** The command: its arguments in, the exit code out. */
export async function checkCsv(args: string[], io: CommandIo): Promise<number> {
	const privateChannel = args.includes("--private-channel");
	const files = args.filter((arg) => arg !== "--private-channel");
	if (files.length !== 2 || files.some((file) => file.startsWith("--"))) {
		io.err("usage: npm run --silent check-csv -- TEMPLATE.json FILE.csv [--private-channel]\n");
		return 2;
	}
	const [templateFile = "", csvFile = ""] = files;
	let bytes: Uint8Array;
	let template: Awaited<ReturnType<typeof loadTemplate>>;
	try {
		template = await loadTemplate(templateFile);
		await refuseOversizedCsv(csvFile);
		bytes = await readFile(csvFile);
	} catch (error) {
		io.err(`${escapeForTerminal(error instanceof Error ? error.message : String(error))}\n`);
		return 2;
	}
	// The sheet-import page's reading too: the bytes as the bot decodes Discord's attachment.
	const result = checkImportCsvBytes(bytes, template, { privateChannel });
	const report = {
		fatal: result.fatal ? fatalText(result.fatal) : null,
		encoding: result.encoding ? encodingText(result.encoding) : null,
		rows: result.rows.map(rowReport),
	};
	// JSON already escapes C0 controls; the line-wise pass adds C1 controls and direction marks.
	io.out(
		`${JSON.stringify(report, null, 2)
			.split("\n")
			.map((line) => escapeForTerminal(line))
			.join("\n")}\n`,
	);
	const clean = !result.fatal && result.rows.every((row) => row.registered && row.warnings.length === 0);
	return clean ? 0 : 1;
}

/**
 * Checks template files the way the site's builder does, before they are
 * uploaded to the bot:
 *
 *   npm run validate-template -- FILE...
 *
 * Prints `FILE: ok` or `FILE: error: MESSAGE` for each file (English messages
 * from the English catalogues, i18n/en/) and exits 0 when every file is valid, 1 otherwise
 * (2 when no file is given). What comes from a file, and the file's name, is
 * printed with its control characters escaped (terminalText.ts).
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { englishFileProblem, englishIssue, loadEnglishCatalogue } from "../src/template/englishCatalogue";
import { readTemplateFile } from "../src/template/templateFile";
import { escapeForTerminal } from "./validate-template/terminalText";

// npm runs scripts from the project root, where the English catalogue lives.
const catalogue = loadEnglishCatalogue(path.resolve("i18n/en"));

async function checkFile(file: string): Promise<string | undefined> {
	let size: number;
	try {
		size = (await stat(file)).size;
	} catch {
		return englishFileProblem(catalogue, "readError");
	}
	const result = await readTemplateFile({ name: file, size, arrayBuffer: () => readFile(file) });
	if (result.kind === "fileProblem") return englishFileProblem(catalogue, result.problem);
	if (result.verdict.ok) return undefined;
	return result.verdict.issues.map((issue) => englishIssue(catalogue, issue)).join("; ");
}

async function main(files: string[]): Promise<number> {
	if (files.length === 0) {
		console.error("usage: npm run validate-template -- FILE...");
		return 2;
	}
	let failed = 0;
	for (const file of files) {
		const error = await checkFile(file);
		const name = escapeForTerminal(file);
		if (error === undefined) {
			console.log(`${name}: ok`);
		} else {
			failed += 1;
			console.log(`${name}: error: ${escapeForTerminal(error)}`);
		}
	}
	return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => {
	process.exitCode = code;
});

// The validator command (scripts/validate-template.ts runs it from the terminal).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { englishFileProblem, englishIssue, loadEnglishCatalogue } from "../../src/template/englishCatalogue";
import { readTemplateFile } from "../../src/template/templateFile";
import type { CommandIo } from "../command/io";
import { escapeForTerminal } from "./terminalText";

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

/** The command: the files to check in, the exit code out. */
export async function validateTemplates(files: string[], io: CommandIo): Promise<number> {
	if (files.length === 0) {
		io.err("usage: npm run validate-template -- FILE...\n");
		return 2;
	}
	let failed = 0;
	for (const file of files) {
		const error = await checkFile(file);
		const name = escapeForTerminal(file);
		if (error === undefined) {
			io.out(`${name}: ok\n`);
		} else {
			failed += 1;
			io.out(`${name}: error: ${escapeForTerminal(error)}\n`);
		}
	}
	return failed > 0 ? 1 : 0;
}

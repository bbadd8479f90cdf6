// Two ways to run a command of scripts/: in this process, keeping what it writes (most cases: the modules are
// already loaded), or as npm starts it, in a new process with tsx (once per command: the entry file, the exit
// code and the real output streams).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Command } from "../../scripts/command/io";

export type CommandResult = { code: number; stdout: string; stderr: string };

export async function runInProcess(main: Command, ...args: string[]): Promise<CommandResult> {
	let stdout = "";
	let stderr = "";
	const code = await main(args, {
		out: (text) => {
			stdout += text;
		},
		err: (text) => {
			stderr += text;
		},
	});
	return { code, stdout, stderr };
}

const execFileAsync = promisify(execFile);

export async function runWithTsx(script: string, ...args: string[]): Promise<CommandResult> {
	try {
		const { stdout, stderr } = await execFileAsync(path.resolve("node_modules/.bin/tsx"), [script, ...args]);
		return { code: 0, stdout, stderr };
	} catch (error) {
		const failure = error as { code: number; stdout: string; stderr: string };
		return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
	}
}

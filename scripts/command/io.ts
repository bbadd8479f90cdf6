/**
 * Where a command writes. npm's run gives it the terminal; a test calls the command in its own process and keeps
 * what it wrote, without starting Node and tsx again for each case.
 */
export interface CommandIo {
	out(text: string): void;
	err(text: string): void;
}

/** A command of scripts/: its arguments and where to write in, its exit code out. */
export type Command = (args: string[], io: CommandIo) => Promise<number>;

const terminalIo: CommandIo = {
	out: (text) => process.stdout.write(text),
	err: (text) => process.stderr.write(text),
};

/** Runs a command's `main` on the process's arguments, then sets the exit code it gives. */
export function runFromTerminal(main: Command): void {
	main(process.argv.slice(2), terminalIo).then(
		(code) => {
			process.exitCode = code;
		},
		(error: unknown) => {
			process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
			process.exitCode = 2;
		},
	);
}

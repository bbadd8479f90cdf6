/**
 * Logging stood in: tslog's Logger keeps what the bot logs at warn level and above, for the harness to report beside a
 * play, and prints nothing.
 */
export interface ILogObj {
	[name: string]: unknown;
}
export type IPrettyLogStyles = Record<string, unknown>;
export type ISettingsParam<_T> = Record<string, unknown>;
export interface Transport<_T> {
	format?: string;
	write?: (record: unknown, line: string) => void;
}

export const loggedProblems: string[] = [];

// ORACLE_TRACE=stacks keeps each error's stack, to find which part of the harness a handler missed.
const describe = (args: unknown[]) =>
	args
		.map((arg) =>
			arg instanceof Error
				? process.env.ORACLE_TRACE === "stacks"
					? `${arg.stack} (cause: ${arg.cause instanceof Error ? arg.cause.stack : String(arg.cause)})`
					: `${arg.name}: ${arg.message}`
				: String(arg),
		)
		.join(" ");

export class Logger<_T = ILogObj> {
	settings: Record<string, unknown>;
	constructor(settings: Record<string, unknown> = {}) {
		this.settings = settings;
	}
	silly(..._args: unknown[]): void {}
	trace(..._args: unknown[]): void {}
	debug(..._args: unknown[]): void {}
	info(..._args: unknown[]): void {}
	warn(...args: unknown[]): void {
		loggedProblems.push(`warn: ${describe(args)}`);
	}
	error(...args: unknown[]): void {
		loggedProblems.push(`error: ${describe(args)}`);
	}
	fatal(...args: unknown[]): void {
		loggedProblems.push(`fatal: ${describe(args)}`);
	}
	attachTransport(_transport: unknown): void {}
	getSubLogger(settings: Record<string, unknown> = {}): Logger<_T> {
		return new Logger<_T>(settings);
	}
}

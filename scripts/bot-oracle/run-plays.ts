/**
 * Runs in the oracle's own packages (scripts/bot-oracle/node_modules) with the bot's files: reads plays as JSON lines
 * on its input file, checks each option against the bot's own command data (a play naming an option the bot does not
 * have is the generator's mistake), plays them and writes one verdict a line.
 *   tsx --tsconfig scripts/bot-oracle/tsconfig.json scripts/bot-oracle/run-plays.ts PLAYS.jsonl VERDICTS.jsonl
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { OracleCase } from "./case";
import { play } from "./play";

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: run-plays.ts PLAYS.jsonl VERDICTS.jsonl");
const plays = readFileSync(input, "utf8")
	.split("\n")
	.filter(Boolean)
	.map((line) => JSON.parse(line) as OracleCase);

const { ALL_COMMANDS_BY_NAME } = (await import("commands")) as {
	ALL_COMMANDS_BY_NAME: Map<string, { data: { toJSON(): CommandJson } }>;
};
interface CommandJson {
	name: string;
	options?: CommandJson[];
	type?: number;
}
function optionNames(item: OracleCase & { kind: "command" }): Set<string> {
	const command = ALL_COMMANDS_BY_NAME.get(item.command)?.data.toJSON();
	if (!command) throw new Error(`${item.id}: the bot has no command "${item.command}"`);
	const scope = item.subcommand ? command.options?.find((option) => option.name === item.subcommand) : command;
	if (!scope) throw new Error(`${item.id}: /${item.command} has no subcommand "${item.subcommand}"`);
	return new Set((scope.options ?? []).map((option) => option.name));
}

const lines: string[] = [];
const started = performance.now();
for (const item of plays) {
	if (item.kind === "command") {
		const known = optionNames(item);
		for (const name of Object.keys(item.options))
			if (!known.has(name))
				throw new Error(`${item.id}: /${item.command} ${item.subcommand ?? ""} has no option "${name}"`);
	}
	if (process.env.ORACLE_TRACE) process.stderr.write(`${item.id}\n`);
	lines.push(JSON.stringify({ id: item.id, ...(await play(item)) }));
}
writeFileSync(output, `${lines.join("\n")}\n`);
process.stderr.write(`${plays.length} plays in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(0);

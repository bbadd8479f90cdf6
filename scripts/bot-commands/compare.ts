import { type BotCommand, type BotOption, listCommandEntries } from "../../src/data/botCommands";

/** One difference between two command sets, for a person: `+` added, `-` removed, `~` changed. */
export interface CommandChange {
	readonly sign: "+" | "-" | "~";
	readonly text: string;
}

function optionFacts(option: BotOption): string {
	const { name, ...facts } = option;
	return JSON.stringify({ fr: name.fr, ...facts });
}

/**
 * What changed from `before` to `after`: commands, groups, subcommands, context-menu entries and options added or
 * removed, and the names, types, required flags and limits that changed. Entries are matched by their English path,
 * options by their English name within their command.
 */
export function compareCommandSets(before: readonly BotCommand[], after: readonly BotCommand[]): CommandChange[] {
	const index = (commands: readonly BotCommand[]) =>
		new Map(listCommandEntries(commands).map((entry) => [entry.path.en.join(" "), entry]));
	const old = index(before);
	const current = index(after);
	const changes: CommandChange[] = [];
	for (const [key, entry] of current) {
		const label = `${entry.kind} /${key} (fr: /${entry.path.fr.join(" ")})`;
		const previous = old.get(key);
		if (!previous) {
			changes.push({ sign: "+", text: label });
			continue;
		}
		if (previous.path.fr.join(" ") !== entry.path.fr.join(" "))
			changes.push({ sign: "~", text: `${label}: French name was /${previous.path.fr.join(" ")}` });
		const oldOptions = new Map(previous.options.map((option) => [option.name.en, option]));
		const newOptions = new Map(entry.options.map((option) => [option.name.en, option]));
		for (const [name, option] of newOptions) {
			const was = oldOptions.get(name);
			if (!was)
				changes.push({ sign: "+", text: `option ${name} of /${key} (fr: ${option.name.fr}) ${optionFacts(option)}` });
			else if (optionFacts(was) !== optionFacts(option))
				changes.push({ sign: "~", text: `option ${name} of /${key}: ${optionFacts(was)} → ${optionFacts(option)}` });
		}
		for (const name of oldOptions.keys())
			if (!newOptions.has(name)) changes.push({ sign: "-", text: `option ${name} of /${key}` });
		const oldOrder = [...oldOptions.keys()].filter((name) => newOptions.has(name)).join(",");
		const newOrder = [...newOptions.keys()].filter((name) => oldOptions.has(name)).join(",");
		if (oldOrder !== newOrder) changes.push({ sign: "~", text: `options of /${key} reordered: ${newOrder}` });
	}
	for (const [key, entry] of old)
		if (!current.has(key)) changes.push({ sign: "-", text: `${entry.kind} /${key} (fr: /${entry.path.fr.join(" ")})` });
	return changes;
}

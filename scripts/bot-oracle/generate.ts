/**
 * Plays for the bot oracle, from a seed: what players type to the bot, drawn from the bot's features rather than the
 * site's model. Each command the site's command box answers with each of its options (`/roll` and its criticals,
 * comment and `hidden`; `/calc`, `/math`; the `/gm` subcommands), plain messages (rolls whole or in brackets, with
 * comments, ` @Name`, prose the bot leaves alone), and the server settings that change a reply (the on-join
 * defaults, thread copies on and off, a roll channel, `deleteAfter`, `disableCompare`, pity, hidden rolls, logs,
 * context links, sort order), in both languages, with the error paths of the issue.
 */
import { generateExpressions } from "../../tests/fuzz/generators/expressions";
import { type Chance, chance } from "../../tests/fuzz/generators/random";
import type { OracleCase, OraclePlayInput, OracleServer } from "./case";
import { CHANNEL_ID, HIDDEN_ID, LOGS_ID } from "./ids";

/** What the bot stores when it joins a server (`events/on_join.ts`). */
export const ON_JOIN_SETTINGS = { converted: true, disableThread: true };

/** Settings a server may hold, each one the bot reads while it answers a roll. */
const SETTINGS: readonly { name: string; settings?: Record<string, unknown> }[] = [
	{ name: "never set" },
	{ name: "on join", settings: ON_JOIN_SETTINGS },
	{ name: "threads on", settings: { converted: true, disableThread: false } },
	{ name: "roll channel", settings: { converted: true, rollChannel: CHANNEL_ID } },
	{ name: "delete after 1 min", settings: { converted: true, deleteAfter: 60_000 } },
	{ name: "never delete", settings: { converted: true, deleteAfter: 0 } },
	{ name: "compare off", settings: { converted: true, disableCompare: true } },
	{ name: "pity 3", settings: { converted: true, pity: 3 } },
	{ name: "hidden rolls channel", settings: { converted: true, hiddenRoll: HIDDEN_ID } },
	{ name: "hidden rolls", settings: { converted: true, hiddenRoll: true } },
	{ name: "logs", settings: { converted: true, logs: LOGS_ID } },
	{ name: "context", settings: { converted: true, context: true, linkToLogs: true } },
	{ name: "sorted ascending", settings: { converted: true, sortOrder: "sa" } },
	{ name: "sorted descending", settings: { converted: true, sortOrder: "sd" } },
];

const CHANNELS = ["table-de-jeu", "🎲-dés", "general"] as const;

/** Lines the issue found the site reading otherwise, each played in both languages. */
export const ISSUE_LINES: readonly string[] = [
	"1d0",
	"999999d6",
	"-1d20",
	"1d20+*5",
	"3d8=5",
	"1d6r=1",
	">=abc",
	"1d20>=10>abc",
	"0#1d20",
	"101#1d20",
	"x#1d6",
	"3#1d20;&+2",
	"1d20>=",
	"{4d8;&+3}",
	"4d6sa",
	"4d6sd",
	"3#4d6sa",
	"{3#1d20>=10}",
	"#",
	"1d20 /* note */",
	"1d20+0",
	"1d20 [Attack];&+1d6 [Damage]",
	`${"1d6+".repeat(300)}1d6`,
	"1d20+5>=12 # Crocheter la serrure",
	"2d6+3;&*2[critique] # Coup d'épée",
];

const COMMENTS = ["", "", "Attaque", "Jet de perception", "# fuite", "[Épée longue]", "coup de poing"];

function server(random: Chance): OracleServer {
	const picked = random.pick(SETTINGS);
	const channel = random.maybe(0.8) ? "table-de-jeu" : random.pick(CHANNELS);
	return picked.settings ? { channel, settings: structuredClone(picked.settings) } : { channel };
}

function rollCase(random: Chance, line: string): OraclePlayInput {
	const options: Record<string, string | boolean> = { dice: line };
	const extra = random.next();
	if (extra < 0.12) options.comments = random.pick(COMMENTS.filter(Boolean));
	else if (extra < 0.2) options.critical_success = String(random.pick([">=19", "20", "<=5", "=1"]));
	else if (extra < 0.26) options.critical_failure = String(random.pick(["1", "<=2", ">=99"]));
	if (random.maybe(0.1)) options.hidden = random.maybe(0.7);
	if (random.maybe(0.1))
		return { kind: "command", command: "gm", subcommand: "roll", options, server: server(random), moderator: true };
	return { kind: "command", command: "roll", options, server: server(random) };
}

function calcCase(random: Chance): OraclePlayInput {
	const expression = random.pick([
		"2+3",
		"(4*5)/2",
		"10/0",
		"2^10",
		"sqrt(16)",
		"1d6+2",
		"abs(-3)",
		"3%2",
		"x+1",
		"1+",
	]);
	const options: Record<string, string | boolean> = { expression };
	if (random.maybe(0.3)) options.comments = random.pick(["Dégâts", "total"]);
	if (random.maybe(0.15)) options.hidden = true;
	return { kind: "command", command: "math", options, server: server(random) };
}

function messageText(random: Chance, line: string): string {
	const shape = random.next();
	if (shape < 0.45) return line;
	if (shape < 0.6) return `${line} ${random.pick(COMMENTS.filter(Boolean))}`;
	if (shape < 0.75)
		return `${random.pick(["J'attaque", "Je tente", "Roll"])} [${line}] ${random.pick(["", "maintenant"])}`.trim();
	if (shape < 0.82) return `${line} @${random.pick(["Maëlle", "Lou"])}`;
	if (shape < 0.9)
		return random.pick([
			"Bonjour à tous",
			"> citation",
			"- liste",
			"`code`",
			"https://example.org",
			"_ _",
			"(hors jeu)",
		]);
	return `${line} # ${random.pick(["fuite", "attaque surprise"])}`;
}

/** `count` plays from `seed`: the issue's lines first, in both languages, then generated ones. */
export function generatePlays(seed: number, count: number): OracleCase[] {
	const random = chance(seed);
	const lines = generateExpressions(seed, count, false).map((item) => item.expression);
	const plays: OracleCase[] = [];
	let index = 0;
	const push = (play: OraclePlayInput, lang: "fr" | "en") => {
		plays.push({ ...play, id: `play-${seed}-${index}`, lang, drawSeed: random.int(1, 2 ** 31 - 1) } as OracleCase);
		index += 1;
	};
	for (const line of ISSUE_LINES)
		for (const lang of ["fr", "en"] as const) {
			push({ kind: "command", command: "roll", options: { dice: line }, server: { channel: "table-de-jeu" } }, lang);
			push({ kind: "message", content: line, server: { channel: "table-de-jeu" } }, lang);
		}
	for (let at = 0; plays.length < count; at += 1) {
		const lang = random.maybe(0.5) ? "fr" : "en";
		const line = lines[at % lines.length] ?? "1d20";
		const kind = random.next();
		if (kind < 0.55) push(rollCase(random, line), lang);
		else if (kind < 0.62) push(calcCase(random), lang);
		else push({ kind: "message", content: messageText(random, line), server: server(random) }, lang);
	}
	return plays.slice(0, count);
}

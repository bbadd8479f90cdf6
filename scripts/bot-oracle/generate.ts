/**
 * Plays for the bot oracle, from a seed: what players type to the bot, drawn from the bot's features rather than the
 * site's model. Each command the site's command box answers with each of its options (`/roll` and its criticals,
 * comment and `hidden`; `/calc`, `/math`; the `/gm` subcommands), plain messages (rolls whole or in brackets, with
 * comments, ` @Name`, prose the bot leaves alone), and the server settings that change a reply (the on-join
 * defaults, thread copies on and off, a roll channel, `deleteAfter`, `disableCompare`, pity, hidden rolls, logs,
 * context links, sort order), in both languages, with the error paths of the issue.
 */
import { readFileSync } from "node:fs";
import { generateExpressions } from "../../tests/fuzz/generators/expressions";
import { type Chance, chance } from "../../tests/fuzz/generators/random";
import type { OracleCase, OraclePlayInput, OracleServer, OracleSheet } from "./case";
import { CHANNEL_ID, HIDDEN_ID, LOGS_ID, PLAYER_ID } from "./ids";

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

/** The gallery's templates in each language (static/templates/, one file for a game with one edition). */
export const GALLERY: Record<"fr" | "en", readonly string[]> = {
	fr: [
		"apocalypse-world.fr.json",
		"blades-style.fr.json",
		"call-of-cthulhu-7e.fr.json",
		"chroniques-oubliees.json",
		"dnd-5e.fr.json",
		"fate-core.fr.json",
		"savage-worlds.fr.json",
		"vampire-v5.fr.json",
		"warhammer-4e.fr.json",
	],
	en: [
		"apocalypse-world.en.json",
		"blades-style.en.json",
		"call-of-cthulhu-7e.en.json",
		"chroniques-oubliees.json",
		"dnd-5e.en.json",
		"fate-core.en.json",
		"savage-worlds.en.json",
		"vampire-v5.en.json",
		"warhammer-4e.en.json",
	],
};

interface GalleryTemplate {
	charName?: boolean;
	statistics?: Record<string, { min?: number; max?: number; combinaison?: string; exclude?: boolean }>;
	damage?: Record<string, string>;
}

/** A gallery template's file as an admin uploads it. */
export function galleryFile(file: string): string {
	return readFileSync(new URL(`../../static/templates/${file}`, import.meta.url), "utf8");
}

const templates = new Map<string, GalleryTemplate>();
export function galleryTemplate(file: string): GalleryTemplate {
	let found = templates.get(file);
	if (!found) {
		found = JSON.parse(galleryFile(file)) as GalleryTemplate;
		templates.set(file, found);
	}
	return found;
}

const CHARACTERS = ["Maëlle", "Ivo", "Sœur Agathe", "brann"];

/**
 * A character drawn within the template's bounds (computed statistics are left to registering). The bot's /import,
 * which registers the oracle's sheets, refuses a row holding a 0 (it reads 0 as a missing cell): most sheets are
 * drawn from 1 up so that games with ratings from 0 (Blades, Fate) still get registered sheets, one in four from 0.
 */
function sheetOf(random: Chance, file: string): OracleSheet {
	const template = galleryTemplate(file);
	const stats: Record<string, number> = {};
	const fromZero = random.maybe(0.25);
	for (const [name, rule] of Object.entries(template.statistics ?? {})) {
		const min = fromZero ? (rule.min ?? 1) : Math.max(1, rule.min ?? 1);
		if (!rule.combinaison) stats[name] = random.int(min, rule.max ?? Math.max(20, min + 10));
	}
	const named = template.charName || random.maybe(0.3);
	return {
		template: file,
		...(named ? { charName: random.pick(CHARACTERS) } : {}),
		stats,
		registered: random.maybe(0.9),
	};
}

/** Lower case without accents: a name as a player types it in a hurry. */
function hurried(name: string): string {
	return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A name as a player gives it: as written, hurried, cut short, or one the sheet does not have. */
function typedName(random: Chance, names: readonly string[], unknown: string): string {
	const name = names.length ? random.pick(names) : unknown;
	const shape = random.next();
	if (shape < 0.6) return name;
	if (shape < 0.75) return hurried(name);
	if (shape < 0.88) return name.slice(0, Math.max(2, Math.ceil(name.length / 2)));
	return unknown;
}

/** The options `/dbroll` and `/macro` share: expression, thresholds, opposition, comment, character. */
function sheetOptions(random: Chance, sheet: OracleSheet): Record<string, string> {
	const options: Record<string, string> = {};
	if (random.maybe(0.35)) options.expression = random.pick(["+2", "-1", "2", "+0", "0", "1d4", "+1d6", "*2", "x"]);
	if (random.maybe(0.25)) options.success_threshold = random.pick([">=15", "15", "<=10", ">3", "<=$", ">=abc"]);
	if (random.maybe(0.12)) options.opposition = random.pick([">=12", "<8", "abc", ">1d20", "=4"]);
	if (random.maybe(0.2)) options.comments = random.pick(["Je force la porte", "Attack", "# fuite"]);
	if (random.maybe(0.12)) options.character = random.maybe(0.6) && sheet.charName ? hurried(sheet.charName) : "Inconnu";
	return options;
}

/** A play on a server with a gallery template and the player's sheet: the sheet commands, and rolls naming stats. */
function sheetPlay(random: Chance, lang: "fr" | "en", line: string): OraclePlayInput {
	const file = random.pick(GALLERY[lang]);
	const sheet = sheetOf(random, file);
	const template = galleryTemplate(file);
	const stats = Object.keys(template.statistics ?? {});
	const macros = Object.keys(template.damage ?? {});
	// Registering a template needs the settings a server holds from the bot's arrival (updateMemory).
	const base = server(random);
	const settings = base.settings ?? structuredClone(ON_JOIN_SETTINGS);
	const place: OracleServer = { ...base, settings, sheet };
	const stat = () => typedName(random, stats, "Chance");
	const kind = random.next();
	if (kind < 0.4) {
		const options: Record<string, string> = { ...sheetOptions(random, sheet) };
		if (random.maybe(0.9)) options.statistic = stat();
		if (random.maybe(0.15))
			return {
				kind: "command",
				command: "gm",
				subcommand: "dbroll",
				options: { ...options, player: PLAYER_ID },
				server: place,
				moderator: true,
			};
		return { kind: "command", command: "dbroll", options, server: place };
	}
	if (kind < 0.7) {
		const options: Record<string, string> = {
			name: typedName(random, macros, "Fireball"),
			...sheetOptions(random, sheet),
		};
		if (random.maybe(0.1)) options.critical_success = random.pick([">=19", "20"]);
		if (random.maybe(0.15))
			return {
				kind: "command",
				command: "gm",
				subcommand: "macro",
				options: { ...options, player: PLAYER_ID },
				server: place,
				moderator: true,
			};
		return { kind: "command", command: "macro", options, server: place };
	}
	const named = `$${stats.length ? random.pick(stats).replaceAll(" ", "") : "Force"}`;
	const formula = random.pick([
		`1d20+${named}`,
		`1d100<=${named}`,
		`{${named}d6>=5}`,
		`${line}+${named}`,
		"1d20+$",
		line,
	]);
	const who = sheet.charName && random.maybe(0.2) ? ` @${sheet.charName.split(" ")[0]}` : "";
	if (kind < 0.85) return { kind: "command", command: "roll", options: { dice: `${formula}${who}` }, server: place };
	if (kind < 0.93) return { kind: "message", content: `${formula}${who}`, server: place };
	return {
		kind: "command",
		command: "display",
		options: random.maybe(0.3) ? { character: typedName(random, CHARACTERS, "Inconnu") } : {},
		server: place,
	};
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
		if (kind < 0.4) push(sheetPlay(random, lang, line), lang);
		else if (kind < 0.72) push(rollCase(random, line), lang);
		else if (kind < 0.77) push(calcCase(random), lang);
		else push({ kind: "message", content: messageText(random, line), server: server(random) }, lang);
	}
	return plays.slice(0, count);
}

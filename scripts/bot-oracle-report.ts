// How far the site agrees with the bot oracle's corpus (tests/fixtures/bot-oracle/plays.json.gz), without the bot:
//
//   npm run bot-oracle:report [-- --show N] [--family NAME] [--plays FILE] [--corpus FILE] [--write-pending]
//       Prints the agreement per command, per language and per server setting, then the first N differing plays
//       (5 unless told) with what each side sent. --write-pending writes the differing plays to
//       tests/fixtures/bot-oracle/pending.json, which the corpus test holds the site to. --plays reads a file whose
//       lines start with play ids (play-52-48 …) and judges those plays alone, to work on one kind quickly.
//       --corpus reads another corpus (a held-out seed) in place of the committed one.
import { readFileSync, writeFileSync } from "node:fs";
import {
	comparePlay,
	deliberatePlays,
	familyOf,
	loadOracleCorpus,
	ORACLE_DELIBERATE,
	ORACLE_PENDING,
	type OracleDeliberate,
	type OraclePending,
	playKey,
	playNumber,
} from "../tests/fuzz/botOracle";

function option(args: string[], name: string): string | undefined {
	const at = args.indexOf(`--${name}`);
	return at >= 0 ? args[at + 1] : undefined;
}

function settingsName(settings: Record<string, unknown> | undefined): string {
	if (!settings) return "never set";
	const keys = Object.keys(settings).filter((key) => key !== "converted");
	return keys.length ? keys.map((key) => `${key}=${JSON.stringify(settings[key])}`).join(" ") : "converted only";
}

const args = process.argv.slice(2);
const show = Number(option(args, "show") ?? 5);
const family = option(args, "family");
const playsFile = option(args, "plays");
const only = playsFile
	? new Set(
			readFileSync(playsFile, "utf8")
				.split("\n")
				.map((line) => line.match(/play-\d+-\d+/)?.[0])
				.filter((id): id is string => Boolean(id)),
		)
	: undefined;
const corpusFile = option(args, "corpus");
const corpus = corpusFile ? loadOracleCorpus(corpusFile) : loadOracleCorpus();
const listed = JSON.parse(readFileSync(ORACLE_DELIBERATE, "utf8")) as OracleDeliberate;
// The list names plays of the committed seed by number: on another seed the same numbers are other plays.
const deliberate = listed.seed === corpus.seed ? deliberatePlays(listed) : new Map<string, string>();
const deliberateCounts = new Map<string, number>();
const tables = {
	family: new Map<string, [number, number]>(),
	language: new Map(),
	template: new Map(),
	settings: new Map(),
} as Record<string, Map<string, [number, number]>>;
const differing: { id: string; detail: string }[] = [];
let agree = 0;
const pending: OraclePending = { seed: corpus.seed, byFamily: {} };
for (const play of corpus.plays) {
	if (family && familyOf(play) !== family) continue;
	if (only && !only.has(play.id)) continue;
	const result = comparePlay(play);
	const listedAs = deliberate.get(playKey(play));
	if (result.agree) agree += 1;
	else if (listedAs) deliberateCounts.set(listedAs, (deliberateCounts.get(listedAs) ?? 0) + 1);
	else {
		const numbers = pending.byFamily[familyOf(play)] ?? [];
		numbers.push(playNumber(play.id));
		pending.byFamily[familyOf(play)] = numbers;
	}
	if (!result.agree && !listedAs && differing.length < show)
		differing.push({
			id: play.id,
			detail: JSON.stringify(
				{ play: { ...play, bot: undefined }, bot: play.bot.posts, site: result.site.posts, crash: result.crash },
				null,
				1,
			),
		});
	const keys = {
		family: familyOf(play),
		language: play.lang,
		template: play.server.sheet
			? `${play.server.sheet.template}${play.server.sheet.registered ? "" : " (no sheet)"}`
			: "none",
		settings: settingsName(play.server.settings),
	};
	for (const [table, key] of Object.entries(keys)) {
		const row = tables[table]?.get(key) ?? [0, 0];
		row[0] += result.agree ? 1 : 0;
		row[1] += 1;
		tables[table]?.set(key, row);
	}
}
const total = [...(tables.family?.values() ?? [])].reduce((sum, row) => sum + row[1], 0);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
console.log(`the bot ${corpus.release}: the site agrees on ${agree} of ${total} plays (${percent(agree, total)})`);
for (const [table, rows] of Object.entries(tables)) {
	console.log(`\nby ${table}`);
	for (const [key, [yes, all]] of [...rows.entries()].sort((a, b) => b[1][1] - a[1][1]))
		console.log(`  ${key.padEnd(40)} ${String(yes).padStart(6)} / ${String(all).padEnd(6)} ${percent(yes, all)}`);
}
const kept = [...deliberateCounts.values()].reduce((sum, count) => sum + count, 0);
console.log(`\ndeliberate differences (deliberate.json): ${kept} plays`);
for (const [name, count] of deliberateCounts) console.log(`  ${name.padEnd(40)} ${String(count).padStart(6)}`);
for (const item of differing) console.log(`\n${item.id}\n${item.detail}`);
if (args.includes("--write-pending")) {
	if (corpusFile) throw new Error("--write-pending lists the committed corpus's plays: leave --corpus out");
	if (family || only) throw new Error("--write-pending reads every play: leave --family and --plays out");
	writeFileSync(ORACLE_PENDING, `${JSON.stringify(pending)}\n`);
	console.log(`\n${total - agree - kept} pending plays written to tests/fixtures/bot-oracle/pending.json`);
}

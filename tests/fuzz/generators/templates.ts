/**
 * Character-sheet templates in the bot's JSON format, generated from a seed:
 * ordinary ones built from parts the gallery uses, and traps (a minimum of 0,
 * names glued to dice, unknown or misspelled names, custom criticals with `$`
 * and dice, macros that are not dice, wrong types, limits) mixed in.
 */
import { type Chance, chance } from "./random";

export interface TemplateCase {
	id: string;
	/** The file's text as an administrator would upload it. */
	text: string;
}

const NAMES = [
	"Force",
	"Dextérité",
	"Constitution",
	"Agilité",
	"ArmesAFeu",
	"Volonté",
	"Perception",
	"Charisme",
	"FOR",
	"ÉDU",
	"Santé",
	"Discrétion",
	"Fi",
	"D",
	"Karma",
	"Logique",
] as const;

const TYPE_DICE = [
	"1d20+$",
	"1d20+$>=15",
	"1d100<=$",
	"2d6+$>=7",
	"{$d6>=5}",
	"{$d10>=7}",
	"3d6<=$",
	"1d10!+$>=15",
	"4dF+$",
	"1d20+{{floor(($-10)/2)}}",
	"1d20+{{floor(($-10)/2)}}>=10",
	"{{$+1}}d6",
	"1d$",
	"1d20+$+",
	"1d20+$>=",
	"{(2+$)d6>=5}",
	"1d0+$",
	"$",
	"1d20+$ {cs:>=20}",
	"",
	"  ",
	"1d20+Force",
] as const;

const SIGNS = ["<", ">", "<=", ">=", "!=", "==", "=", "=>"] as const;

function name(random: Chance, taken: Set<string>): string {
	for (let tries = 0; tries < 10; tries += 1) {
		const base = random.pick(NAMES);
		const candidate = random.maybe(0.1) ? `${base} ${random.int(1, 3)}` : base;
		if (!taken.has(candidate)) {
			taken.add(candidate);
			return candidate;
		}
	}
	const fallback = `Stat${taken.size}`;
	taken.add(fallback);
	return fallback;
}

/** Safe picks for an ordinary template, traps for the rest. */
function either<T>(random: Chance, safe: boolean, ordinary: readonly T[], traps: readonly T[]): T {
	return random.pick(safe || random.maybe(0.6) ? ordinary : traps);
}

function statistics(random: Chance, safe: boolean) {
	const taken = new Set<string>();
	const count = !safe && random.maybe(0.05) ? random.int(24, 27) : random.int(1, 6);
	const result: Record<string, Record<string, unknown>> = {};
	const bases: string[] = [];
	for (let index = 0; index < count; index += 1) {
		const key = count > 16 ? `Stat${index}` : name(random, taken);
		const entry: Record<string, unknown> = {};
		if (bases.length > 0 && random.maybe(0.15)) {
			const other = random.pick(bases);
			entry.combinaison = either(
				random,
				safe,
				[`${other}*2`, `floor(${other}/2)`, `${other}+1`],
				[`${other}+Inconnue`, `${other}+`, `${other}/0`, `${other.toLowerCase()}+1`],
			);
		} else {
			bases.push(key);
			const minimum = either(random, safe, [undefined, 0, 0, 1, 3, 5], [10, 15, -1, 2.5, 0] as const);
			if (minimum !== undefined) entry.min = minimum;
			const maximum = either(random, safe, [undefined, 10, 18, 20, 90, 100], [5, 6, 3, 0] as const);
			if (maximum !== undefined) entry.max = maximum;
			if (!safe && random.maybe(0.05)) entry.min = String(minimum ?? 1);
		}
		if (random.maybe(0.05)) entry.exclude = true;
		result[key] = entry;
	}
	return { result, bases };
}

function macro(random: Chance, bases: readonly string[], safe: boolean): unknown {
	const base = bases.length > 0 ? random.pick(bases) : "Force";
	const ordinary = ["1d8", "2d6+3", `1d8+${base}`, `1d6+{{${base}*2}}`, `${base}d6`, `{${base}d6>=5}`];
	if (safe || random.maybe(0.5)) return random.pick(ordinary);
	return random.pick([
		`1d6${base}`,
		"1d6+Inconnue",
		"1d6+$",
		"0d6",
		"attaque",
		// biome-ignore lint/suspicious/noTemplateCurlyInString: the trap is a literal ${...}, as typed by someone used to JavaScript
		"1d20+${Force}",
		`1d8+ceil(${base}/2)`,
		"1d6!>=6",
		"",
		7,
	]);
}

function customCritical(random: Chance, bases: readonly string[], safe: boolean) {
	const count = !safe && random.maybe(0.03) ? 23 : random.int(1, 3);
	const result: Record<string, Record<string, unknown>> = {};
	for (let index = 0; index < count; index += 1) {
		const base = bases.length > 0 ? random.pick(bases) : "Force";
		const entry: Record<string, unknown> = {
			sign: either(random, safe, SIGNS.slice(0, 6), SIGNS),
			value: either(
				random,
				safe,
				["20", "1", "round($/2)", "round($/5)", "$", "{{$+2}}"],
				[`${base}`, `{{${base}}}`, "1d6", "", "xyz", `round(${base}/2)`, 15],
			),
		};
		if (random.maybe(0.4)) entry.onNaturalDice = true;
		if (random.maybe(0.2)) entry.affectSkill = true;
		result[
			random.pick(["Réussite extrême", "Extreme", "Fumble", "Brillant", "Hard"] as const) + (index > 4 ? index : "")
		] = entry;
	}
	return result;
}

function template(random: Chance): unknown {
	if (random.maybe(0.02)) return random.pick([[], "template", null, 3]);
	const safe = random.maybe(0.5);
	const out: Record<string, unknown> = {};
	if (random.maybe(0.3)) out.charName = safe || random.maybe(0.9) ? true : "yes";
	if (random.maybe(0.1)) out.isPrivate = true;
	const withStatistics = random.maybe(0.85);
	const { result, bases } = withStatistics ? statistics(random, safe) : { result: {}, bases: [] as string[] };
	if (random.maybe(0.25)) out.total = either(random, safe, [0, 40, 75, 460], [1, 10, -5, 3] as const);
	if (out.total !== undefined && random.maybe(0.4)) out.forceDistrib = true;
	if (random.maybe(0.85)) out.diceType = either(random, safe, TYPE_DICE.slice(0, 12), TYPE_DICE);
	if (random.maybe(0.4)) {
		const critical: Record<string, unknown> = {};
		if (random.maybe(0.8))
			critical.success = either<number | string>(random, safe, [20, 96, 10, 6], [1, -1, "20"] as const);
		if (random.maybe(0.8)) critical.failure = random.pick([1, 100, 5, 0] as const);
		out.critical = critical;
	}
	if (random.maybe(0.25)) out.customCritical = customCritical(random, bases, safe);
	if (withStatistics) out.statistics = random.maybe(0.02) ? Object.keys(result) : result;
	if (random.maybe(0.5)) {
		const damage: Record<string, unknown> = {};
		const count = !safe && random.maybe(0.03) ? 26 : random.int(0, 4);
		for (let index = 0; index < count; index += 1)
			damage[random.pick(["Épée", "Arc", "Dague", "Poing", "Sort"] as const) + index] = macro(random, bases, safe);
		out.damage = damage;
	}
	if (!safe && random.maybe(0.03)) out.unknownKey = true;
	return out;
}

export function generateTemplates(seed: number, count: number): TemplateCase[] {
	const random = chance(seed);
	const cases: TemplateCase[] = [];
	for (let index = 0; index < count; index += 1) {
		const value = template(random);
		const text = random.maybe(0.01) ? `${JSON.stringify(value).slice(0, -1)}` : JSON.stringify(value, null, 2);
		cases.push({ id: `template-${seed}-${index}`, text });
	}
	return cases;
}

/**
 * Roll lines as players type them, generated from a seed: dice groups, Fate
 * and percentile dice, keep/drop, re-rolls and explosions with compare points,
 * pools and sums of pools, `{{ }}` maths, comparisons and oppositions, a
 * sample character's statistics by name and `$`, repeated and shared rolls,
 * comments, and the bot's quirks named in issue 36 (always included, first).
 */
import { type Chance, chance } from "./random";

export interface FuzzStatistic {
	name: string;
	value: number;
}

export interface FuzzCharacter {
	statistics: FuzzStatistic[];
	/** The statistic `$` stands for. */
	dollar?: string;
}

export interface ExpressionCase {
	id: string;
	expression: string;
	/** Present when the roll reads a sheet: the bot substitutes these values first. */
	character?: FuzzCharacter;
}

/** The sheet the quirks of the issue are written for (a Shadowrun-like pool, two d100 skills). */
export const SAMPLE_CHARACTER: FuzzCharacter = {
	statistics: [
		{ name: "Agilité", value: 1 },
		{ name: "ArmesAFeu", value: 2 },
		{ name: "Force", value: 14 },
		{ name: "Volonté", value: 4 },
		{ name: "Discrétion", value: 23 },
	],
	dollar: "Force",
};

/** The quirks, each a case of its own, rolled with the sample character. */
export const NAMED_QUIRKS: readonly { id: string; expression: string }[] = [
	{ id: "quirk-reroll-glued-compare", expression: "3d100r<23+2=16" },
	{ id: "quirk-reroll-glued-compare-2", expression: "2d20r<3+1>=12" },
	{ id: "quirk-pool-sized-by-sum-parentheses", expression: "{(Agilité+ArmesAFeu)d6>=5}" },
	{ id: "quirk-pool-sized-by-sum-triple-braces", expression: "{{{Agilité+ArmesAFeu}}d6>=5}" },
	{ id: "quirk-pool-sized-by-sum-spaced", expression: "{ {{Agilité+ArmesAFeu}}d6>=5}" },
	{ id: "quirk-pool-sized-by-sum-numbers", expression: "{(1+2)d6>=5}" },
	{ id: "quirk-endless-explosion", expression: "1d6!>=1" },
	{ id: "quirk-huge-math-dice", expression: "{{9^9^9}}d6" },
	{ id: "quirk-exploding-pool-sum", expression: "{5d10!>=8}" },
	{ id: "quirk-exploding-critical-face", expression: "1d10!+$>=15" },
	{ id: "quirk-dollar-pool", expression: "{$d6>=5}" },
	{ id: "quirk-opposition", expression: "1d20>=10>14" },
	{ id: "quirk-name-glued-to-dice", expression: "1d20+Force>=15" },
	{ id: "quirk-dollar-name", expression: "1d100<=$Discrétion" },
];

const SIDES = [2, 3, 4, 6, 8, 10, 12, 20, 100] as const;
const SIGNS = [">", ">=", "<", "<=", "="] as const;
const COMPARISONS = [">=", "<=", ">", "<", "=", "!="] as const;

function compareValue(random: Chance, sides: number): number {
	return random.int(1, Math.max(1, sides));
}

function group(random: Chance, { small = false } = {}): { text: string; sides: number } {
	const roll = random.next();
	if (roll < 0.07) return { text: `${random.int(1, 6)}dF`, sides: 3 };
	if (roll < 0.12) return { text: random.maybe(0.5) ? "d%" : `${random.int(1, 3)}d%`, sides: 100 };
	const sides = random.maybe(0.08) ? random.int(2, 30) : random.pick(SIDES);
	const count = random.maybe(0.1) ? "" : String(random.int(1, small ? 4 : 10));
	let text = `${count}d${sides}`;
	const size = count === "" ? 1 : Number(count);
	const modifier = random.next();
	if (modifier < 0.15) {
		const kind = random.pick(["kh", "kl", "dh", "dl", "k", "d"] as const);
		text += `${kind}${random.maybe(0.2) ? "" : random.int(1, Math.max(1, size))}`;
	} else if (modifier < 0.27) {
		const kind = random.pick(["r", "ro"] as const);
		const point = random.maybe(0.25) ? "" : `${random.pick(SIGNS)}${compareValue(random, Math.min(sides, 4))}`;
		text += `${kind}${point}`;
	} else if (modifier < 0.4) {
		const kind = random.pick(["!", "!!", "!p"] as const);
		const point = random.maybe(0.5) ? "" : `${random.pick(SIGNS)}${compareValue(random, sides)}`;
		text += `${kind}${point}`;
	}
	return { text, sides };
}

function term(random: Chance, character: FuzzCharacter | undefined): string {
	const roll = random.next();
	if (character && roll < 0.12) {
		const statistic = random.pick(character.statistics);
		const form = random.next();
		if (form < 0.4) return statistic.name;
		if (form < 0.7) return `$${statistic.name}`;
		return "$";
	}
	if (roll < 0.3) return String(random.int(0, 12));
	if (roll < 0.35) return `{{${random.int(1, 5)}${random.pick(["+", "*", "-"])}${random.int(1, 5)}}}`;
	return group(random).text;
}

function arithmetic(random: Chance, character: FuzzCharacter | undefined): string {
	let text = group(random).text;
	const extra = random.int(0, 3);
	for (let index = 0; index < extra; index += 1) {
		const operator = random.pick(["+", "+", "-", "*", "/"] as const);
		const next = term(random, character);
		text += `${operator}${next}`;
	}
	if (random.maybe(0.08)) text = `(${text})${random.pick(["*2", "+1", "/2"])}`;
	return text;
}

function pool(random: Chance, character: FuzzCharacter | undefined): string {
	const sides = random.pick([6, 10, 10, 12, 20] as const);
	let count = String(random.int(1, 12));
	if (character && random.maybe(0.3)) count = random.pick(["$", `{{${character.statistics[0]?.name}+2}}`]);
	const explode = random.maybe(0.2) ? "!" : "";
	const sign = random.pick([">=", ">", "<=", "<", "="] as const);
	return `{${count}d${sides}${explode}${sign}${random.int(1, sides)}}`;
}

function comparison(random: Chance): string {
	return `${random.pick(COMPARISONS)}${random.int(1, 30)}`;
}

function comment(random: Chance): string {
	return random.pick([" # attaque", " [Épée longue]", " # sneak attack", " coup de poing", " [Arc] tir"] as const);
}

function caseText(random: Chance, character: FuzzCharacter | undefined): string {
	const shape = random.next();
	if (shape < 0.45) {
		let text = arithmetic(random, character);
		if (random.maybe(0.4)) text += comparison(random);
		if (random.maybe(0.06)) text += comparison(random);
		return text;
	}
	if (shape < 0.6) {
		let text = pool(random, character);
		if (random.maybe(0.25)) text += `+${pool(random, character)}`;
		return text;
	}
	if (shape < 0.67)
		return `{{${random.int(1, 9)}${random.pick(["+", "*", "-", "/", "^"])}${random.int(1, 9)}}}d${random.pick(SIDES)}`;
	if (shape < 0.76) {
		const text = `${random.int(1, 6)}#${group(random, { small: true }).text}`;
		return random.maybe(0.4) ? `${text}${comparison(random)}` : text;
	}
	if (shape < 0.85) {
		const parts = [arithmetic(random, undefined)];
		const more = random.int(1, 2);
		for (let index = 0; index < more; index += 1)
			parts.push(random.pick(["&+", "&*", "&-"] as const) + String(random.int(1, 6)));
		let text = parts.join(";");
		if (random.maybe(0.3)) text += comparison(random);
		return text;
	}
	if (shape < 0.92) return `${arithmetic(random, character)}${comment(random)}`;
	// Odd spellings: upper case, spaces, stray signs.
	const base = arithmetic(random, character);
	return random.pick([
		base.toUpperCase(),
		base.replace("+", " + "),
		`+${base}`,
		`${base}+`,
		`${base}${comparison(random)}${comparison(random)}`,
	]);
}

/** `count` generated cases (the named quirks first when `withQuirks`), the same for the same seed. */
export function generateExpressions(seed: number, count: number, withQuirks = true): ExpressionCase[] {
	const random = chance(seed);
	const cases: ExpressionCase[] = withQuirks
		? NAMED_QUIRKS.map((quirk) => ({ ...quirk, character: SAMPLE_CHARACTER }))
		: [];
	for (let index = 0; cases.length < count; index += 1) {
		const character = random.maybe(0.25) ? SAMPLE_CHARACTER : undefined;
		const expression = caseText(random, character);
		cases.push({ id: `expr-${seed}-${index}`, expression, ...(character ? { character } : {}) });
	}
	return cases.slice(0, count);
}

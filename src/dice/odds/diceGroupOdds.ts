/**
 * The exact distribution of one dice group as dice-roller rolls it (`4d6kh3`,
 * `8d6!`, `1d20ro<3`, `6d10>=7`, `4dF`, `1d%`), from the group dice-roller's
 * own parser built. Modifiers run in dice-roller's order: explode, re-roll,
 * keep or drop, then target. What this module cannot answer exactly throws
 * `NotExact`.
 */
import { Dice, Modifiers } from "@dice-roller/rpg-dice-roller";
import { must } from "../must";
import {
	add,
	addTagged,
	type Distribution,
	flatten,
	mix,
	NotExact,
	point,
	sumOf,
	type Tagged,
	tag,
} from "./distribution";

/** Probability mass an exploding die may leave out (chains longer than that are not followed). */
const EXPLOSION_TAIL = 1e-12;
/** Explosions dice-roller follows on one die before it stops. */
const MAX_ITERATIONS = 1000;

interface Matcher {
	isMatch(value: number): boolean;
}

export interface GroupContext {
	/** Natural faces watched for criticals (the bot reads a lone die's face): bit i is `watch[i]`. */
	watch: readonly number[];
	/** Per-roll value used instead of the face (the site's exploding count); after re-rolls. */
	perRoll?: (value: number) => number;
}

type DiceGroup = InstanceType<typeof Dice.StandardDice>;

function faces(die: DiceGroup): Distribution {
	const result: Distribution = new Map();
	if (die instanceof Dice.FudgeDice) {
		// dF.2 (plain dF): -1, 0 and +1 alike; dF.1: ±1 on one side each, 0 on four.
		if (die.sides === "F.1") {
			add(result, -1, 1 / 6);
			add(result, 0, 4 / 6);
			add(result, 1, 1 / 6);
		} else for (const value of [-1, 0, 1]) add(result, value, 1 / 3);
		return result;
	}
	const low = die.min;
	const high = die.max;
	if (!Number.isInteger(low) || !Number.isInteger(high) || high < low) throw new NotExact("sides");
	for (let value = low; value <= high; value += 1) add(result, value, 1 / (high - low + 1));
	return result;
}

function matcher(point: unknown, fallback: (value: number) => boolean): (value: number) => boolean {
	const candidate = point as Matcher | null | undefined;
	return candidate && typeof candidate.isMatch === "function" ? (value) => candidate.isMatch(value) : fallback;
}

function massWhere(distribution: Distribution, test: (value: number) => boolean): number {
	let mass = 0;
	for (const [value, p] of distribution) if (test(value)) mass += p;
	return mass;
}

function watchedMask(watch: readonly number[], value: number): number {
	let mask = 0;
	watch.forEach((face, index) => {
		if (face === value) mask |= 1 << index;
	});
	return mask;
}

/** Binomial coefficients up to n, row by row. */
function binomials(n: number): number[][] {
	let previous = [1];
	const rows: number[][] = [previous];
	for (let i = 1; i <= n; i += 1) {
		// Each entry is the sum of the two above it, 0 outside the triangle.
		const row = [...previous.map((value, j) => (previous[j - 1] ?? 0) + value), 1];
		rows.push(row);
		previous = row;
	}
	return rows;
}

/**
 * Sum of the `keep` best of `count` dice with the same distribution. Values
 * are visited best first; at each value, how many of the dice not yet placed
 * show it follows a binomial law conditioned on the values left. Once `keep`
 * dice are placed the sum is settled, whatever the others show: it leaves the
 * states, so that only sums of fewer than `keep` dice are carried on.
 */
function keptSum(one: Distribution, count: number, keep: number, highest: boolean): Distribution {
	if (keep <= 0) return new Map([[0, 1]]);
	const settled: Distribution = new Map();
	const order = [...one].filter(([, p]) => p > 0).sort((a, b) => (highest ? b[0] - a[0] : a[0] - b[0]));
	const left: number[] = [];
	let suffix = 0;
	for (const [index, [, p]] of [...order.entries()].reverse()) {
		suffix += p;
		left[index] = suffix;
	}
	const choose = binomials(count);
	// states[placed]: the sum of the dice placed so far, for fewer than `keep` placed.
	let states: Distribution[] = [new Map([[0, 1]])];
	for (let i = 1; i < keep; i += 1) states.push(new Map());
	order.forEach(([value, p], index) => {
		// left, next and choose are sized above for every index, placed + j (below keep) and remaining (up to count).
		const r = index === order.length - 1 ? 1 : Math.min(1, p / must(left[index], "a value without its suffix sum"));
		const next: Distribution[] = states.map(() => new Map());
		states.forEach((sums, placed) => {
			if (sums.size === 0) return;
			const remaining = count - placed;
			const needed = keep - placed;
			// Chances that j of the remaining dice show this value, j below `needed`, and `needed` or more.
			const exactly: number[] = [];
			let atLeast = 0;
			for (const [j, ways] of must(choose[remaining], "no binomial row for the dice left").entries()) {
				const weight = ways * r ** j * (1 - r) ** (remaining - j);
				if (j < needed) exactly.push(weight);
				else atLeast += weight;
			}
			// Where each count j of this value leads, worked out once for all the sums carried.
			const moves = exactly.map((chance, j) => ({
				to: must(next[placed + j], "no state for so many dice"),
				shift: value * j,
				chance,
			}));
			for (const [sum, q] of sums) {
				for (const { to, shift, chance } of moves) add(to, sum + shift, q * chance);
				add(settled, sum + value * needed, q * atLeast);
			}
		});
		states = next;
	});
	return settled;
}

/** How many dice a keep or drop modifier leaves, and from which end. */
function keptCount(modifier: unknown, count: number): { keep: number; highest: boolean } {
	const keepOrDrop = modifier as { end: "h" | "l"; qty: number };
	const quantity = Math.min(count, Math.max(0, keepOrDrop.qty));
	if (modifier instanceof Modifiers.DropModifier) {
		return { keep: count - quantity, highest: keepOrDrop.end === "l" };
	}
	return { keep: quantity, highest: keepOrDrop.end === "h" };
}

/** The distribution of one dice group. */
export function diceGroupOdds(die: DiceGroup, context: GroupContext): Tagged {
	const count = die.qty;
	if (!Number.isInteger(count) || count < 0) throw new NotExact("quantity");
	if (count === 0) return point(0);
	let explode: InstanceType<typeof Modifiers.ExplodeModifier> | undefined;
	let reroll: InstanceType<typeof Modifiers.ReRollModifier> | undefined;
	let keep: unknown;
	let target: InstanceType<typeof Modifiers.TargetModifier> | undefined;
	let floor: number | undefined;
	let ceiling: number | undefined;
	let marked = false;
	for (const modifier of die.modifiers?.values() ?? []) {
		if (modifier instanceof Modifiers.ExplodeModifier) explode = modifier;
		else if (modifier instanceof Modifiers.ReRollModifier) reroll = modifier;
		else if (modifier instanceof Modifiers.KeepModifier) {
			if (keep) throw new NotExact("keepAndDrop");
			keep = modifier;
		} else if (modifier instanceof Modifiers.TargetModifier) target = modifier;
		else if (modifier instanceof Modifiers.MinModifier) floor = modifier.min;
		else if (modifier instanceof Modifiers.MaxModifier) ceiling = modifier.max;
		else if (
			modifier instanceof Modifiers.CriticalSuccessModifier ||
			modifier instanceof Modifiers.CriticalFailureModifier
		) {
			// They only mark faces in the detail; marked faces are no longer a lone number for the bot.
			marked = true;
		} else if (!(modifier instanceof Modifiers.SortingModifier)) throw new NotExact("modifier");
	}
	let face = faces(die);
	if (floor !== undefined || ceiling !== undefined) {
		// Re-rolled and exploded dice are drawn afresh, without min/max: only the plain case is read here.
		if (explode || reroll) throw new NotExact("minMaxWithOthers");
		const clamped: Distribution = new Map();
		for (const [value, p] of face) {
			add(clamped, Math.min(ceiling ?? value, Math.max(floor ?? value, value)), p);
		}
		face = clamped;
		marked = true;
	}
	if (keep && target) throw new NotExact("keepAndTarget");
	if (keep && explode && !explode.compound) throw new NotExact("keepExploded");
	if (keep && context.perRoll) throw new NotExact("keepCounted");

	const lowest = Math.min(...face.keys());
	const highest = Math.max(...face.keys());
	const rerolls = reroll ? matcher(reroll.comparePoint, (value) => value === lowest) : () => false;
	const explodes = explode ? matcher(explode.comparePoint, (value) => value === highest) : () => false;
	const success = target ? matcher(target.successComparePoint, () => false) : undefined;
	const failure = target?.failureComparePoint ? matcher(target.failureComparePoint, () => false) : () => false;
	const state = (value: number) => (success?.(value) ? 1 : failure(value) ? -1 : 0);

	// A re-rolled die takes a fresh face: once (`ro`) or until it leaves the compare point (`r`).
	let fresh: Distribution = face;
	if (reroll && !reroll.once) {
		const stays = massWhere(face, (value) => !rerolls(value));
		if (stays < 0.05) throw new NotExact("rerollForever");
		fresh = new Map([...face].filter(([value]) => !rerolls(value)).map(([value, p]) => [value, p / stays]));
	}

	const perRoll = context.perRoll ?? (explode?.compound ? (value: number) => value : undefined);
	const perRollValue = perRoll ?? (target ? state : (value: number) => value);
	const watch = count === 1 && !marked ? context.watch : [];

	/** One roll of the chain: its value (after re-roll, through perRollValue) and its mask when lone. */
	function oneRoll(raw: number, first: boolean): Tagged {
		const value = explode?.penetrate && !first ? raw - 1 : raw;
		if (reroll && rerolls(value)) {
			const after: Distribution = new Map();
			if (reroll.once) {
				for (const [again, p] of face) add(after, perRollValue(again), p);
			} else for (const [again, p] of fresh) add(after, perRollValue(again), p);
			return tag(after);
		}
		const lone = first && !explodes(raw) && !(target && state(value) !== 0) && !context.perRoll;
		return point(perRollValue(value), lone ? watchedMask(watch, value) : 0);
	}

	let one: Tagged;
	if (!explode) {
		one = mix([...face].map(([raw, p]) => ({ weight: p, of: oneRoll(raw, true) })));
	} else {
		const rate = massWhere(face, explodes);
		if (rate >= 0.9) throw new NotExact("explodesForever");
		const depth = Math.min(MAX_ITERATIONS, Math.ceil(Math.log(EXPLOSION_TAIL) / Math.log(rate)));
		const join = addTagged;
		// Rolls after the first, from the deepest kept explosion upwards.
		let after: Tagged = new Map();
		for (let level = 0; level < depth; level += 1) {
			after = mix(
				[...face].map(([raw, p]) => ({
					weight: p,
					of: explodes(raw) ? (level === 0 ? new Map() : join(oneRoll(raw, false), after)) : oneRoll(raw, false),
				})),
			);
		}
		one = mix(
			[...face].map(([raw, p]) => ({
				weight: p,
				of: explodes(raw) ? join(oneRoll(raw, true), after) : oneRoll(raw, true),
			})),
		);
		if (explode.compound && target && !context.perRoll) {
			const judged: Tagged = new Map();
			for (const [mask, distribution] of one) {
				const into: Distribution = new Map();
				for (const [value, p] of distribution) add(into, state(value), p);
				judged.set(mask, into);
			}
			one = judged;
		}
	}

	if (!keep) return sumOf(count, count === 1 ? one : tag(flatten(one)));
	const { keep: kept, highest: best } = keptCount(keep, count);
	if (count === 1) return kept === 1 ? one : point(0);
	return tag(keptSum(flatten(one), count, kept, best));
}

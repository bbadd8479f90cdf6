/**
 * Outcome tiers: the chance of each label the bot can print for a judged roll,
 * worked out exactly over the distribution of the total, the natural faces the
 * bot reads (a lone die's `[20]`) and any rolled value compared to. Each state is
 * labelled by the bot model (`botOutcome`), in the order the bot tries its tests.
 */
import {
	type BotCustomCritical,
	type BotOutcome,
	botCritical,
	botJudgement,
	botWords,
	markersAsCustomCriticals,
	thresholdThrows,
} from "../bot";
import { must } from "../must";
import type { ComparisonSign } from "../types";
import { lineOdds, numericMarker, prepare } from "./compute";
import type { Distribution } from "./distribution";
import type { OddsOptions, Tier } from "./oddsTypes";

/** One labelled state and whether the roll passed its threshold (what a pity reroll looks at). */
interface TierState {
	key: string;
	passed: boolean;
	probability: number;
}

export interface OutcomeTiers {
	tiers: Tier[];
	/** Bulk rolls `N#…`: the tiers of each line. */
	repeats?: number;
	/** The tiers split by whether the threshold passed (`pity.ts` needs it). */
	states: TierState[];
	/** Probability left out by bounded explosions. */
	tailMass: number;
	/** The threshold when it is one value (not rolled): pity rerolls against it. */
	threshold?: { sign: ComparisonSign; value: number };
	/** The lowest and highest total. */
	bounds: { min: number; max: number };
}

export function tierKey(outcome: Pick<Tier, "kind" | "label" | "decidedBy">): string {
	return `${outcome.kind}|${outcome.label}|${outcome.decidedBy ?? ""}`;
}

/**
 * The tiers of an expression with a comparison, in `locale`'s words; undefined
 * without a comparison. Throws `NotExact` when the distribution is not exact
 * (the view then shows no tiers rather than guessed ones), a `DiceError` for
 * what the roll refuses.
 */
export function exactTiers(input: string, options: OddsOptions = {}, locale = "fr"): OutcomeTiers | undefined {
	const words = botWords(locale);
	const line = prepare(input, options);
	// Written markers come after the template's custom criticals; a name met again keeps its place (reply.ts).
	const byName = new Map<string, BotCustomCritical>(
		(options.customCriticals ?? []).map((custom) => [custom.name, custom]),
	);
	const markers = line.markers.map((marker) => ({ ...marker, value: numericMarker(marker) }));
	for (const custom of markersAsCustomCriticals(markers, words)) byName.set(custom.name, custom);
	const customs = [...byName.values()];
	// A marker says what it is ({cs:…} a success, {cf:…} a failure); a template's custom critical does not.
	const markerKinds = new Map(
		line.markers.map((marker) => [
			marker.kind === "success" ? words.criticalSuccess : words.criticalFailure,
			marker.kind,
		]),
	);
	const critical = {
		success: options.criticals?.success || undefined,
		failure: options.criticals?.failure || undefined,
	};
	// Bit i of a state's mask: the face watch[i] shows alone between brackets.
	const watch = [
		critical.failure ?? Number.NaN,
		critical.success ?? Number.NaN,
		...customs.map((custom) => (custom.onNaturalDice ? Math.trunc(custom.value) : Number.NaN)),
	];
	const { values, comparison } = lineOdds(line.text, watch, line.opposition);
	if (!comparison) return undefined;
	const thresholdValues = [...comparison.against.keys()];
	const lone = thresholdValues.length === 1 ? thresholdValues[0] : undefined;
	const order = qualityRanks(
		tierOrder(words, critical, customs, comparison.opposition !== undefined),
		customs.map((custom) => ({ ...custom, kind: markerKinds.get(custom.name) })),
		{ sign: comparison.sign, value: lone },
	);
	if (thresholdThrows(comparison.sign)) {
		const error: Tier = { kind: "error", label: "SyntaxError", probability: 1 };
		return {
			tiers: [error],
			repeats: line.repeats,
			states: [{ key: tierKey(error), passed: false, probability: 1 }],
			tailMass: 0,
			bounds: { min: 0, max: 0 },
		};
	}
	const states = new Map<string, TierState>();
	const addState = (outcome: BotOutcome, passed: boolean, p: number) => {
		if (p === 0) return;
		const key = tierKey({ kind: outcome.kind, label: outcome.name, decidedBy: outcome.decidedBy });
		const stateKey = `${key}#${passed}`;
		const state = states.get(stateKey);
		if (state) state.probability += p;
		else states.set(stateKey, { key, passed, probability: p });
	};
	const passChance = chanceAgainst(comparison.against);
	const opposition = comparison.opposition;
	const beatChance = opposition ? chanceAgainst(opposition.against) : undefined;
	const rules = { critical, customCriticals: customs };
	let mass = 0;
	let min = Number.POSITIVE_INFINITY;
	let max = Number.NEGATIVE_INFINITY;
	for (const [mask, distribution] of values) {
		const hasFace = (face: number) => watch.some((watched, index) => watched === face && (mask & (1 << index)) !== 0);
		for (const [total, p] of distribution) {
			mass += p;
			min = Math.min(min, total);
			max = Math.max(max, total);
			// A value compared to may be rolled: the chance it passes, rather than every value in turn.
			const pass = passChance(total, comparison.sign);
			const named = botCritical(total, hasFace, rules, words);
			if (named) {
				addState(named, true, p * pass);
				addState(named, false, p * (1 - pass));
				continue;
			}
			addState(botJudgement(false, undefined, words), false, p * (1 - pass));
			if (!opposition || !beatChance) {
				addState(botJudgement(true, undefined, words), true, p * pass);
				continue;
			}
			const beat = beatChance(total, opposition.sign);
			addState(botJudgement(true, true, words), true, p * pass * beat);
			addState(botJudgement(true, false, words), true, p * pass * (1 - beat));
		}
	}
	const stateList = [...states.values()];
	const tiers = order.map((tier) => ({
		...tier,
		probability: stateList.filter((state) => state.key === tierKey(tier)).reduce((sum, s) => sum + s.probability, 0),
	}));
	const threshold = lone !== undefined ? { sign: comparison.sign, value: lone } : undefined;
	return {
		tiers,
		repeats: line.repeats,
		states: stateList,
		tailMass: Math.max(0, 1 - mass),
		threshold,
		bounds: { min, max },
	};
}

/** For a value and a sign, the chance that `value SIGN x` holds for x drawn from `against`. */
function chanceAgainst(against: Distribution): (value: number, sign: ComparisonSign) => number {
	const pairs = [...against].sort((a, b) => a[0] - b[0]);
	const keys = pairs.map(([key]) => key);
	// below[i]: mass of the values before index i.
	const below = [0];
	let whole = 0;
	for (const [, p] of pairs) {
		whole += p;
		below.push(whole);
	}
	const firstAtLeast = (value: number) => {
		let low = 0;
		let high = keys.length;
		while (low < high) {
			const middle = (low + high) >> 1;
			if (must(keys[middle], "a middle outside the search") < value) low = middle + 1;
			else high = middle;
		}
		return low;
	};
	return (value, sign) => {
		const start = firstAtLeast(value);
		// below has one entry more than the keys: start, up to keys.length, is inside it.
		const less = must(below[start], "no mass below a value");
		const pair = pairs[start];
		const equal = pair !== undefined && pair[0] === value ? pair[1] : 0;
		switch (sign) {
			case ">":
				return less;
			case ">=":
				return less + equal;
			case "<":
				return whole - less - equal;
			case "<=":
				return whole - less;
			case "=":
			case "==":
				return equal;
			case "!=":
				return whole - equal;
		}
	};
}

/** Every label the reply can print for this roll, in the order the bot tries them. */
function tierOrder(
	words: ReturnType<typeof botWords>,
	critical: { success?: number; failure?: number },
	customs: readonly BotCustomCritical[],
	opposed: boolean,
): Tier[] {
	const tiers: Tier[] = [];
	if (critical.failure) tiers.push({ kind: "criticalFailure", label: words.criticalFailure, probability: 0 });
	if (critical.success) tiers.push({ kind: "criticalSuccess", label: words.criticalSuccess, probability: 0 });
	for (const custom of customs) tiers.push({ kind: "custom", label: custom.name, probability: 0 });
	if (opposed) {
		tiers.push({ kind: "success", label: words.success, probability: 0, decidedBy: "opposition" });
		tiers.push({ kind: "failure", label: words.failure, probability: 0, decidedBy: "opposition" });
	} else tiers.push({ kind: "success", label: words.success, probability: 0, decidedBy: "threshold" });
	tiers.push({ kind: "failure", label: words.failure, probability: 0, decidedBy: "threshold" });
	return tiers;
}

/** +1 when a higher value is better for the sign, -1 when a lower one is, 0 for equality tests. */
function direction(sign: ComparisonSign): number {
	if (sign === ">" || sign === ">=") return 1;
	if (sign === "<" || sign === "<=") return -1;
	return 0;
}

function holds(value: number, sign: ComparisonSign, threshold: number): boolean {
	switch (sign) {
		case ">":
			return value > threshold;
		case ">=":
			return value >= threshold;
		case "<":
			return value < threshold;
		case "<=":
			return value <= threshold;
		case "=":
		case "==":
			return value === threshold;
		case "!=":
			return value !== threshold;
	}
}

/** Where a custom critical sits by quality: above Success, between Success and Failure, or below Failure. */
type Place = "aboveSuccess" | "partial" | "belowFailure";

/**
 * What a custom critical means for a roll judged `threshold.sign threshold.value`. A marker says it
 * ({cs:…} or {cf:…}); a template's custom critical is read from its sign and its value: pointing the
 * way the threshold rewards and inside the passing values, a better success (Call of Cthulhu's Hard
 * success, `<=` half the skill on `<=` the skill); pointing that way from a failing value, a success
 * of lesser kind that the threshold counts failed (Blades' Partial success, `>=4` on `>=6`); pointing
 * the other way, a worse failure (the Fumble, `>=96` on `<=` the skill).
 */
function placeOf(
	custom: { sign: ComparisonSign; value: number; kind?: "success" | "failure" },
	threshold: { sign: ComparisonSign; value?: number },
): Place {
	if (custom.kind) return custom.kind === "success" ? "aboveSuccess" : "belowFailure";
	const wanted = direction(threshold.sign);
	const pointing = direction(custom.sign);
	const passes = threshold.value === undefined ? undefined : holds(custom.value, threshold.sign, threshold.value);
	if (wanted !== 0 && pointing === wanted) return passes === false ? "partial" : "aboveSuccess";
	if (wanted !== 0 && pointing === -wanted) return "belowFailure";
	return passes === false ? "belowFailure" : "aboveSuccess";
}

/**
 * Each tier's place by quality (`rank`, 0 the best) and how it reads: the critical success, the
 * better custom criticals (the most extreme first), Success, the custom criticals of lesser success,
 * Failure (after the opposition lost), the worse custom criticals (the nearest to passing first), the
 * critical failure. The tiers keep the bot's test order; only `rank` and `reads` are added.
 */
function qualityRanks(
	tiers: readonly Tier[],
	customs: readonly { name: string; sign: ComparisonSign; value: number; kind?: "success" | "failure" }[],
	threshold: { sign: ComparisonSign; value?: number },
): Tier[] {
	const wanted = direction(threshold.sign);
	const byName = new Map(customs.map((custom, index) => [custom.name, { custom, index }]));
	// Bands from best to worst; inside a band, a custom critical further toward the rewarded end goes first.
	const band = (tier: Tier): number => {
		switch (tier.kind) {
			case "criticalSuccess":
				return 0;
			case "custom": {
				const found = byName.get(tier.label);
				const place = found ? placeOf(found.custom, threshold) : "aboveSuccess";
				return place === "aboveSuccess" ? 1 : place === "partial" ? 3 : 6;
			}
			case "success":
				return 2;
			case "failure":
				return tier.decidedBy === "opposition" ? 4 : 5;
			case "criticalFailure":
				return 7;
			default:
				return 0;
		}
	};
	const reach = (tier: Tier) => {
		const found = tier.kind === "custom" ? byName.get(tier.label) : undefined;
		return found ? found.custom.value * wanted : 0;
	};
	const sorted = tiers
		.map((tier, index) => ({ tier, index, band: band(tier), reach: reach(tier) }))
		.sort((a, b) => a.band - b.band || b.reach - a.reach || a.index - b.index);
	const ranks = new Map(sorted.map((entry, rank) => [entry.index, rank]));
	return tiers.map((tier, index) => {
		if (tier.kind === "error") return tier;
		const place = band(tier);
		return { ...tier, rank: ranks.get(index) ?? index, reads: place <= 3 ? "success" : "failure" };
	});
}

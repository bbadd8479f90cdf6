/**
 * The tiers by quality, as "at least / at most" read them: no engine here, so the
 * views that only reorder and add up the tiers download none of it.
 */
import type { Tier } from "./oddsTypes";

/**
 * Each tier's chance as the switch asks it: alone ("exactly"), or added to every tier at least as good
 * ("atLeast") or at most as good ("atMost") by `rank`; a tier without one keeps its place in the list.
 */
export function tierChances(tiers: readonly Tier[], side: "exactly" | "atLeast" | "atMost"): number[] {
	const rankOf = (tier: Tier, index: number) => tier.rank ?? index;
	return tiers.map((tier, index) => {
		if (side === "exactly") return tier.probability;
		const own = rankOf(tier, index);
		const sum = tiers.reduce((total, each, at) => {
			const rank = rankOf(each, at);
			return (side === "atLeast" ? rank <= own : rank >= own) ? total + each.probability : total;
		}, 0);
		return Math.min(1, sum);
	});
}

/** The tiers best first (by `rank`), the order "at least / at most" read them in. */
export function byQuality(tiers: readonly Tier[]): Tier[] {
	return tiers
		.map((tier, index) => ({ tier, rank: tier.rank ?? index }))
		.sort((a, b) => a.rank - b.rank)
		.map((entry) => entry.tier);
}

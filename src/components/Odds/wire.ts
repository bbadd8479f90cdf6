// How a distribution crosses from the odds worker to the page: one Float64Array of
// value, probability, value, probability…, transferred rather than copied. A wide
// result (about 95,000 pairs) sent as arrays of pairs took tens of milliseconds to
// copy in and rebuild on the page's thread; a transferred buffer costs nothing.
import { must } from "@site/src/dice";
import type { Odds } from "@site/src/dice/odds";

/** What the worker posts once its script has loaded, before any answer. */
export const WORKER_READY = "odds-worker-ready";

export type PackedOdds = Omit<Odds, "distribution"> & { packed: Float64Array };

export function packOdds(odds: Odds): PackedOdds {
	const { distribution, ...rest } = odds;
	const packed = new Float64Array(distribution.length * 2);
	distribution.forEach(([value, p], index) => {
		packed[2 * index] = value;
		packed[2 * index + 1] = p;
	});
	return { ...rest, packed };
}

export function unpackOdds(wire: PackedOdds): Odds {
	const { packed, ...rest } = wire;
	const distribution: [number, number][] = new Array(packed.length / 2);
	// Packed by packOdds as value, chance, value, chance…: both halves of each pair are there.
	const at = (index: number) => must(packed[index], "an odd count of packed numbers");
	for (let index = 0; index < distribution.length; index++) distribution[index] = [at(2 * index), at(2 * index + 1)];
	return { ...rest, distribution };
}

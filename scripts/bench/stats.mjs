// Small numeric helpers shared by the benchmark sections.

/**
 * Median of the finite numbers in `values`; null when there are none.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
	const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
	if (numbers.length === 0) return null;
	const middle = Math.floor(numbers.length / 2);
	return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/**
 * Runs `task` but gives up after `ms` milliseconds.
 * @template T
 * @param {Promise<T>} task
 * @param {number} ms
 * @param {string} what named in the error
 * @returns {Promise<T>}
 */
export async function withTimeout(task, ms, what) {
	/** @type {NodeJS.Timeout | undefined} */
	let timer;
	const timeout = new Promise((_resolve, reject) => {
		timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
	});
	try {
		return await Promise.race([task, timeout]);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * Two-sided p-value of the Mann-Whitney U test (normal approximation, ties
 * corrected): how likely two series this far apart are if neither build is faster.
 * Fine from about 8 runs a side, which is what `bench-pairs` makes.
 * @param {number[]} a
 * @param {number[]} b
 * @returns {number}
 */
export function mannWhitneyP(a, b) {
	const pooled = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))].sort(
		(x, y) => x.value - y.value,
	);
	let rankSumA = 0;
	let tieTerm = 0;
	for (let start = 0; start < pooled.length; ) {
		let end = start;
		while (end + 1 < pooled.length && pooled[end + 1].value === pooled[start].value) end += 1;
		const tied = end - start + 1;
		const rank = (start + end) / 2 + 1;
		for (let index = start; index <= end; index += 1) if (pooled[index].fromA) rankSumA += rank;
		tieTerm += tied ** 3 - tied;
		start = end + 1;
	}
	const n1 = a.length;
	const n2 = b.length;
	const n = n1 + n2;
	const u = rankSumA - (n1 * (n1 + 1)) / 2;
	const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
	if (!(variance > 0)) return 1;
	const z = Math.abs(u - (n1 * n2) / 2) / Math.sqrt(variance);
	return Math.min(1, 2 * (1 - standardNormalCdf(z)));
}

/** Φ(z) for z ≥ 0 (Abramowitz and Stegun 26.2.17, error below 1e-7). */
function standardNormalCdf(z) {
	const t = 1 / (1 + 0.2316419 * z);
	const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
	return 1 - density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
}

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

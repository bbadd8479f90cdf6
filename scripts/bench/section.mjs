// Each benchmark section runs on its own: an error is reported as
// "failed: <reason>" in the printout and as { error } in the JSON, and the
// benchmark goes on with the next section.

/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, error: string }} SectionResult
 */

/**
 * @template T
 * @param {() => Promise<T>} run
 * @returns {Promise<SectionResult<T>>}
 */
export async function runSection(run) {
	try {
		return { ok: true, value: await run() };
	} catch (error) {
		return { ok: false, error: reasonOf(error) };
	}
}

/** The first line of an error's message, without Playwright's call log. */
export function reasonOf(error) {
	const message = error instanceof Error ? error.message : String(error);
	return message.split("\n")[0].trim() || "unknown error";
}

/** "failed: <reason>" for a failed section. */
export function failedLine(result) {
	return `failed: ${result.error}`;
}

/**
 * Names of statistics, macros and custom criticals are compared the way the bot
 * compares them: accents removed (NFD + diacritics), lower case. Surrounding spaces are
 * ignored too, so "Force" and " forcé" are the same name.
 */
export function foldName(name: string): string {
	return name
		.normalize("NFD")
		.replace(/\p{Diacritic}/gu, "")
		.toLowerCase()
		.trim();
}

/** True when the text is empty or only spaces. */
export function isBlank(text: string): boolean {
	return text.trim().length === 0;
}

/**
 * A name based on `name` that is not yet used in `taken` (compared folded):
 * "Force" becomes "Force 2", then "Force 3"...
 */
export function uniqueCopyName(name: string, taken: readonly string[]): string {
	const used = new Set(taken.map(foldName));
	const base = name.trim();
	for (let n = 2; ; n += 1) {
		const candidate = base ? `${base} ${n}` : `${n}`;
		if (!used.has(foldName(candidate))) return candidate;
	}
}

/**
 * Characters that make a spreadsheet run a cell as a formula when a cell starts
 * with them (OWASP's list for CSV injection, less tab and carriage return, which
 * names lose when trimmed).
 */
const FORMULA_STARTS = ["=", "+", "-", "@"];

/** The character a spreadsheet would take as the start of a formula, if the name starts with one. */
export function formulaStart(name: string): string | undefined {
	const first = name.trimStart().charAt(0);
	return FORMULA_STARTS.includes(first) ? first : undefined;
}

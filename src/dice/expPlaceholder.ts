/** `{exp}` or `{exp || 4}` in a formula: the bot puts the default, or a number given at roll time (1 here unless told). */
const EXP_PLACEHOLDER = /\{exp( ?\|\| ?(?<fallback>\d+))?}/gi;

export function replaceExpPlaceholders(text: string, value = 1): string {
	return text.replace(EXP_PLACEHOLDER, (...args) => {
		const groups = args.at(-1) as { fallback?: string } | undefined;
		return groups?.fallback ?? String(value);
	});
}

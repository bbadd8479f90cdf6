/** `+-`, `--`, `++`, `=>` and `=<` written the way the bot reads them. */
export function normalizeOperators(text: string): string {
	return text
		.replaceAll("+-", "-")
		.replaceAll("--", "+")
		.replaceAll("++", "+")
		.replaceAll("=>", ">=")
		.replaceAll("=<", "<=");
}

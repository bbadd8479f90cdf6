/**
 * Text from a template file, made safe to print in a terminal. A file's keys,
 * macro names and formulas are a stranger's text: printed raw, an escape
 * sequence in them could clear the screen, write a false "ok", set the
 * clipboard (OSC 52) or reorder the line (bidirectional overrides). Every
 * control character, every bidirectional control and the line and paragraph
 * separators are shown as `\u` escapes instead.
 */

/** C0 and C1 controls, DEL, bidirectional marks, embeddings, overrides and isolates, line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

export function escapeForTerminal(text: string): string {
	return text.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

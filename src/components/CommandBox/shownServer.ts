// What the page says of the box's server before the box is opened: the line the box last wrote for this
// language's server, read without the box's code, and the share link's value the page was opened with.

/** Where the box keeps its server, one per language (the gallery's files and the statistics' names differ). */
export const choiceStorageKey = (locale: string) => `dicelette:command-box:v1:${locale}`;

/** The stored server's line ("Server shown: …") in the page's language, as the box wrote it; "" without one. */
export function storedLine(): string {
	try {
		const key = choiceStorageKey(document.documentElement.lang.slice(0, 2));
		const line: unknown = JSON.parse(window.localStorage.getItem(key) ?? "{}").line;
		return typeof line === "string" ? line.slice(0, 300) : "";
	} catch {
		return "";
	}
}

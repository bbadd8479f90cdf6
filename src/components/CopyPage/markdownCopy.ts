// The Markdown copy of a page and the clipboard, without React (unit-tested on its own). The copies are written by
// plugins/llms-txt at build time, beside each page's HTML: /docs/x → /docs/x.md.

/** Where the Markdown copy of the page at `pathname` is served. */
export function markdownUrlFor(pathname: string): string {
	const clean = pathname.replace(/\/+$/, "");
	return `${clean === "" ? "/index" : clean}.md`;
}

/** Fetches a text file, failing on any answer other than a success. */
export async function fetchText(url: string): Promise<string> {
	const response = await fetch(url);
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	return response.text();
}

/**
 * Puts the text `text` will resolve to on the clipboard. It must be called from the click itself: Safari refuses
 * clipboard writes that come after an await, so the pending text goes to the clipboard as a promise (ClipboardItem)
 * wherever browsers take one, and through writeText once fetched elsewhere.
 */
export function copyPendingText(text: Promise<string>, clipboard: Clipboard = navigator.clipboard): Promise<void> {
	if (typeof ClipboardItem !== "undefined" && typeof clipboard.write === "function") {
		const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
		return clipboard.write([new ClipboardItem({ "text/plain": blob })]);
	}
	return text.then((value) => clipboard.writeText(value));
}

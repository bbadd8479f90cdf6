// The address of a pre-filled issue on the site's repository, without React (unit-tested on its own). Everything
// travels in the address itself: nothing is sent until the reader follows the link, and GitHub then shows the draft
// for them to complete or drop.

export interface ReportField {
	/** The section's heading in the issue ("Expression", "What the site showed"). */
	label: string;
	/** What the reader typed or what the site showed, quoted as it is in a code block. */
	value: string;
}

export interface IssueDraft {
	/** The repository's address, https://github.com/owner/name. */
	repositoryUrl: string;
	title: string;
	/** The lines that say where the report comes from: page, language, bot release. */
	facts: ReadonlyArray<{ label: string; value: string }>;
	fields: readonly ReportField[];
	/** The closing line that asks the reader what went wrong. */
	prompt: string;
	/** Said under a value shortened to fit the address; `{count}` is the number of characters left out. */
	truncated: string;
}

/** Browsers and GitHub take addresses of this size; beyond it the longest values are shortened. */
export const MAX_URL_LENGTH = 7500;

/** A fence longer than any run of backticks in the value, so that the value cannot close it. */
function fenced(value: string): string {
	const longest = Math.max(2, ...Array.from(value.matchAll(/`+/g), (match) => match[0].length));
	const fence = "`".repeat(longest + 1);
	return `${fence}text\n${value}\n${fence}`;
}

function body(draft: IssueDraft, values: readonly string[]): string {
	const facts = draft.facts.map((fact) => `- ${fact.label} ${fact.value}`).join("\n");
	const sections = draft.fields.map((field, index) => `### ${field.label}\n\n${fenced(values[index] ?? "")}`);
	return [facts, ...sections, draft.prompt].join("\n\n");
}

function address(draft: IssueDraft, values: readonly string[]): string {
	const query = new URLSearchParams({ title: draft.title, body: body(draft, values) });
	return `${draft.repositoryUrl.replace(/\/+$/, "")}/issues/new?${query.toString()}`;
}

/**
 * The issue's address. While it is too long, the longest value is cut to two thirds of its length and says how
 * much was left out; a value is never cut below 200 characters.
 */
export function issueUrl(draft: IssueDraft): string {
	const originals = draft.fields.map((field) => field.value);
	const kept = originals.map((value) => value.length);
	const shown = () =>
		originals.map((value, index) => {
			const length = kept[index] ?? value.length;
			if (length >= value.length) return value;
			return `${value.slice(0, length)}\n… ${draft.truncated.replace("{count}", String(value.length - length))}`;
		});
	let url = address(draft, shown());
	while (url.length > MAX_URL_LENGTH) {
		const longest = kept.reduce((best, length, index) => (length > (kept[best] ?? 0) ? index : best), 0);
		const length = kept[longest] ?? 0;
		if (length <= 200) break;
		kept[longest] = Math.max(200, Math.floor((length * 2) / 3));
		url = address(draft, shown());
	}
	return url;
}

/** A CSV row written back as a line of the file: cells holding `;`, quotes or line breaks are quoted. */
export function csvLine(cells: readonly string[]): string {
	return cells.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";");
}

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

/** Browsers and GitHub take addresses of this size, counted after encoding; beyond it the title and values are cut. */
export const MAX_URL_LENGTH = 7500;
/** A title longer than this (in characters, not bytes) is cut: GitHub's list shows no more of it. */
export const MAX_TITLE_LENGTH = 100;
/** A value is never cut below this many characters. */
const SHORTEST_VALUE = 20;

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

function address(draft: IssueDraft, title: string, values: readonly string[]): string {
	const query = new URLSearchParams({ title, body: body(draft, values) });
	return `${draft.repositoryUrl.replace(/\/+$/, "")}/issues/new?${query.toString()}`;
}

/** What a link left out to fit: the title's characters, and each cut value's. */
export interface IssueCuts {
	title: number;
	fields: ReadonlyArray<{ label: string; count: number }>;
}

/** The first `count` characters (code points: a letter outside the BMP is never split). */
function first(characters: readonly string[], count: number): string {
	return characters.slice(0, count).join("");
}

/**
 * The issue's address and what it cut. The title keeps its first MAX_TITLE_LENGTH characters. Then, while the
 * encoded address is too long, the value whose encoding is longest is cut to two thirds of its characters (never
 * below SHORTEST_VALUE) and says how many were left out. The length is measured as sent, so an accented letter
 * counts six and a Chinese one nine.
 */
export function issueLink(draft: IssueDraft): { url: string; cuts: IssueCuts } {
	const titleCharacters = Array.from(draft.title);
	const title =
		titleCharacters.length > MAX_TITLE_LENGTH ? `${first(titleCharacters, MAX_TITLE_LENGTH - 1)}…` : draft.title;
	const originals = draft.fields.map((field) => Array.from(field.value));
	const kept = originals.map((characters) => characters.length);
	const shown = () =>
		originals.map((characters, index) => {
			const length = kept[index] ?? characters.length;
			if (length >= characters.length) return characters.join("");
			return `${first(characters, length)}\n… ${draft.truncated.replace("{count}", String(characters.length - length))}`;
		});
	const weight = (index: number) => encodeURIComponent(first(originals[index] ?? [], kept[index] ?? 0)).length;
	let url = address(draft, title, shown());
	while (url.length > MAX_URL_LENGTH) {
		const cuttable = kept.flatMap((length, index) => (length > SHORTEST_VALUE ? [index] : []));
		if (cuttable.length === 0) break;
		const heaviest = cuttable.reduce((best, index) => (weight(index) > weight(best) ? index : best));
		kept[heaviest] = Math.max(SHORTEST_VALUE, Math.floor(((kept[heaviest] ?? 0) * 2) / 3));
		url = address(draft, title, shown());
	}
	const fields = draft.fields.flatMap((field, index) => {
		const count = (originals[index]?.length ?? 0) - (kept[index] ?? 0);
		return count > 0 ? [{ label: field.label, count }] : [];
	});
	const titleCut = title === draft.title ? 0 : titleCharacters.length - (MAX_TITLE_LENGTH - 1);
	return { url, cuts: { title: titleCut, fields } };
}

/** A CSV row written back as a line of the file: cells holding `;`, quotes or line breaks are quoted. */
export function csvLine(cells: readonly string[]): string {
	return cells.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";");
}

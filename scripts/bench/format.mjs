// Plain-text formatting of the benchmark report: aligned tables and units.

export const KB = 1024;

/** Bytes as kilobytes of 1024 bytes with one decimal ("148.2 KB"); "–" when unknown. */
export function kilobytes(bytes) {
	return typeof bytes === "number" ? `${(bytes / KB).toFixed(1)} KB` : "–";
}

/** Milliseconds as "812 ms" (or "–" when unknown). */
export function milliseconds(ms) {
	return typeof ms === "number" ? `${Math.round(ms)} ms` : "–";
}

/** A Lighthouse score (0 to 1) as a whole number from 0 to 100 (or "–"). */
export function score(value) {
	return typeof value === "number" ? String(Math.round(value * 100)) : "–";
}

/**
 * Lays out rows under a header, each column padded to its widest cell. Cells that
 * look like figures are right-aligned, text left-aligned.
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {string}
 */
export function table(header, rows) {
	const all = [header, ...rows];
	const widths = header.map((_, column) => Math.max(...all.map((row) => String(row[column] ?? "").length)));
	const isFigure = (cell) => /^[-–+]?[\d.,]+( ?(KB|ms|s|%))?$|^–$/.test(cell);
	const line = (row) =>
		row
			.map((cell, column) => {
				const text = String(cell ?? "");
				return isFigure(text) ? text.padStart(widths[column]) : text.padEnd(widths[column]);
			})
			.join("  ")
			.trimEnd();
	const rule = widths.map((width) => "-".repeat(width)).join("  ");
	return [line(header), rule, ...rows.map(line)].join("\n");
}

/** A section title underlined, preceded by a blank line. */
export function heading(title) {
	return `\n${title}\n${"=".repeat(title.length)}`;
}

/** Indents every line of `text` by `spaces` spaces. */
export function indent(text, spaces = 2) {
	const pad = " ".repeat(spaces);
	return text
		.split("\n")
		.map((line) => (line ? pad + line : line))
		.join("\n");
}

/**
 * Reading the form's number fields (total, minimum, maximum). Plain text rules,
 * no math library: exporting a template needs these and nothing heavier.
 */

export type ParsedNumber =
	| { kind: "unset" }
	| { kind: "value"; value: number }
	| { kind: "invalid" }
	| { kind: "notWhole" };

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A form number: unset when empty, invalid when not a number or negative, notWhole when it has decimals. */
export function parseFormNumber(text: string): ParsedNumber {
	const trimmed = text.trim();
	if (trimmed.length === 0) return { kind: "unset" };
	if (!NUMBER_TEXT.test(trimmed)) return { kind: "invalid" };
	const value = Number(trimmed);
	if (!Number.isFinite(value) || value < 0) return { kind: "invalid" };
	if (!Number.isInteger(value)) return { kind: "notWhole" };
	return { kind: "value", value };
}

export function numberOrUndefined(parsed: ParsedNumber): number | undefined {
	return parsed.kind === "value" ? parsed.value : undefined;
}

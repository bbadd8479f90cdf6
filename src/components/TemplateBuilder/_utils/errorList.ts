// Flattens react-hook-form's nested errors into a list of (path, message).
import type { FieldErrors } from "react-hook-form";

export interface FlatError {
	/** `diceType`, `statistics.2.max`, or `statistics.root` for a list-level error. */
	path: string;
	message: string;
}

function isFieldError(value: unknown): value is { message: string; type: unknown } {
	return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

export function flattenErrors(errors: FieldErrors, prefix: string[] = []): FlatError[] {
	const list: FlatError[] = [];
	for (const [key, value] of Object.entries(errors)) {
		if (key === "ref" || value === undefined || value === null) continue;
		const path = [...prefix, key];
		if (isFieldError(value) && value.message) list.push({ path: path.join("."), message: value.message });
		else if (typeof value === "object") list.push(...flattenErrors(value as FieldErrors, path));
	}
	return list;
}

/**
 * Where an issue of a template file is, written for people. Kept apart from the
 * checks (no dice, no math) so that the builder can word an import's problems
 * without loading them in the page.
 */
import { listsOf } from "./fieldModel";
import { TEMPLATE_FIELDS } from "./fields";

const NAMED_LISTS = new Set(listsOf(TEMPLATE_FIELDS).map(([, list]) => list.json));

/** A long name or formula cut to `length` characters, with an ellipsis. */
export function shortened(text: string, length = 60): string {
	return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Where an issue is, for people: `statistics › "Force" › max`. */
export function describeJsonPath(path: readonly (string | number)[]): string {
	return path
		.map((segment, index) =>
			index === 1 && NAMED_LISTS.has(String(path[0])) ? JSON.stringify(shortened(String(segment))) : String(segment),
		)
		.join(" › ");
}

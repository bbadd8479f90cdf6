// Where an error is, in the page's words ("Statistique 2 — Maximum"), for any set
// of declared fields and their text: the error summary passes the template's, the
// tests a set with a made-up field.
import { isListKey } from "@site/src/template/fieldModel";
import type { FieldPathOf, ListKeyOf, TemplateFields } from "@site/src/template/fields";

export interface FieldText<Fields> {
	labels: Record<FieldPathOf<Fields>, () => string>;
	sectionTitles: Record<ListKeyOf<Fields>, () => string>;
	rowLegends: Record<ListKeyOf<Fields>, (index: number) => string>;
}

/**
 * The words for an error's form path: a list's title for its own errors
 * (`statistics.root`), the row's legend and the field's label in a row
 * (`statistics.1.max`), the field's label elsewhere (`critical.success`).
 */
export function locateError<Fields extends TemplateFields>(
	fields: Fields,
	text: FieldText<Fields>,
	path: string,
): string {
	const labels = text.labels as Record<string, () => string>;
	const label = (key: string) => (Object.hasOwn(labels, key) ? labels[key]?.() : undefined);
	const [list, index, field] = path.split(".");
	if (list !== undefined && isListKey(fields, list) && index !== undefined) {
		if (index === "root") return text.sectionTitles[list]();
		const legend = text.rowLegends[list](Number(index));
		const fieldLabel = field ? label(`${list}.${field}`) : undefined;
		return fieldLabel ? `${legend} — ${fieldLabel}` : legend;
	}
	return label(path) ?? path;
}

/** An error that belongs to a whole list (`statistics.root`): its focus goes to the list's heading. */
export function isListError(fields: TemplateFields, path: string): boolean {
	const [list, index] = path.split(".");
	return list !== undefined && isListKey(fields, list) && index === "root";
}

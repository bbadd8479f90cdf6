// The controls of the fields declared in src/template/fields.ts, each drawn as its
// kind asks (a checkbox, a number, a formula, a menu) with its text from
// _utils/labels.ts. A section places the fields that need a spot of their own and
// leaves the others to GeneralFields, GroupFields and RowFields, so that a new
// field shows in the form without an edit here.
import { fieldAt, isIgnored, listKeys } from "@site/src/template/fieldModel";
import {
	type FieldWidth,
	type RowField,
	TEMPLATE_FIELDS,
	type TemplateFieldPath,
	type TemplateListKey,
} from "@site/src/template/fields";
import type { TemplateForm } from "@site/src/template/formModel";
import { useFormContext, useWatch } from "react-hook-form";
import { fieldHints, fieldLabels, filledFieldHints, rowLegends, valueFieldHints } from "../_utils/labels";
import styles from "../styles.module.css";
import { CheckboxField, type FieldPath, SelectField, TextField } from "./LabelledInputs";

const WIDTHS: Record<FieldWidth, string | undefined> = { narrow: styles.narrow, wide: styles.wide };

interface FieldControlProps {
	/** The declared path: `total`, `critical.success`, `statistics.min`. */
	path: TemplateFieldPath;
	/** The name in the form, with the row's index in a list (`statistics.2.min`); the path elsewhere. */
	name?: FieldPath;
	/** The row, for assistive technologies ("Statistique 2"). */
	context?: string;
	/** The row's values that decide how its fields show (a statistic's combination). */
	row?: Record<string, unknown>;
}

export function FieldControl({ path, name = path as FieldPath, context, row = {} }: FieldControlProps) {
	const field = fieldAt(TEMPLATE_FIELDS, path);
	if (!field) return null;
	const label = fieldLabels[path]();
	const own = row[path.slice(path.lastIndexOf(".") + 1)];
	const filled = typeof own === "string" && own.trim().length > 0;
	const hint =
		valueFieldHints[path]?.hint(row) ?? (filled ? filledFieldHints[path]?.() : undefined) ?? fieldHints[path]?.();
	const width = "width" in field && field.width ? WIDTHS[field.width] : undefined;
	switch (field.kind) {
		case "flag":
			return <CheckboxField name={name} context={context} label={label} hint={hint} />;
		case "choice":
			return (
				<SelectField
					name={name}
					context={context}
					label={label}
					options={field.options.map((option) => ({ value: option, label: option }))}
				/>
			);
		case "whole": {
			// A field the row's other values make moot (a statistic's min beside a combination) stays, inactive.
			const ignored = isIgnored(field, row);
			return (
				<TextField
					name={name}
					context={context}
					numeric
					readOnly={ignored}
					className={ignored ? styles.inactive : width}
					label={label}
					hint={hint}
				/>
			);
		}
		case "formula":
			return (
				<TextField
					name={name}
					context={context}
					monospace
					className={width}
					placeholder={field.placeholder}
					label={label}
					hint={hint}
				/>
			);
		case "name":
			return <TextField name={name} context={context} label={label} hint={hint} />;
	}
}

/** The general section's fields (every one outside the groups and lists) but those the section places itself. */
export function GeneralFields({ placed }: { placed: readonly TemplateFieldPath[] }) {
	const paths = Object.entries(TEMPLATE_FIELDS)
		.filter(
			([key, field]) => field.kind !== "group" && field.kind !== "list" && !placed.includes(key as TemplateFieldPath),
		)
		.map(([key]) => key as TemplateFieldPath);
	return paths.map((path) => <FieldControl key={path} path={path} />);
}

type GroupKey = {
	[K in keyof typeof TEMPLATE_FIELDS]: (typeof TEMPLATE_FIELDS)[K]["kind"] extends "group" ? K : never;
}[keyof typeof TEMPLATE_FIELDS];

/** The fields of a group (the critical thresholds), in their declared order. */
export function GroupFields({ group }: { group: GroupKey }) {
	return Object.keys(TEMPLATE_FIELDS[group].fields).map((key) => {
		const path = `${group}.${key}` as TemplateFieldPath;
		return <FieldControl key={path} path={path} />;
	});
}

/** The row fields a list's controls depend on: those that make another moot, or that a hint reads. */
function watchedKeys(list: TemplateListKey): string[] {
	const rows: Record<string, RowField> = TEMPLATE_FIELDS[list].rows;
	const keys = new Set<string>();
	for (const [key, field] of Object.entries(rows)) {
		if (field.kind === "whole" && field.ignoredWhenFilled) keys.add(field.ignoredWhenFilled);
		if (filledFieldHints[`${list}.${key}` as TemplateFieldPath]) keys.add(key);
		for (const read of valueFieldHints[`${list}.${key}` as TemplateFieldPath]?.reads ?? []) keys.add(read);
	}
	return [...keys];
}

const WATCHED = new Map(listKeys(TEMPLATE_FIELDS).map((list) => [list, watchedKeys(list)]));

/** The fields of a list's row, in their declared order. */
export function RowFields({ list, index }: { list: TemplateListKey; index: number }) {
	const { control } = useFormContext<TemplateForm>();
	const keys = WATCHED.get(list) ?? [];
	const values = useWatch({ control, name: keys.map((key) => `${list}.${index}.${key}`) as FieldPath[] });
	const row = Object.fromEntries(keys.map((key, position) => [key, values[position]]));
	const context = rowLegends[list](index);
	return Object.keys(TEMPLATE_FIELDS[list].rows).map((key) => (
		<FieldControl
			key={key}
			path={`${list}.${key}` as TemplateFieldPath}
			name={`${list}.${index}.${key}` as FieldPath}
			context={context}
			row={row}
		/>
	));
}

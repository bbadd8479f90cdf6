// One block for the lists (statistics, macros, custom criticals): rows from
// useFieldArray, add / duplicate / move up / move down / delete, the count
// limit and the empty row of the list's declaration (src/template/fields.ts),
// and the list-level error from the schema (errors.<list>.root).
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { decodeIssueMessage } from "@site/src/template/errorCodes";
import { emptyRowOf } from "@site/src/template/fieldModel";
import { TEMPLATE_FIELDS, type TemplateListKey } from "@site/src/template/fields";
import type { TemplateForm } from "@site/src/template/formModel";
import { templateErrorMessage } from "@site/src/template/messages";
import { uniqueCopyName } from "@site/src/template/names";
import Heading from "@theme/Heading";
import { type ReactNode, useRef } from "react";
import { get, useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { sectionId } from "../_utils/fieldId";
import { useHeldWhilePressed } from "../_utils/useHeldWhilePressed";
import styles from "../styles.module.css";
import { ErrorText } from "./LabelledInputs";

type ListName = TemplateListKey;

interface RowActionLabels {
	duplicate: string;
	remove: string;
	moveUp: string;
	moveDown: string;
}

interface ListSectionProps {
	name: ListName;
	title: string;
	intro: ReactNode;
	addLabel: string;
	limitMessage: string;
	emptyMessage: string;
	itemLegend: (index: number) => string;
	actionLabels: (index: number) => RowActionLabels;
	renderFields: (index: number) => ReactNode;
}

function useListError(name: ListName): string | undefined {
	const { errors } = useFormState<TemplateForm>({ name });
	const listError = get(errors, name) as { root?: { message?: string }; message?: string } | undefined;
	// Held while a pointer is pressed: this message sits just above the "Add" button.
	const message = useHeldWhilePressed(listError?.root?.message ?? listError?.message);
	if (!message) return undefined;
	const { code, values } = decodeIssueMessage(message);
	return templateErrorMessage(code, values);
}

export default function ListSection(props: ListSectionProps) {
	const { name } = props;
	const { max } = TEMPLATE_FIELDS[name];
	const { control, getValues } = useFormContext<TemplateForm>();
	const { fields, append, insert, remove, move } = useFieldArray({ control, name });
	const addButton = useRef<HTMLButtonElement>(null);
	const listError = useListError(name);
	const atLimit = fields.length >= max;
	const headingId = sectionId(name);

	const duplicate = (index: number) => {
		const rows = getValues(name) as { name: string }[];
		const copy = {
			...rows[index],
			name: uniqueCopyName(
				rows[index]?.name ?? "",
				rows.map((row) => row.name),
			),
		};
		insert(index + 1, copy as TemplateForm[ListName][number]);
	};
	const removeRow = (index: number) => {
		remove(index);
		addButton.current?.focus();
	};

	return (
		<section className={styles.section} aria-labelledby={headingId}>
			<Heading as="h2" id={headingId} tabIndex={-1} className={styles.sectionTitle}>
				{props.title}
			</Heading>
			<div className={styles.intro}>{props.intro}</div>
			{fields.length === 0 && <p className={styles.empty}>{props.emptyMessage}</p>}
			<ol className={styles.rows}>
				{fields.map((field, index) => {
					const labels = props.actionLabels(index);
					return (
						<li key={field.id} className={styles.row}>
							<fieldset className={styles.rowFieldset}>
								<legend className={styles.rowLegend}>{props.itemLegend(index)}</legend>
								<div className={styles.rowFields}>{props.renderFields(index)}</div>
								<div className={styles.rowActions}>
									<button
										type="button"
										className="button button--sm button--secondary"
										aria-label={labels.moveUp}
										aria-disabled={index === 0}
										onClick={() => index > 0 && move(index, index - 1)}
									>
										<span aria-hidden="true">↑</span>
									</button>
									<button
										type="button"
										className="button button--sm button--secondary"
										aria-label={labels.moveDown}
										aria-disabled={index === fields.length - 1}
										onClick={() => index < fields.length - 1 && move(index, index + 1)}
									>
										<span aria-hidden="true">↓</span>
									</button>
									<button
										type="button"
										className="button button--sm button--secondary"
										aria-label={labels.duplicate}
										disabled={atLimit}
										onClick={() => duplicate(index)}
									>
										<Translate id="templateBuilder.row.duplicate" description="Button copying a row of a list">
											Dupliquer
										</Translate>
									</button>
									<button
										type="button"
										className={`button button--sm ${styles.dangerButton}`}
										aria-label={labels.remove}
										onClick={() => removeRow(index)}
									>
										<Translate id="templateBuilder.row.remove" description="Button deleting a row of a list">
											Supprimer
										</Translate>
									</button>
								</div>
							</fieldset>
						</li>
					);
				})}
			</ol>
			{listError && <ErrorText id={`${headingId}-error`}>{listError}</ErrorText>}
			{atLimit && (
				<p className={styles.limit} role="status">
					{props.limitMessage}
				</p>
			)}
			<button
				ref={addButton}
				type="button"
				className="button button--primary button--outline"
				disabled={atLimit}
				onClick={() => append(emptyRowOf(TEMPLATE_FIELDS[name]) as TemplateForm[ListName][number])}
			>
				{props.addLabel}
			</button>
		</section>
	);
}

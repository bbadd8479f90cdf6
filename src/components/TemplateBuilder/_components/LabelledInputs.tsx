// Labelled inputs wired to react-hook-form: each shows its error (from RHF state)
// once the user has changed the field and left it (touched), tied to the input by
// aria-describedby. A field only passed through shows nothing yet, so leaving a
// new empty row does not push the page around under the pointer; the error
// summary above the download button lists every error in the meantime. An
// error waits for a pressed pointer's release (useHeldWhilePressed).
import { decodeIssueMessage } from "@site/src/template/errorCodes";
import type { TemplateForm } from "@site/src/template/formModel";
import { templateErrorMessage } from "@site/src/template/messages";
import clsx from "clsx";
import { type ReactNode, useState } from "react";
import { get, type Path, useFormContext, useFormState } from "react-hook-form";
import { fieldId } from "../_utils/fieldId";
import { useHeldWhilePressed } from "../_utils/useHeldWhilePressed";
import styles from "../styles.module.css";

export type FieldPath = Path<TemplateForm>;

/**
 * The field's error message, when it has one and the field has been edited and
 * left; held while a pointer is pressed, so that the press lands where it began.
 */
function useVisibleError(name: FieldPath, edited = true): string | undefined {
	const { errors, touchedFields } = useFormState<TemplateForm>({ name });
	const error = get(errors, name) as { message?: string } | undefined;
	const touched = get(touchedFields, name) === true;
	const message = error?.message && touched && edited ? error.message : undefined;
	const shown = useHeldWhilePressed(message);
	if (!shown) return undefined;
	const { code, values } = decodeIssueMessage(shown);
	return templateErrorMessage(code, values);
}

export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
	return (
		<p id={id} role="alert" className={styles.errorText}>
			{children}
		</p>
	);
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
	const list = ids.filter(Boolean).join(" ");
	return list || undefined;
}

/** A visible label, with the row it belongs to spelled out for assistive technologies. */
function LabelText({ label, context }: { label: string; context?: string }) {
	return (
		<>
			{label}
			{context && <span className={styles.srOnly}> ({context})</span>}
		</>
	);
}

interface TextFieldProps {
	name: FieldPath;
	label: string;
	context?: string;
	hint?: ReactNode;
	numeric?: boolean;
	readOnly?: boolean;
	placeholder?: string;
	className?: string;
	monospace?: boolean;
}

export function TextField({
	name,
	label,
	context,
	hint,
	numeric,
	readOnly,
	placeholder,
	className,
	monospace,
}: TextFieldProps) {
	const { register } = useFormContext<TemplateForm>();
	const [edited, setEdited] = useState(false);
	const error = useVisibleError(name, edited);
	const id = fieldId(name);
	const registration = register(name);
	return (
		<div className={clsx(styles.field, className)}>
			<label htmlFor={id} className={styles.label}>
				<LabelText label={label} context={context} />
			</label>
			<input
				id={id}
				type="text"
				inputMode={numeric ? "numeric" : undefined}
				autoComplete="off"
				spellCheck={false}
				placeholder={placeholder}
				readOnly={readOnly}
				className={clsx(styles.input, monospace && styles.monospace)}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
				{...registration}
				onChange={(event) => {
					setEdited(true);
					return registration.onChange(event);
				}}
			/>
			{hint !== undefined && (
				<p id={`${id}-hint`} className={styles.hint}>
					{hint}
				</p>
			)}
			{error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
		</div>
	);
}

export function CheckboxField({
	name,
	label,
	context,
	hint,
}: {
	name: FieldPath;
	label: string;
	context?: string;
	hint?: ReactNode;
}) {
	const { register } = useFormContext<TemplateForm>();
	const id = fieldId(name);
	return (
		<div className={styles.checkboxField}>
			<input
				id={id}
				type="checkbox"
				className={styles.checkbox}
				aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
				{...register(name)}
			/>
			<label htmlFor={id}>
				<LabelText label={label} context={context} />
			</label>
			{hint !== undefined && (
				<p id={`${id}-hint`} className={styles.hint}>
					{hint}
				</p>
			)}
		</div>
	);
}

export function SelectField({
	name,
	label,
	context,
	options,
}: {
	name: FieldPath;
	label: string;
	context?: string;
	options: readonly { value: string; label: string }[];
}) {
	const { register } = useFormContext<TemplateForm>();
	const error = useVisibleError(name);
	const id = fieldId(name);
	return (
		<div className={styles.field}>
			<label htmlFor={id} className={styles.label}>
				<LabelText label={label} context={context} />
			</label>
			<select
				id={id}
				className={clsx(styles.input, styles.monospace)}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				{...register(name)}
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
			{error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
		</div>
	);
}

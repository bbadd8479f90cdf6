/** Stable DOM ids for form fields and sections, so the error summary can point at them. */
export function fieldId(path: string): string {
	return `template-field-${path.replaceAll(".", "-")}`;
}

export function sectionId(section: string): string {
	return `template-section-${section}`;
}

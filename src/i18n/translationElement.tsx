// `<Translate>` for a catalogue that loads on demand: Docusaurus's component shape (a literal id, the French text as
// children, values for `{name}` placeholders), reading the catalogue through its translate() (./translator).
import Interpolate, { type InterpolateValues } from "@docusaurus/Interpolate";
import type { ReactNode } from "react";
import type { Translate } from "./translator";

export interface TranslationProps {
	id: string;
	/** For translators; not read at run time. */
	description?: string;
	values?: InterpolateValues<string, ReactNode>;
	/** The French text, the default locale's. */
	children: string;
}

export function TranslationElement({ translate, id, values, children }: TranslationProps & { translate: Translate }) {
	// The catalogue's text with its placeholders, filled by Docusaurus's own Interpolate (values may be elements).
	return <Interpolate values={values}>{translate({ id, message: children })}</Interpolate>;
}

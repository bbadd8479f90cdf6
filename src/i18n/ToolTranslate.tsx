// `<Translate>` for the tools that load on demand, reading their catalogue (./toolTranslate) as Docusaurus's
// component reads code.json: a literal id, the French text as children, values for `{name}` placeholders.
import Interpolate, { type InterpolateValues } from "@docusaurus/Interpolate";
import type { ReactNode } from "react";
import { translate } from "./toolTranslate";

interface Props {
	id: string;
	/** For translators; not read at run time. */
	description?: string;
	values?: InterpolateValues<string, ReactNode>;
	/** The French text, the default locale's. */
	children: string;
}

export default function ToolTranslate({ id, values, children }: Props) {
	// The catalogue's text, placeholders left in, then filled by Docusaurus's own Interpolate (values may be elements).
	return <Interpolate values={values}>{translate({ id, message: children })}</Interpolate>;
}

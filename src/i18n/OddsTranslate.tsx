// <Translate> for the `odds.*` strings (./odds).
import { translate } from "./odds";
import { TranslationElement, type TranslationProps } from "./translationElement";

export default function OddsTranslate(props: TranslationProps) {
	return <TranslationElement translate={translate} {...props} />;
}

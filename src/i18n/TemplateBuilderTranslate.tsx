// <Translate> for the `templateBuilder.*` strings (./templateBuilder).
import { translate } from "./templateBuilder";
import { TranslationElement, type TranslationProps } from "./translationElement";

export default function TemplateBuilderTranslate(props: TranslationProps) {
	return <TranslationElement translate={translate} {...props} />;
}

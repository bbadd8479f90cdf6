// <Translate> for the `home.*` strings (./home).
import { translate } from "./home";
import { TranslationElement, type TranslationProps } from "./translationElement";

export default function HomeTranslate(props: TranslationProps) {
	return <TranslationElement translate={translate} {...props} />;
}

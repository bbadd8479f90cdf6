// translate() for the odds view, and the builder's odds: the `odds.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/odds.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

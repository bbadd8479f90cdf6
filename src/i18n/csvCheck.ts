// translate() for the sheet-import check: the `csvCheck.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/csvCheck.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

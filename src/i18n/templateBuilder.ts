// translate() for the template builder and the template's messages (src/template/messages.ts): the `templateBuilder.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/templateBuilder.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

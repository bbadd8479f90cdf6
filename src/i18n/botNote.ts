// translate() for the notes on what the bot does unexpectedly, shown by the odds view and the builder: the `botNote.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/botNote.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

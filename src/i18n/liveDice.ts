// translate() for the dice engine's sentences (src/dice/messages.ts): a roll's result, the playground, the builder: the `liveDice.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/liveDice.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

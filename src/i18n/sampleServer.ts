// translate() for the command box's sample-server editor and its template loading, which load when the reader
// opens them: the `sampleServer.*` strings of i18n/<locale>/tools.json.
import catalogue from "@site-tool-translations/sampleServer.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

/**
 * Checks a filled sheet-import CSV the way the bot's `/import` reads it:
 *
 *   npm run --silent check-csv -- TEMPLATE.json FILE.csv [--private-channel]
 *
 * `--private-channel`: the server has a private channel, so `isPrivate` is a
 * required column and is read. Prints one JSON object,
 * `{"fatal": string|null, "rows": [{line, user, charName, registered, private,
 * stats, macros, problems, warnings}]}`, problems and warnings with their code,
 * column and English sentence (from i18n/en/tools.json). Exits 0 when every row
 * registers without a warning, 1 otherwise, 2 when the command cannot check
 * (a missing file, or a CSV over the page's limit, refused before it is read).
 * Cells and file names are a stranger's text: control and bidirectional
 * characters are printed as \u escapes, which keeps the JSON valid.
 */
import { checkCsv } from "./check-csv/command";
import { runFromTerminal } from "./command/io";

runFromTerminal(checkCsv);

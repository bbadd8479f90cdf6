/**
 * Checks template files the way the site's builder does, before they are
 * uploaded to the bot:
 *
 *   npm run validate-template -- FILE...
 *
 * Prints `FILE: ok` or `FILE: error: MESSAGE` for each file (English messages
 * from the English catalogues, i18n/en/) and exits 0 when every file is valid, 1 otherwise
 * (2 when no file is given). What comes from a file, and the file's name, is
 * printed with its control characters escaped (terminalText.ts).
 */
import { runFromTerminal } from "./command/io";
import { validateTemplates } from "./validate-template/command";

runFromTerminal(validateTemplates);

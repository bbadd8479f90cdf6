/** Count limits and constants shared by the form, the JSON import and the validator command. */

/** The bot refuses more statistics than this (Discord's select menus hold 25 choices). */
export const MAX_STATISTICS = 25;
/** The bot refuses more macros ("damage" dice) than this. */
export const MAX_MACROS = 25;
/** The bot refuses more custom criticals than this. */
export const MAX_CUSTOM_CRITICALS = 22;
/** Imported template files above this size are refused before being read. */
export const MAX_TEMPLATE_FILE_BYTES = 1024 * 1024;
/** The same limit, as people read it in messages. */
export const MAX_TEMPLATE_FILE_LABEL = "1 MB";
/** Without a total, the bot tests statistics with values below this number. */
export const DEFAULT_TOTAL_FOR_TESTS = 100;

/** Comparison signs accepted for custom criticals, in the bot's order. */
export const CUSTOM_CRITICAL_SIGNS = ["<", ">", "<=", ">=", "!=", "=="] as const;

/** Path of the JSON Schema the site publishes (written into the build by plugins/template-schema). */
export const TEMPLATE_SCHEMA_PATH = "/schema/template.schema.json";

/** Longest name of a statistic, macro or custom critical: a Discord select-menu label holds 100 characters. */
export const MAX_NAME_LENGTH = 100;
/** Longest formula, type die or custom critical's value: the site's own cap, so that checking stays instant. */
export const MAX_FORMULA_TEXT_LENGTH = 500;

/** Filled sheet-import files above this size are refused before being read (5 MB, 5,000 rows, check in about a second). */
export const MAX_CSV_FILE_BYTES = 10 * 1024 * 1024;
/** The same limit, as people read it in messages. */
export const MAX_CSV_FILE_LABEL = "10 MB";

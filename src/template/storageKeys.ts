/**
 * Where the builder keeps its draft in localStorage, apart from the code that
 * reads it: the page checks for a draft before loading the builder, without
 * loading zod and the form model. The key is versioned: a change of the form
 * model's shape gets a new key. A renamed field keeps the key: storage.ts reads
 * the field's former name too (the custom criticals' `criticals`, now `customCritical`).
 */
export const FORM_STORAGE_KEY = "dicelette:template-form:v1";
/** The game's name, used only to name downloaded files: it is not part of the template. */
export const GAME_NAME_STORAGE_KEY = "dicelette:template-form:v1:game";
/** Where a draft over the limits is moved, never to be run: kept rather than deleted, as someone's work. */
export const SET_ASIDE_STORAGE_KEY = "dicelette:template-form:v1:set-aside";

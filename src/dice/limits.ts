/**
 * Caps that keep a roll typed into a web page quick and bounded. The bot
 * allows 100 repeats in a bulk roll; the other caps are the site's own, so
 * that no expression can freeze the reader's tab (the bot rolls 301 groups of
 * 1d6: the two plays that show it are listed in
 * tests/fixtures/bot-oracle/deliberate.json).
 */

/** Characters in one expression, comment excluded. */
export const MAX_EXPRESSION_LENGTH = 300;
/** Dice groups (`2d6`, `1d20`...) in one roll. */
export const MAX_DICE_GROUPS = 25;
/** Dice thrown by one expression, repeats included (rpg-dice-roller itself refuses more than 999 in one group). */
export const MAX_DICE = 1000;
/** Dice in one exploding group (`100d6!`): dice-roller's explosions slow down fast as a group grows. */
export const MAX_EXPLODING_DICE = 100;
/** Repeats in a bulk roll `N#...`, as the bot. */
export const MAX_REPEATS = 100;
/** Formulas after the first roll of a shared roll `1d20;&+5;...`. */
export const MAX_SHARED_FORMULAS = 24;
/** Random draws in one expression: dice that keep exploding or re-rolling stop here. */
export const MAX_DRAWS = 20_000;

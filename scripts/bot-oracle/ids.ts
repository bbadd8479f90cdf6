/** The ids of the sample server the oracle plays on: the player's is the one the site's examples mention. */
export const BOT_ID = "100000000000000000";
export const PLAYER_ID = "100000000000000001";
export const GUILD_ID = "200000000000000000";
export const CHANNEL_ID = "300000000000000000";
export const LOGS_ID = "300000000000000001";
export const RESULTS_ID = "300000000000000002";
export const HIDDEN_ID = "300000000000000003";
export const TEMPLATE_CHANNEL_ID = "300000000000000004";
export const SHEETS_CHANNEL_ID = "300000000000000005";
/** The bot answers commands as its own application. */
export const APPLICATION_ID = BOT_ID;

// Written by `npm run bot-commands -- BOT_CHECKOUT` from the bot's source: regenerate it, do not edit it.
// The bot's private commands (apps/bot/src/commands/private/) are left out: the bot registers them only on its
// developers' own servers, where they try out features; no reader of the site can use them.
import type { BotCommand } from "./botCommands";

/** The bot release the command set was read from. */
export const BOT_RELEASE = "4.7.2";

export const botCommands: readonly BotCommand[] = [
	{
		kind: "slash",
		name: { fr: "dbroll", en: "dbroll" },
		options: [
			{ name: { fr: "statistique", en: "statistic" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "expression", en: "expression" }, type: "string", required: false },
			{ name: { fr: "opposition", en: "opposition" }, type: "string", required: false },
			{ name: { fr: "seuil_reussite", en: "success_threshold" }, type: "string", required: false },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "macro", en: "macro" },
		options: [
			{ name: { fr: "nom", en: "name" }, type: "string", required: true, autocomplete: true },
			{ name: { fr: "succès_critique", en: "critical_success" }, type: "string", required: false },
			{ name: { fr: "échec_critique", en: "critical_failure" }, type: "string", required: false },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "expression", en: "expression" }, type: "string", required: false },
			{ name: { fr: "opposition", en: "opposition" }, type: "string", required: false },
			{ name: { fr: "seuil_reussite", en: "success_threshold" }, type: "string", required: false },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "afficher", en: "display" },
		options: [
			{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "persistent", en: "persistent" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "graph", en: "graph" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "statistique", en: "statistic" },
				options: [
					{ name: { fr: "inverser", en: "invert" }, type: "boolean", required: false },
					{ name: { fr: "ligne", en: "line" }, type: "string", required: false },
					{ name: { fr: "min", en: "min" }, type: "number", required: false },
					{ name: { fr: "max", en: "max" }, type: "number", required: false },
					{ name: { fr: "fond", en: "background" }, type: "string", required: false },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "attributs", en: "attributes" },
				options: [
					{ name: { fr: "inverser", en: "invert" }, type: "boolean", required: false },
					{ name: { fr: "ligne", en: "line" }, type: "string", required: false },
					{ name: { fr: "min", en: "min" }, type: "number", required: false },
					{ name: { fr: "max", en: "max" }, type: "number", required: false },
					{ name: { fr: "fond", en: "background" }, type: "string", required: false },
					{ name: { fr: "attributs", en: "attributes" }, type: "string", required: false },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "edit", en: "edit" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "avatar", en: "avatar" },
				options: [
					{ name: { fr: "url", en: "url" }, type: "string", required: false },
					{ name: { fr: "fichier", en: "file" }, type: "attachment", required: false },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "rename", en: "rename" },
				options: [
					{ name: { fr: "nouveau_nom", en: "new_name" }, type: "string", required: true },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "user", en: "user" },
				options: [
					{ name: { fr: "nouveau_utilisateur", en: "new_user" }, type: "user", required: true },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "calc", en: "calc" },
		options: [
			{ name: { fr: "statistique", en: "statistic" }, type: "string", required: true, autocomplete: true },
			{ name: { fr: "signe", en: "sign" }, type: "string", required: true, autocomplete: true },
			{ name: { fr: "expression", en: "expression" }, type: "string", required: true },
			{ name: { fr: "transformer", en: "transform" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "config", en: "config" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "changer_langue", en: "change_language" },
				options: [
					{
						name: { fr: "langue", en: "language" },
						type: "string",
						required: true,
						choices: [
							{ name: { fr: "Français", en: "Français" }, value: "fr" },
							{ name: { fr: "English", en: "English" }, value: "en-US" },
						],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "logs", en: "logs" },
				options: [
					{
						name: { fr: "channel", en: "channel" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PrivateThread", "PublicThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "result_channel", en: "result_channel" },
				options: [
					{ name: { fr: "désactiver_thread", en: "disable_thread" }, type: "boolean", required: false },
					{
						name: { fr: "channel", en: "channel" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer_après", en: "delete_after" },
				options: [{ name: { fr: "temps", en: "time" }, type: "number", required: true, minValue: 0, maxValue: 3600 }],
			},
			{
				kind: "group",
				name: { fr: "afficher", en: "display" },
				subcommands: [
					{ kind: "subcommand", name: { fr: "générale", en: "general" }, options: [] },
					{ kind: "subcommand", name: { fr: "modèle", en: "template" }, options: [] },
				],
			},
			{
				kind: "group",
				name: { fr: "auto_role", en: "auto_role" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "statistiques", en: "statistics" },
						options: [{ name: { fr: "rôle", en: "role" }, type: "role", required: false }],
					},
					{
						kind: "subcommand",
						name: { fr: "dé", en: "dice" },
						options: [{ name: { fr: "rôle", en: "role" }, type: "role", required: false }],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "timestamp", en: "timestamp" },
				options: [{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true }],
			},
			{
				kind: "subcommand",
				name: { fr: "contexte", en: "context" },
				options: [{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true }],
			},
			{
				kind: "subcommand",
				name: { fr: "lien_sauvegarde", en: "save_link" },
				options: [{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true }],
			},
			{
				kind: "subcommand",
				name: { fr: "jet_invisible", en: "hidden_roll" },
				options: [
					{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true },
					{
						name: { fr: "channel", en: "channel" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "auto_enregistrement", en: "self_register" },
				options: [
					{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true },
					{ name: { fr: "validation_modération", en: "validation_moderation" }, type: "boolean", required: false },
					{ name: { fr: "interdire_channel", en: "disallow_channel" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer_hrp", en: "strip_ooc" },
				options: [
					{ name: { fr: "prefix", en: "prefix" }, type: "string", required: false },
					{ name: { fr: "suffixe", en: "suffix" }, type: "string", required: false },
					{ name: { fr: "regex", en: "regex" }, type: "string", required: false },
					{ name: { fr: "timer", en: "timer" }, type: "number", required: false, minValue: 0, maxValue: 3600 },
					{
						name: { fr: "channel", en: "channel" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
					{ name: { fr: "thread_mode", en: "thread_mode" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "éditer_moi", en: "edit_me" },
				options: [
					{ name: { fr: "pseudo", en: "nick" }, type: "string", required: false },
					{ name: { fr: "bio", en: "bio" }, type: "string", required: false },
					{ name: { fr: "avatar", en: "avatar" }, type: "attachment", required: false },
					{ name: { fr: "bannière", en: "banner" }, type: "attachment", required: false },
				],
			},
			{
				kind: "group",
				name: { fr: "créer_lien", en: "create_link" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "format", en: "format" },
						options: [
							{ name: { fr: "final", en: "final" }, type: "string", required: true },
							{ name: { fr: "résultats", en: "results" }, type: "string", required: false },
							{ name: { fr: "dé", en: "dice" }, type: "string", required: false },
							{ name: { fr: "info", en: "info" }, type: "string", required: false },
							{ name: { fr: "nom", en: "name" }, type: "string", required: false },
							{ name: { fr: "jointure_résultats", en: "join_results" }, type: "string", required: false },
							{ name: { fr: "dé_original", en: "original_dice" }, type: "string", required: false },
							{ name: { fr: "personnage", en: "character" }, type: "string", required: false },
						],
					},
					{ kind: "subcommand", name: { fr: "reset", en: "reset" }, options: [] },
					{ kind: "subcommand", name: { fr: "affichage", en: "display" }, options: [] },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "pitié", en: "pity" },
				options: [{ name: { fr: "seuil", en: "threshold" }, type: "integer", required: false, minValue: 2 }],
			},
			{
				kind: "subcommand",
				name: { fr: "désactiver_comparaison", en: "disable_compare" },
				options: [{ name: { fr: "basculer", en: "toggle" }, type: "boolean", required: true }],
			},
			{
				kind: "subcommand",
				name: { fr: "ordre_tri", en: "sort_order" },
				options: [
					{
						name: { fr: "ordre", en: "order" },
						type: "string",
						required: false,
						choices: [
							{ name: { fr: "Croissant", en: "Ascending" } },
							{ name: { fr: "Décroissant", en: "Descending" } },
							{ name: { fr: "Aucun", en: "Disabled" } },
						],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "formule_personnalisée", en: "custom_formula" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "configurer", en: "configure" },
						options: [{ name: { fr: "formule", en: "formula" }, type: "string", required: false }],
					},
					{ kind: "subcommand", name: { fr: "afficher", en: "display" }, options: [] },
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "modèle", en: "template" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "enregistrer", en: "register" },
				options: [
					{
						name: { fr: "channel", en: "channel" },
						type: "channel",
						required: true,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread"],
					},
					{ name: { fr: "modèle", en: "template" }, type: "attachment", required: true },
					{
						name: { fr: "channel_public", en: "public_channel" },
						type: "channel",
						required: false,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread", "GuildForum"],
					},
					{
						name: { fr: "channel_privé", en: "private_channel" },
						type: "channel",
						required: false,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread", "GuildForum"],
					},
					{ name: { fr: "maj_personnages", en: "update_characters" }, type: "boolean", required: false },
					{ name: { fr: "supprimer_personnages", en: "delete_characters" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "modifier", en: "update" },
				options: [
					{ name: { fr: "modèle", en: "template" }, type: "attachment", required: true },
					{ name: { fr: "maj_personnages", en: "update_characters" }, type: "boolean", required: false },
					{ name: { fr: "supprimer_personnages", en: "delete_characters" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer", en: "delete" },
				options: [{ name: { fr: "supprimer_personnage", en: "delete_user" }, type: "boolean", required: false }],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "import", en: "import" },
		options: [
			{ name: { fr: "csv", en: "csv" }, type: "attachment", required: true },
			{ name: { fr: "supprimer", en: "delete" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{ kind: "slash", name: { fr: "csv", en: "csv" }, options: [], subcommands: [] },
	{
		kind: "slash",
		name: { fr: "export", en: "export" },
		options: [{ name: { fr: "fiche_privée_uniquement", en: "private_sheet_only" }, type: "boolean", required: false }],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "snippets", en: "snippets" },
		options: [
			{ name: { fr: "nom", en: "name" }, type: "string", required: true, autocomplete: true },
			{ name: { fr: "succès_critique", en: "critical_success" }, type: "string", required: false },
			{ name: { fr: "échec_critique", en: "critical_failure" }, type: "string", required: false },
			{ name: { fr: "expression", en: "expression" }, type: "string", required: false },
			{ name: { fr: "opposition", en: "opposition" }, type: "string", required: false },
			{ name: { fr: "seuil_reussite", en: "success_threshold" }, type: "string", required: false },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "supprimer_char", en: "delete_char" },
		options: [
			{ name: { fr: "joueur", en: "player" }, type: "user", required: true },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "aide", en: "help" },
		options: [],
		subcommands: [
			{ kind: "subcommand", name: { fr: "info", en: "info" }, options: [] },
			{ kind: "subcommand", name: { fr: "bug", en: "bug" }, options: [] },
			{ kind: "subcommand", name: { fr: "suggestion", en: "request" }, options: [] },
			{ kind: "subcommand", name: { fr: "admin", en: "admin" }, options: [] },
			{ kind: "subcommand", name: { fr: "enregistrer", en: "register" }, options: [] },
			{
				kind: "subcommand",
				name: { fr: "changelog", en: "changelog" },
				options: [{ name: { fr: "version", en: "version" }, type: "string", required: false, autocomplete: true }],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "scene", en: "scene" },
		options: [
			{ name: { fr: "scene", en: "scene" }, type: "string", required: false },
			{ name: { fr: "tempo", en: "tempo" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "karma", en: "karma" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "bilan", en: "bilan" },
				options: [
					{ name: { fr: "user", en: "user" }, type: "user", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "classement", en: "leaderboard" },
				options: [
					{
						name: { fr: "type", en: "type" },
						type: "string",
						required: false,
						choices: [
							{ name: { fr: "Succès critique", en: "Critical success" }, value: "criticalSuccess" },
							{ name: { fr: "Échec critique", en: "Critical failure" }, value: "criticalFailure" },
							{ name: { fr: "Succès", en: "Success" }, value: "success" },
							{ name: { fr: "Échec", en: "Failure" }, value: "failure" },
							{ name: { fr: "Total", en: "Total" }, value: "total" },
						],
					},
					{
						name: { fr: "tri", en: "sort" },
						type: "string",
						required: false,
						choices: [
							{ name: { fr: "Brut", en: "Raw" }, value: "brut" },
							{ name: { fr: "Ratio", en: "Ratio" }, value: "ratio" },
						],
					},
					{ name: { fr: "seuil", en: "threshold" }, type: "number", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "serveur", en: "server" },
				options: [{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false }],
			},
			{
				kind: "subcommand",
				name: { fr: "réinitialisation", en: "reset" },
				options: [
					{ name: { fr: "tout_le_monde", en: "everyone" }, type: "boolean", required: false },
					{ name: { fr: "user", en: "user" }, type: "user", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "chart", en: "chart" },
				options: [{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false }],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "user_config", en: "user_config" },
		options: [],
		subcommands: [
			{
				kind: "group",
				name: { fr: "créer_lien", en: "create_link" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "format", en: "format" },
						options: [
							{ name: { fr: "final", en: "final" }, type: "string", required: true },
							{ name: { fr: "résultats", en: "results" }, type: "string", required: false },
							{ name: { fr: "dé", en: "dice" }, type: "string", required: false },
							{ name: { fr: "info", en: "info" }, type: "string", required: false },
							{ name: { fr: "nom", en: "name" }, type: "string", required: false },
							{ name: { fr: "jointure_résultats", en: "join_results" }, type: "string", required: false },
							{ name: { fr: "dé_original", en: "original_dice" }, type: "string", required: false },
							{ name: { fr: "personnage", en: "character" }, type: "string", required: false },
						],
					},
					{ kind: "subcommand", name: { fr: "reset", en: "reset" }, options: [] },
					{ kind: "subcommand", name: { fr: "affichage", en: "display" }, options: [] },
				],
			},
			{
				kind: "group",
				name: { fr: "snippets", en: "snippets" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "créer", en: "create" },
						options: [
							{ name: { fr: "nom", en: "name" }, type: "string", required: true },
							{ name: { fr: "dé", en: "dice" }, type: "string", required: true },
						],
					},
					{
						kind: "subcommand",
						name: { fr: "supprimer", en: "delete" },
						options: [{ name: { fr: "nom", en: "name" }, type: "string", required: true, autocomplete: true }],
					},
					{ kind: "subcommand", name: { fr: "lister", en: "list" }, options: [] },
					{ kind: "subcommand", name: { fr: "export", en: "export" }, options: [] },
					{
						kind: "subcommand",
						name: { fr: "import", en: "import" },
						options: [
							{ name: { fr: "fichier", en: "file" }, type: "attachment", required: true },
							{ name: { fr: "écraser", en: "overwrite" }, type: "boolean", required: false },
						],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "attributs", en: "attributes" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "créer", en: "create" },
						options: [
							{ name: { fr: "nom", en: "name" }, type: "string", required: true },
							{ name: { fr: "valeur", en: "value" }, type: "string", required: true },
						],
					},
					{
						kind: "subcommand",
						name: { fr: "supprimer", en: "delete" },
						options: [{ name: { fr: "nom", en: "name" }, type: "string", required: true, autocomplete: true }],
					},
					{
						kind: "subcommand",
						name: { fr: "remplacer_inconnu", en: "replace_unknown" },
						options: [{ name: { fr: "valeur", en: "value" }, type: "string", required: false }],
					},
					{ kind: "subcommand", name: { fr: "lister", en: "list" }, options: [] },
					{ kind: "subcommand", name: { fr: "export", en: "export" }, options: [] },
					{
						kind: "subcommand",
						name: { fr: "import", en: "import" },
						options: [
							{ name: { fr: "fichier", en: "file" }, type: "attachment", required: true },
							{ name: { fr: "écraser", en: "overwrite" }, type: "boolean", required: false },
						],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "formule_personnalisée", en: "custom_formula" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "configurer", en: "configure" },
						options: [{ name: { fr: "formule", en: "formula" }, type: "string", required: false }],
					},
					{ kind: "subcommand", name: { fr: "afficher", en: "display" }, options: [] },
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "roll", en: "roll" },
		options: [
			{ name: { fr: "dé", en: "dice" }, type: "string", required: true },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
			{ name: { fr: "succès_critique", en: "critical_success" }, type: "string", required: false },
			{ name: { fr: "échec_critique", en: "critical_failure" }, type: "string", required: false },
			{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "choisir", en: "choose" },
		options: [
			{ name: { fr: "liste", en: "list" }, type: "string", required: true },
			{ name: { fr: "combien", en: "how_many" }, type: "integer", required: false },
			{ name: { fr: "question", en: "question" }, type: "string", required: false },
		],
		subcommands: [],
	},
	{ kind: "slash", name: { fr: "info", en: "info" }, options: [], subcommands: [] },
	{
		kind: "slash",
		name: { fr: "8ball", en: "8ball" },
		options: [
			{ name: { fr: "question", en: "question" }, type: "string", required: false },
			{ name: { fr: "inclure_évasive", en: "include_elusive" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "mj", en: "gm" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "dbroll", en: "dbroll" },
				options: [
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "statistique", en: "statistic" }, type: "string", required: false, autocomplete: true },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
					{ name: { fr: "expression", en: "expression" }, type: "string", required: false },
					{ name: { fr: "opposition", en: "opposition" }, type: "string", required: false },
					{ name: { fr: "seuil_reussite", en: "success_threshold" }, type: "string", required: false },
					{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "macro", en: "macro" },
				options: [
					{ name: { fr: "nom", en: "name" }, type: "string", required: true, autocomplete: true },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "succès_critique", en: "critical_success" }, type: "string", required: false },
					{ name: { fr: "échec_critique", en: "critical_failure" }, type: "string", required: false },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
					{ name: { fr: "expression", en: "expression" }, type: "string", required: false },
					{ name: { fr: "opposition", en: "opposition" }, type: "string", required: false },
					{ name: { fr: "seuil_reussite", en: "success_threshold" }, type: "string", required: false },
					{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "calc", en: "calc" },
				options: [
					{ name: { fr: "statistique", en: "statistic" }, type: "string", required: true, autocomplete: true },
					{ name: { fr: "signe", en: "sign" }, type: "string", required: true, autocomplete: true },
					{ name: { fr: "expression", en: "expression" }, type: "string", required: true },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "transformer", en: "transform" }, type: "string", required: false, autocomplete: true },
					{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
					{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
			{
				kind: "subcommand",
				name: { fr: "roll", en: "roll" },
				options: [
					{ name: { fr: "dé", en: "dice" }, type: "string", required: true },
					{ name: { fr: "joueur", en: "player" }, type: "user", required: false },
					{ name: { fr: "succès_critique", en: "critical_success" }, type: "string", required: false },
					{ name: { fr: "échec_critique", en: "critical_failure" }, type: "string", required: false },
					{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
					{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "math", en: "math" },
		options: [
			{ name: { fr: "expression", en: "expression" }, type: "string", required: true },
			{ name: { fr: "personnage", en: "character" }, type: "string", required: false },
			{ name: { fr: "commentaires", en: "comments" }, type: "string", required: false },
			{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{ kind: "message", name: { fr: "Créer un lien vers ce résultat", en: "Create link to this result" } },
];

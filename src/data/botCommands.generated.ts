// Written by `npm run bot-commands -- BOT_CHECKOUT` from the bot's source: regenerate it, do not edit it.
// The bot's private commands (apps/bot/src/commands/private/) are left out: the bot registers them only on its
// developers' own servers, where they try out features; no reader of the site can use them.
import type { BotCommand } from "./botCommandTypes";

/** The bot release the command set was read from. */
export const BOT_RELEASE = "4.7.2";

export const botCommands: readonly BotCommand[] = [
	{
		kind: "slash",
		name: { fr: "dbroll", en: "dbroll" },
		description: { fr: "Lance un dé avec une statistique enregistrée", en: "Roll a die with a recorded statistic" },
		options: [
			{
				name: { fr: "statistique", en: "statistic" },
				description: { fr: "La statistique à utiliser", en: "The statistic to use" },
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "expression", en: "expression" },
				description: {
					fr: "Expression (mathématique) appliqué au lancer",
					en: "Mathematical expression applied to the dice",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "opposition", en: "opposition" },
				description: {
					fr: "Seuil de succès secondaire contre un adversaire.",
					en: "secondary threshold against an opponent.",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "seuil_reussite", en: "success_threshold" },
				description: { fr: "Remplacer le seuil de réussite", en: "Replace success threshold" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "macro", en: "macro" },
		description: { fr: "Lancer un dé enrégistré pour une macro", en: "Roll a registered die for a macro" },
		options: [
			{
				name: { fr: "nom", en: "name" },
				description: { fr: "Le nom de la macro", en: "The name of the macro" },
				type: "string",
				required: true,
				autocomplete: true,
			},
			{
				name: { fr: "succès_critique", en: "critical_success" },
				description: {
					fr: "Utiliser une valeur de succès critique avec le signe",
					en: "Use a critical success value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "échec_critique", en: "critical_failure" },
				description: {
					fr: "Utiliser une valeur d'échec critique avec le signe",
					en: "Use a critical failure value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "expression", en: "expression" },
				description: {
					fr: "Expression (mathématique) appliqué au lancer",
					en: "Mathematical expression applied to the dice",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "opposition", en: "opposition" },
				description: {
					fr: "Seuil de succès secondaire contre un adversaire.",
					en: "secondary threshold against an opponent.",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "seuil_reussite", en: "success_threshold" },
				description: { fr: "Remplacer le seuil de réussite", en: "Replace success threshold" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "afficher", en: "display" },
		description: {
			fr: "Permet d'afficher la fiche d'un joueur/personnage",
			en: "Allows you to display the profile of a player/character",
		},
		options: [
			{
				name: { fr: "joueur", en: "player" },
				description: { fr: "L'utilisateur à afficher", en: "The user to display" },
				type: "user",
				required: false,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le personnage à afficher", en: "The character to display" },
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "persistent", en: "persistent" },
				description: {
					fr: "Make the data (notably thumbnail) persistant by reuploading it.",
					en: "Make the data (notably thumbnail) persistant by reuploading it.",
				},
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "graph", en: "graph" },
		description: {
			fr: "Générer un graphique des statistiques de l'utilisateur",
			en: "Generate a graph of the user's stats",
		},
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "statistique", en: "statistic" },
				options: [
					{
						name: { fr: "inverser", en: "invert" },
						description: {
							fr: "Inverser le graphique pour les systèmes qui utilisent le chiffre « mieux c'est peu ».",
							en: 'Invert the graph for system that use "better is little" number.',
						},
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "ligne", en: "line" },
						description: { fr: "Couleur des lignes. Par défaut: #0e47b2", en: "Line color. By default: #0e47b2" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "min", en: "min" },
						description: {
							fr: "Valeur minimal pour la génération du graphique",
							en: "Minimum value for graph generation",
						},
						type: "number",
						required: false,
					},
					{
						name: { fr: "max", en: "max" },
						description: {
							fr: "Valeur maximale pour la génération du graphique",
							en: "Maximum value for chart generation",
						},
						type: "number",
						required: false,
					},
					{
						name: { fr: "fond", en: "background" },
						description: {
							fr: "Couleur du fond du graphique. Par défaut: #0e47b2",
							en: "Background color of the chart. By default: #0e47b2",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "L'utilisateur à afficher", en: "The user to display" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Le personnage à afficher", en: "The character to display" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "attributs", en: "attributes" },
				description: {
					fr: "Générer un graphique basée sur les attributs à la place des statistiques.",
					en: "Generate a graph based on the attributes instead of statistics.",
				},
				options: [
					{
						name: { fr: "inverser", en: "invert" },
						description: {
							fr: "Inverser le graphique pour les systèmes qui utilisent le chiffre « mieux c'est peu ».",
							en: 'Invert the graph for system that use "better is little" number.',
						},
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "ligne", en: "line" },
						description: { fr: "Couleur des lignes. Par défaut: #0e47b2", en: "Line color. By default: #0e47b2" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "min", en: "min" },
						description: {
							fr: "Valeur minimal pour la génération du graphique",
							en: "Minimum value for graph generation",
						},
						type: "number",
						required: false,
					},
					{
						name: { fr: "max", en: "max" },
						description: {
							fr: "Valeur maximale pour la génération du graphique",
							en: "Maximum value for chart generation",
						},
						type: "number",
						required: false,
					},
					{
						name: { fr: "fond", en: "background" },
						description: {
							fr: "Couleur du fond du graphique. Par défaut: #0e47b2",
							en: "Background color of the chart. By default: #0e47b2",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "attributs", en: "attributes" },
						description: {
							fr: "Attributs à afficher (séparés par une virgule, ex: volonté, résistance physique)",
							en: "Attributes to display (comma separated, e.g. willpower, physical resistance)",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "L'utilisateur à afficher", en: "The user to display" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Le personnage à afficher", en: "The character to display" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "edit", en: "edit" },
		description: { fr: "Permet d'éditer les données d'une fiche", en: "Allows you to edit the data of a file" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "avatar", en: "avatar" },
				description: { fr: "Modifier l'avatar d'une fiche de personnage", en: "Edit the avatar of a character sheet" },
				options: [
					{
						name: { fr: "url", en: "url" },
						description: {
							fr: "Lien vers l'image à mettre (pas de lien discord!)",
							en: "Link to the image to put (no discord link!)",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "fichier", en: "file" },
						description: {
							fr: "Héberger un fichier plutôt que d'utiliser un lien.",
							en: "Host a file rather than using a link.",
						},
						type: "attachment",
						required: false,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Utilisateur à modifier", en: "User to edit" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Personnage à modifier", en: "Character to edit" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "rename", en: "rename" },
				description: { fr: "Modifier le nom d'un personnage", en: "Change a character's name" },
				options: [
					{
						name: { fr: "nouveau_nom", en: "new_name" },
						description: { fr: "Nouveau nom à utiliser", en: "New name to use" },
						type: "string",
						required: true,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Utilisateur à modifier", en: "User to edit" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Personnage à modifier", en: "Character to edit" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "user", en: "user" },
				description: {
					fr: "Modifier l'utilisateur associé à un personnage",
					en: "Modify the user associated with a character",
				},
				options: [
					{
						name: { fr: "nouveau_utilisateur", en: "new_user" },
						description: { fr: "Le nouveau possesseur du personnage", en: "The new owner of the character" },
						type: "user",
						required: true,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Utilisateur à modifier", en: "User to edit" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Personnage à modifier", en: "Character to edit" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "calc", en: "calc" },
		description: { fr: "Calculer une valeur à partir d'une statistique", en: "Calculate value based on a statistic" },
		options: [
			{
				name: { fr: "statistique", en: "statistic" },
				description: { fr: "Statistiques à utiliser", en: "Statistic to use" },
				type: "string",
				required: true,
				autocomplete: true,
			},
			{
				name: { fr: "signe", en: "sign" },
				description: { fr: "Signes mathématiques", en: "Mathematicals signs" },
				type: "string",
				required: true,
				autocomplete: true,
			},
			{
				name: { fr: "expression", en: "expression" },
				description: { fr: "Formule à utiliser (supporte des dés)", en: "Formula to use (support dice)" },
				type: "string",
				required: true,
			},
			{
				name: { fr: "transformer", en: "transform" },
				description: {
					fr: "Arrondir, plafonner, plancher ou élever au cube le résultat.",
					en: "round, ceil, floor or cube the result",
				},
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
				type: "string",
				required: false,
				autocomplete: true,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "config", en: "config" },
		description: {
			fr: "Permet de configurer le bot pour le serveur",
			en: "Allows you to configure the bot for the server",
		},
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "changer_langue", en: "change_language" },
				description: {
					fr: "Permet de choisir la langue du bot manuellement",
					en: "Allows to change the language of the bot manually",
				},
				options: [
					{
						name: { fr: "langue", en: "language" },
						description: { fr: "Langue à utiliser", en: "Language to use" },
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
				description: {
					fr: "Choisir un channel où envoyer les logs d'erreurs",
					en: "Choose a channel where to send error logs",
				},
				options: [
					{
						name: { fr: "channel", en: "channel" },
						description: { fr: "Le channel où envoyer les logs", en: "The channel to send logs to" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PrivateThread", "PublicThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "result_channel", en: "result_channel" },
				description: {
					fr: "Enregistrer un channel pour y envoyer les résultats des dés ou utiliser un thread automatiquement.",
					en: "Register a channel to send dice results there or use a automatic thread.",
				},
				options: [
					{
						name: { fr: "désactiver_thread", en: "disable_thread" },
						description: {
							fr: "Désactive/active la création automatique des threads et utilise le channel configuré pour les logs",
							en: "Disable/enable automatic thread creation and use the configured channel for logs.",
						},
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "channel", en: "channel" },
						description: { fr: "Channel des résultats", en: "Results channel" },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer_après", en: "delete_after" },
				description: {
					fr: "Permet de changer le délai de suppression des messages",
					en: "Allows you to change the message deletion time",
				},
				options: [
					{
						name: { fr: "temps", en: "time" },
						description: {
							fr: "Temps (en seconde) avant suppression, mettez à 0 pour désactiver.",
							en: "Time (in seconds) before deletion, set to 0 to disable.",
						},
						type: "number",
						required: true,
						minValue: 0,
						maxValue: 3600,
					},
				],
			},
			{
				kind: "group",
				name: { fr: "afficher", en: "display" },
				description: { fr: "Affiche la configuration du serveur", en: "Shows server configuration" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "générale", en: "general" },
						description: {
							fr: "Affiche la configuration générale du serveur",
							en: "Display the general configuration of the server",
						},
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "modèle", en: "template" },
						description: {
							fr: "Affiche la configuration du modèle si existante.",
							en: "Display the model configuration if any.",
						},
						options: [],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "auto_role", en: "auto_role" },
				description: {
					fr: "Ajoute automatiquement un rôle quand une fiche est validée.",
					en: "Automatically adds a role when a record is validated.",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "statistiques", en: "statistics" },
						description: {
							fr: "Ajoute un rôle quand les statistiques sont ajoutées (dbroll)",
							en: "Add a role when statistics are added (dbroll)",
						},
						options: [
							{
								name: { fr: "rôle", en: "role" },
								description: { fr: "Rôle à ajouter", en: "Role to add" },
								type: "role",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "dé", en: "dice" },
						description: {
							fr: "Ajoute un rôle quand des macros sont ajoutées",
							en: "Adds a role when macros are added",
						},
						options: [
							{
								name: { fr: "rôle", en: "role" },
								description: { fr: "Rôle à ajouter", en: "Role to add" },
								type: "role",
								required: false,
							},
						],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "timestamp", en: "timestamp" },
				description: {
					fr: "Affiche ou nom l'heure dans le log de lancer de dé",
					en: "Display or name the time in the die roll log",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Active ou désactive le timestamp", en: "Enables or disables the timestamp" },
						type: "boolean",
						required: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "contexte", en: "context" },
				description: {
					fr: "Permet d'ajouter un lien vers le message le plus proche du dé",
					en: "Allows you to add a link to the message closest to the die",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Activer/désactiver l'ancre de contexte", en: "Enable/disable context anchor" },
						type: "boolean",
						required: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "lien_sauvegarde", en: "save_link" },
				description: {
					fr: "Active le lien vers les logs dans le résultat du dé",
					en: "Activate the link to the logs in the die result",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Active/désactive l'option", en: "Enables/disables the option" },
						type: "boolean",
						required: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "jet_invisible", en: "hidden_roll" },
				description: {
					fr: "Permet de cacher les résultats des dés du lancer MJ",
					en: "Allows you to hide the results of the GM roll dice",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Active/désactive l'option", en: "Enables/disables the option" },
						type: "boolean",
						required: true,
					},
					{
						name: { fr: "channel", en: "channel" },
						description: {
							fr: "Permet d'envoyer les résultats dans ce channel (sinon, ils seront envoyés dans un message éphémère)",
							en: "Allows you to send the results to this channel (otherwise, they will be sent as ephemeral)",
						},
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "auto_enregistrement", en: "self_register" },
				description: {
					fr: "Permettre aux joueurs d'enregistrer directement leurs personnages.",
					en: "Allow player to register their characters directly.",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Active/désactive l'option", en: "Enables/disables the option" },
						type: "boolean",
						required: true,
					},
					{
						name: { fr: "validation_modération", en: "validation_moderation" },
						description: {
							fr: "Seulement les modérateurs peuvent valider une fiche auto-enregistrée ou une modification.",
							en: "Only the moderation can validate a self registered sheet or an edition.",
						},
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "interdire_channel", en: "disallow_channel" },
						description: {
							fr: "Interdire à l'utilisateur d'envoyer la feuille dans n'importe quel canal.",
							en: "Disallow user to send the sheet in any channel.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer_hrp", en: "strip_ooc" },
				description: {
					fr: "Supprimer tout le texte entre un préfixe et un suffixe après un timer.",
					en: "Delete any text between prefix/suffix (or regex) after a timer.",
				},
				options: [
					{
						name: { fr: "prefix", en: "prefix" },
						description: { fr: "Chaine de caractère préfixant", en: "Prefix string" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "suffixe", en: "suffix" },
						description: { fr: "Chaine de caractère à la fin", en: "suffix string" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "regex", en: "regex" },
						description: {
							fr: "Expression régulière. Nécessite uniquement un groupe (pour les utilisateurs avancés uniquement)",
							en: "regex. Need to contains only one groups (advanced user only)",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "timer", en: "timer" },
						description: {
							fr: "Temps avant la suppression du HRP (en seconde).",
							en: "Time before OOC deletion (in seconds)",
						},
						type: "number",
						required: false,
						minValue: 0,
						maxValue: 3600,
					},
					{
						name: { fr: "channel", en: "channel" },
						description: { fr: "Salon optionnel où transférer le HRP.", en: "Optional channel to transfer OOC." },
						type: "channel",
						required: false,
						channelTypes: ["GuildText", "PublicThread", "PrivateThread"],
					},
					{
						name: { fr: "thread_mode", en: "thread_mode" },
						description: {
							fr: "Envoie le HRP dans un thread plutôt qu'un channel commun.",
							en: "Send the OOC into a thread instead of a global channel.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "éditer_moi", en: "edit_me" },
				description: {
					fr: "Editer les informations du bot : avatar, bannière, bio et pseudo.",
					en: "Edit the bot information: avatar, banner, bio and nick.",
				},
				options: [
					{
						name: { fr: "pseudo", en: "nick" },
						description: { fr: "Le pseudo à mettre", en: "The nickname to set" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "bio", en: "bio" },
						description: { fr: "La bio à mettre", en: "The bio to set" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "avatar", en: "avatar" },
						description: { fr: "L'avatar à mettre", en: "The avatar to set" },
						type: "attachment",
						required: false,
					},
					{
						name: { fr: "bannière", en: "banner" },
						description: { fr: "La bannière à mettre", en: "The banner to set" },
						type: "attachment",
						required: false,
					},
				],
			},
			{
				kind: "group",
				name: { fr: "créer_lien", en: "create_link" },
				description: {
					fr: 'Ajuste le format du lien créé par le menu "créer un lien"',
					en: "Adjusts the format of the link created by the “create link” menu.",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "format", en: "format" },
						description: {
							fr: 'Ajuste le format du lien créé par le menu "créer un lien"',
							en: "Adjusts the format of the link created by the “create link” menu.",
						},
						options: [
							{
								name: { fr: "final", en: "final" },
								description: { fr: "Format du texte final qui sera envoyé", en: "Format of the final text to be sent" },
								type: "string",
								required: true,
							},
							{
								name: { fr: "résultats", en: "results" },
								description: {
									fr: "Format de la liste des résultats (contient total et éventuelles critiques)",
									en: "Format of the results list (contains total and possible critical text)",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "dé", en: "dice" },
								description: {
									fr: "Format spécifique pour les résultats des dés uniquement",
									en: "Specific format for dice results only",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "info", en: "info" },
								description: { fr: "Format du texte critique/résultats", en: "Critical/Results text format" },
								type: "string",
								required: false,
							},
							{
								name: { fr: "nom", en: "name" },
								description: {
									fr: "Format du texte des statistiques/macro si présent",
									en: "Format of statistical/macro text, if present",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "jointure_résultats", en: "join_results" },
								description: {
									fr: "Jointure entre les résultats lorsqu'ils sont une liste",
									en: "Joining results when they are a list",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "dé_original", en: "original_dice" },
								description: {
									fr: "Format du dé qui a été lancé à l'origine",
									en: "Format of the die that was originally rolled",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "personnage", en: "character" },
								description: { fr: "Nom du personnage dans le jet (si utilisé)", en: "Character's name if found" },
								type: "string",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "reset", en: "reset" },
						description: { fr: "Réinitialiser aux paramètres par défaut", en: "Reset to the default settings" },
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "affichage", en: "display" },
						description: {
							fr: "Affiche les différents modèles utilisés ainsi qu'un exemple de lien créé",
							en: "Displays the different templates used and an example of a link created",
						},
						options: [],
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "pitié", en: "pity" },
				description: {
					fr: "Permet de compter le nombre d'échec consécutif et forcer une relance jusqu'à un succès.",
					en: "Allows you to count the number of consecutive failures and force a reroll until success.",
				},
				options: [
					{
						name: { fr: "seuil", en: "threshold" },
						description: {
							fr: "Nombre d'échec consécutif avant la pitié",
							en: "Number of consecutive failures before pity",
						},
						type: "integer",
						required: false,
						minValue: 2,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "désactiver_comparaison", en: "disable_compare" },
				description: {
					fr: "Modifie l'output des dés contenant une comparaison (seulement sur les jets de base)",
					en: "Edit the dice's output that contains a comparison (only for base roll)",
				},
				options: [
					{
						name: { fr: "basculer", en: "toggle" },
						description: { fr: "Active/désactive l'option", en: "Enables/disables the option" },
						type: "boolean",
						required: true,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "ordre_tri", en: "sort_order" },
				description: {
					fr: "Permet de trier les résultats de sortie des dés",
					en: "Allows sorting the dice output results",
				},
				options: [
					{
						name: { fr: "ordre", en: "order" },
						description: { fr: "L'ordre choisi", en: "The chosen order" },
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
				description: {
					fr: " Définit une formule mathjs où $ est remplacé par [expr] dans vos jets",
					en: "Set a mathjs formula where $ is replaced by [expr] in dice rolls",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "configurer", en: "configure" },
						description: {
							fr: "Configurer la formule. Lancer sans options pour supprimer.",
							en: "Set up the formula. Run it without any options to reset.",
						},
						options: [
							{
								name: { fr: "formule", en: "formula" },
								description: {
									fr: "Formule à utiliser. Utiliser $ pour symboliser la valeur à remplacer.",
									en: "Formula to use. Use $ to symbolise the value to replace.",
								},
								type: "string",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "afficher", en: "display" },
						description: { fr: "Afficher la formule configurée.", en: "Display the configured formula." },
						options: [],
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "modèle", en: "template" },
		description: { fr: "Configurer le modèle du serveur", en: "Configure server template" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "enregistrer", en: "register" },
				description: {
					fr: "Enregistre un nouveau modèle pour les commandes de BDD (macro, dbroll...)",
					en: "Register a new template for the database (macro, dbroll...) command",
				},
				options: [
					{
						name: { fr: "channel", en: "channel" },
						description: {
							fr: "Le channel où le modèle et les utilisateurs seront enregistrés",
							en: "The channel where the template and users will be registered",
						},
						type: "channel",
						required: true,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread"],
					},
					{
						name: { fr: "modèle", en: "template" },
						description: { fr: "Le modèle à enregistrer", en: "The template to be registered" },
						type: "attachment",
						required: true,
					},
					{
						name: { fr: "channel_public", en: "public_channel" },
						description: {
							fr: "Permet de choisir un channel dans lequel les fiches “publiques” seront envoyées",
							en: "Allows you to choose a channel in which the “public” characters will be sent",
						},
						type: "channel",
						required: false,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread", "GuildForum"],
					},
					{
						name: { fr: "channel_privé", en: "private_channel" },
						description: {
							fr: "Permet de choisir un channel dans lequel les fiches “privées” seront envoyées",
							en: "Allows you to choose a channel in which the “private” characters will be sent",
						},
						type: "channel",
						required: false,
						channelTypes: ["PublicThread", "GuildText", "PrivateThread", "GuildForum"],
					},
					{
						name: { fr: "maj_personnages", en: "update_characters" },
						description: { fr: "Mettre à jour les anciennes fiches de personnages", en: "Update old character sheets" },
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "supprimer_personnages", en: "delete_characters" },
						description: { fr: "Supprime toutes les anciennes fiches", en: "Delete all character sheets" },
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "modifier", en: "update" },
				description: {
					fr: "Mettre à jour le modèle avec un nouveau fichier sans modifier les autres options",
					en: "Update the template without editing the others options",
				},
				options: [
					{
						name: { fr: "modèle", en: "template" },
						description: { fr: "Le modèle à enregistrer", en: "The template to be registered" },
						type: "attachment",
						required: true,
					},
					{
						name: { fr: "maj_personnages", en: "update_characters" },
						description: { fr: "Mettre à jour les anciennes fiches de personnages", en: "Update old character sheets" },
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "supprimer_personnages", en: "delete_characters" },
						description: { fr: "Supprime toutes les anciennes fiches", en: "Delete all character sheets" },
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "supprimer", en: "delete" },
				description: {
					fr: "Supprimer le modèle et les données associées.",
					en: "Delete template and associated data.",
				},
				options: [
					{
						name: { fr: "supprimer_personnage", en: "delete_user" },
						description: { fr: "Supprime tous les personnages enregistré.", en: "Delete all registered characters." },
						type: "boolean",
						required: false,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "import", en: "import" },
		description: { fr: "Ajouter plusieurs personnages d'un coup", en: "Add multiple characters at once" },
		options: [
			{
				name: { fr: "csv", en: "csv" },
				description: { fr: "Le fichier CSV à importer", en: "The CSV file to import" },
				type: "attachment",
				required: true,
			},
			{
				name: { fr: "supprimer", en: "delete" },
				description: { fr: "Supprimer l'ancien personnage (si existant)", en: "Delete old character (if exist)" },
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "csv", en: "csv" },
		description: {
			fr: "Permet de générer le fichier CSV pour la commande ajout_masse.",
			en: "Used to generate the CSV file for the add_mass command.",
		},
		options: [],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "export", en: "export" },
		description: {
			fr: "Export tous les personnages sauvegardés dans un fichier csv",
			en: "Export all saved characters to a csv file",
		},
		options: [
			{
				name: { fr: "fiche_privée_uniquement", en: "private_sheet_only" },
				description: {
					fr: "Exporter que les personnages marqués comme privé",
					en: "Export only characters marked as private",
				},
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "snippets", en: "snippets" },
		description: { fr: "Lancer un snippet", en: "Roll a snippet" },
		options: [
			{
				name: { fr: "nom", en: "name" },
				description: { fr: "Le nom de la macro", en: "The name of the macro" },
				type: "string",
				required: true,
				autocomplete: true,
			},
			{
				name: { fr: "succès_critique", en: "critical_success" },
				description: {
					fr: "Utiliser une valeur de succès critique avec le signe",
					en: "Use a critical success value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "échec_critique", en: "critical_failure" },
				description: {
					fr: "Utiliser une valeur d'échec critique avec le signe",
					en: "Use a critical failure value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "expression", en: "expression" },
				description: {
					fr: "Expression (mathématique) appliqué au lancer",
					en: "Mathematical expression applied to the dice",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "opposition", en: "opposition" },
				description: {
					fr: "Seuil de succès secondaire contre un adversaire.",
					en: "secondary threshold against an opponent.",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "seuil_reussite", en: "success_threshold" },
				description: { fr: "Remplacer le seuil de réussite", en: "Replace success threshold" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "supprimer_char", en: "delete_char" },
		description: { fr: "Supprime un personnage / utilisateur", en: "Delete a character/user" },
		options: [
			{
				name: { fr: "joueur", en: "player" },
				description: { fr: "Le joueur à supprimer", en: "The player to delete" },
				type: "user",
				required: true,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le nom du personnage à supprimer", en: "The name of the character to delete" },
				type: "string",
				required: false,
				autocomplete: true,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "aide", en: "help" },
		description: { fr: "Affiche l'aide", en: "Display help" },
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "info", en: "info" },
				description: { fr: "Affiche les infos générales du bot", en: "Displays general bot information" },
				options: [],
			},
			{
				kind: "subcommand",
				name: { fr: "bug", en: "bug" },
				description: { fr: "Signaler un bug", en: "Report a bug" },
				options: [],
			},
			{
				kind: "subcommand",
				name: { fr: "suggestion", en: "request" },
				description: { fr: "Faire une demande de fonctionnalité", en: "Make a feature request" },
				options: [],
			},
			{
				kind: "subcommand",
				name: { fr: "admin", en: "admin" },
				description: {
					fr: "Affiche les commandes administrative du bot",
					en: "Displays the bot's administrative commands",
				},
				options: [],
			},
			{
				kind: "subcommand",
				name: { fr: "enregistrer", en: "register" },
				description: {
					fr: "Affiche l'aide général pour activer la fonction de sauvegarde de fiche.",
					en: "Displays general help for activating the record save function.",
				},
				options: [],
			},
			{
				kind: "subcommand",
				name: { fr: "changelog", en: "changelog" },
				description: {
					fr: "Obtenir le journal des modifications depuis une version ou le dernier.",
					en: "Get the changelog since a version or get the last changelog.",
				},
				options: [
					{
						name: { fr: "version", en: "version" },
						description: { fr: "Numéro de version", en: "Version number" },
						type: "string",
						required: false,
						autocomplete: true,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "scene", en: "scene" },
		description: { fr: "Crée un nouveau thread pour les dés", en: "Creates a new thread for dice" },
		options: [
			{
				name: { fr: "scene", en: "scene" },
				description: { fr: "Le nom de la scène", en: "The name of the scene" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "tempo", en: "tempo" },
				description: {
					fr: "Bulle temporelle : replace le dé par une horloge. Par défaut, utilise la date comme nom de thread",
					en: "Time bubble: replace die with clock. By default, use date as thread name",
				},
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "karma", en: "karma" },
		description: {
			fr: "Obtenir le nombre de réussites, d'échecs (et critiques) d'un utilisateur.",
			en: "Get the number of success, failures (and critical ones) of an user.",
		},
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "bilan", en: "bilan" },
				description: {
					fr: "Obtenir le nombre de réussites, d'échecs (et critiques) d'un utilisateur.",
					en: "Get the number of success, failures (and critical ones) of an user.",
				},
				options: [
					{
						name: { fr: "user", en: "user" },
						description: {
							fr: "Affiche les résultats des lancers d'un autre utilisateur.",
							en: "Displays another user's throw results.",
						},
						type: "user",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Envoie la résultat dans un message éphémère. Vrai par défaut.",
							en: "Send the reply in an ephemeral message. True per default.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "classement", en: "leaderboard" },
				description: { fr: "Classements des joueurs ", en: "Player leaderboard" },
				options: [
					{
						name: { fr: "type", en: "type" },
						description: {
							fr: "Type de classement (échec, succès, critiques...)",
							en: "Type of classification (failure, success, critical, etc.)",
						},
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
						description: { fr: "Trier par valeur brute ou par ratio", en: "Sort by raw count or by ratio" },
						type: "string",
						required: false,
						choices: [
							{ name: { fr: "Brut", en: "Raw" }, value: "brut" },
							{ name: { fr: "Ratio", en: "Ratio" }, value: "ratio" },
						],
					},
					{
						name: { fr: "seuil", en: "threshold" },
						description: {
							fr: "Ne compte que les utilisateurs dont le nombre de jets dépasse ce nombre",
							en: "Only display user that have a total of roll above this number",
						},
						type: "number",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Envoie la résultat dans un message éphémère. Vrai par défaut.",
							en: "Send the reply in an ephemeral message. True per default.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "serveur", en: "server" },
				description: {
					fr: "Obtenir le total et la moyenne de chaque type de lancer dans le serveur",
					en: "Get number and mean of each roll type in the server",
				},
				options: [
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Envoie la résultat dans un message éphémère. Vrai par défaut.",
							en: "Send the reply in an ephemeral message. True per default.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "réinitialisation", en: "reset" },
				description: { fr: "Réinitialise le karma", en: "Reset karma" },
				options: [
					{
						name: { fr: "tout_le_monde", en: "everyone" },
						description: { fr: "Réinitialise entièrement le classement", en: "Completely resets the leaderboard" },
						type: "boolean",
						required: false,
					},
					{
						name: { fr: "user", en: "user" },
						description: {
							fr: "Réinitialise le karma pour une autre personne.",
							en: "Resets the karma for another person.",
						},
						type: "user",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "chart", en: "chart" },
				description: {
					fr: "Créer un graphique basée sur le leaderboard",
					en: "Build a graphical image based on the leaderboard",
				},
				options: [
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Envoie la résultat dans un message éphémère. Vrai par défaut.",
							en: "Send the reply in an ephemeral message. True per default.",
						},
						type: "boolean",
						required: false,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "user_config", en: "user_config" },
		description: {
			fr: "Permets de configurer certaines fonctions non-critique du bot par les utilisateurs.",
			en: "Allows users to configure certain non-critical functions of the bot.",
		},
		options: [],
		subcommands: [
			{
				kind: "group",
				name: { fr: "créer_lien", en: "create_link" },
				description: {
					fr: 'Ajuste le format du lien créé par le menu "créer un lien"',
					en: "Adjusts the format of the link created by the “create link” menu.",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "format", en: "format" },
						description: {
							fr: 'Ajuste le format du lien créé par le menu "créer un lien"',
							en: "Adjusts the format of the link created by the “create link” menu.",
						},
						options: [
							{
								name: { fr: "final", en: "final" },
								description: { fr: "Format du texte final qui sera envoyé", en: "Format of the final text to be sent" },
								type: "string",
								required: true,
							},
							{
								name: { fr: "résultats", en: "results" },
								description: {
									fr: "Format de la liste des résultats (contient total et éventuelles critiques)",
									en: "Format of the results list (contains total and possible critical text)",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "dé", en: "dice" },
								description: {
									fr: "Format spécifique pour les résultats des dés uniquement",
									en: "Specific format for dice results only",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "info", en: "info" },
								description: { fr: "Format du texte critique/résultats", en: "Critical/Results text format" },
								type: "string",
								required: false,
							},
							{
								name: { fr: "nom", en: "name" },
								description: {
									fr: "Format du texte des statistiques/macro si présent",
									en: "Format of statistical/macro text, if present",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "jointure_résultats", en: "join_results" },
								description: {
									fr: "Jointure entre les résultats lorsqu'ils sont une liste",
									en: "Joining results when they are a list",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "dé_original", en: "original_dice" },
								description: {
									fr: "Format du dé qui a été lancé à l'origine",
									en: "Format of the die that was originally rolled",
								},
								type: "string",
								required: false,
							},
							{
								name: { fr: "personnage", en: "character" },
								description: { fr: "Nom du personnage dans le jet (si utilisé)", en: "Character's name if found" },
								type: "string",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "reset", en: "reset" },
						description: { fr: "Réinitialiser aux paramètres par défaut", en: "Reset to the default settings" },
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "affichage", en: "display" },
						description: {
							fr: "Affiche les différents modèles utilisés ainsi qu'un exemple de lien créé",
							en: "Displays the different templates used and an example of a link created",
						},
						options: [],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "snippets", en: "snippets" },
				description: {
					fr: "Ajouter une macro non lié à un modèle ou une fiche",
					en: "Add macro not linked to a template or a sheet",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "créer", en: "create" },
						description: { fr: "Ajouter un nouveau snippet", en: "Add a new snippet" },
						options: [
							{
								name: { fr: "nom", en: "name" },
								description: { fr: "Nom du snippet", en: "Snippet's name" },
								type: "string",
								required: true,
							},
							{
								name: { fr: "dé", en: "dice" },
								description: { fr: "Dé qui sera lancé", en: "Dice that will be throw" },
								type: "string",
								required: true,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "supprimer", en: "delete" },
						description: { fr: "Supprimer un snippet", en: "Delete a snippet" },
						options: [
							{
								name: { fr: "nom", en: "name" },
								description: { fr: "Nom du snippet à supprimer", en: "Snippet name to delete" },
								type: "string",
								required: true,
								autocomplete: true,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "lister", en: "list" },
						description: { fr: "Afficher tous snippets enregistrés", en: "Display all registered snippet" },
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "export", en: "export" },
						description: { fr: "Exporter les snippets sauvegardé en JSON", en: "Export saved snippets in JSON" },
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "import", en: "import" },
						description: { fr: "Importer des snippets depuis un fichier JSON", en: "Import snippets from a JSON file" },
						options: [
							{
								name: { fr: "fichier", en: "file" },
								description: { fr: "Fichier JSON à importer", en: "JSON file to import" },
								type: "attachment",
								required: true,
							},
							{
								name: { fr: "écraser", en: "overwrite" },
								description: {
									fr: "Remplace les données complètes plutôt que de les rajouter",
									en: "Replace complete data instead of adding them",
								},
								type: "boolean",
								required: false,
							},
						],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "attributs", en: "attributes" },
				description: {
					fr: "Enregistrer des attributs qui seront remplacés par leur valeur lors des jets de dés.",
					en: "Register attributes that will be replaced by their values when dice are rolled.",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "créer", en: "create" },
						description: { fr: "Créer un nouvel attribut", en: "Create a new attribute" },
						options: [
							{
								name: { fr: "nom", en: "name" },
								description: { fr: "Nom de l'attribut", en: "Attribute's name" },
								type: "string",
								required: true,
							},
							{
								name: { fr: "valeur", en: "value" },
								description: { fr: "Nombre qui sera utilisé", en: "Number that will be used" },
								type: "string",
								required: true,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "supprimer", en: "delete" },
						description: { fr: "Supprimer un attribut", en: "Delete an attribute" },
						options: [
							{
								name: { fr: "nom", en: "name" },
								description: { fr: "Nom de l'attribut à supprimer", en: "Attribute name to delete" },
								type: "string",
								required: true,
								autocomplete: true,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "remplacer_inconnu", en: "replace_unknown" },
						description: {
							fr: "Remplacer les attributs inconnus par une valeur spécifique. Supprimer la valeur pour désactiver.",
							en: "Replace unknown attributes by a specific value. Remove the value to disable.",
						},
						options: [
							{
								name: { fr: "valeur", en: "value" },
								description: {
									fr: "Valeur à utiliser pour replacer la valeur inconnue.",
									en: "Value used to replace the unknow value.",
								},
								type: "string",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "lister", en: "list" },
						description: { fr: "Afficher tous les attributs enregistrés.", en: "Display all registered attributes." },
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "export", en: "export" },
						description: {
							fr: "Exporter les attributs sauvegardés dans un fichier JSON.",
							en: "Export attributes saved in a JSON file.",
						},
						options: [],
					},
					{
						kind: "subcommand",
						name: { fr: "import", en: "import" },
						description: {
							fr: "Importer un fichier JSON contenant des attributs.",
							en: "Import a JSON file with attributes data.",
						},
						options: [
							{
								name: { fr: "fichier", en: "file" },
								description: { fr: "Fichier JSON à importer", en: "JSON file to import" },
								type: "attachment",
								required: true,
							},
							{
								name: { fr: "écraser", en: "overwrite" },
								description: {
									fr: "Remplace les données complètes plutôt que de les rajouter",
									en: "Replace complete data instead of adding them",
								},
								type: "boolean",
								required: false,
							},
						],
					},
				],
			},
			{
				kind: "group",
				name: { fr: "formule_personnalisée", en: "custom_formula" },
				description: {
					fr: " Définit une formule mathjs où $ est remplacé par [expr] dans vos jets",
					en: "Set a mathjs formula where $ is replaced by [expr] in dice rolls",
				},
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "configurer", en: "configure" },
						description: {
							fr: "Configurer la formule. Lancer sans options pour supprimer.",
							en: "Set up the formula. Run it without any options to reset.",
						},
						options: [
							{
								name: { fr: "formule", en: "formula" },
								description: {
									fr: "Formule à utiliser. Utiliser $ pour symboliser la valeur à remplacer.",
									en: "Formula to use. Use $ to symbolise the value to replace.",
								},
								type: "string",
								required: false,
							},
						],
					},
					{
						kind: "subcommand",
						name: { fr: "afficher", en: "display" },
						description: { fr: "Afficher la formule configurée.", en: "Display the configured formula." },
						options: [],
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "roll", en: "roll" },
		description: { fr: "Lancer un dé", en: "Roll a die" },
		options: [
			{
				name: { fr: "dé", en: "dice" },
				description: { fr: "Dé à lancer", en: "roll die" },
				type: "string",
				required: true,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "succès_critique", en: "critical_success" },
				description: {
					fr: "Utiliser une valeur de succès critique avec le signe",
					en: "Use a critical success value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "échec_critique", en: "critical_failure" },
				description: {
					fr: "Utiliser une valeur d'échec critique avec le signe",
					en: "Use a critical failure value with the sign",
				},
				type: "string",
				required: false,
			},
			{
				name: { fr: "caché", en: "hidden" },
				description: {
					fr: "Cache le résultat du dé (ignoré si la configuration n'est pas faite)",
					en: "Hides the die result (ignored if configuration is not done)",
				},
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "choisir", en: "choose" },
		description: { fr: "Choisir une valeur aléatoire dans une liste", en: "Choose a random value in a list" },
		options: [
			{
				name: { fr: "liste", en: "list" },
				description: {
					fr: "Séparer les valeurs par un espace, une virgule et/ou un point virgule",
					en: "Separate value by a space, comma and/or semicolon",
				},
				type: "string",
				required: true,
			},
			{
				name: { fr: "combien", en: "how_many" },
				description: { fr: "Nombre de valeurs à sélectionner", en: "Number of values to select" },
				type: "integer",
				required: false,
			},
			{
				name: { fr: "question", en: "question" },
				description: { fr: "La question ou un commentaire", en: "The question or a comments" },
				type: "string",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "info", en: "info" },
		description: { fr: "Affiche des informations génériques sur le bot", en: "Display generic information on the bot" },
		options: [],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "8ball", en: "8ball" },
		description: {
			fr: "Pose une question et laisse la boule magique décider de ton destin.",
			en: "Ask a question and let the magic 8-ball decide your fate.",
		},
		options: [
			{
				name: { fr: "question", en: "question" },
				description: { fr: "Votre question", en: "Your question" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "inclure_évasive", en: "include_elusive" },
				description: { fr: "Inclut les réponses évasives du pool.", en: "Include pool elusive reply." },
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "mj", en: "gm" },
		description: {
			fr: "Permet de lancer des dés pour d'autres joueurs",
			en: "Allows you to roll dice for other players",
		},
		options: [],
		subcommands: [
			{
				kind: "subcommand",
				name: { fr: "dbroll", en: "dbroll" },
				description: { fr: "Lance un dé avec une statistique enregistrée", en: "Roll a die with a recorded statistic" },
				options: [
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Joueur sur lequel lancer le dé", en: "Player to roll the die on" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "statistique", en: "statistic" },
						description: { fr: "La statistique à utiliser", en: "The statistic to use" },
						type: "string",
						required: false,
						autocomplete: true,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
						type: "string",
						required: false,
						autocomplete: true,
					},
					{
						name: { fr: "expression", en: "expression" },
						description: {
							fr: "Expression (mathématique) appliqué au lancer",
							en: "Mathematical expression applied to the dice",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "opposition", en: "opposition" },
						description: {
							fr: "Seuil de succès secondaire contre un adversaire.",
							en: "secondary threshold against an opponent.",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "seuil_reussite", en: "success_threshold" },
						description: { fr: "Remplacer le seuil de réussite", en: "Replace success threshold" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "commentaires", en: "comments" },
						description: { fr: "Description de l'action", en: "Action description" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Cache le résultat du dé (ignoré si la configuration n'est pas faite)",
							en: "Hides the die result (ignored if configuration is not done)",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "macro", en: "macro" },
				description: { fr: "Lancer un dé enrégistré pour une macro", en: "Roll a registered die for a macro" },
				options: [
					{
						name: { fr: "nom", en: "name" },
						description: { fr: "Le nom de la macro", en: "The name of the macro" },
						type: "string",
						required: true,
						autocomplete: true,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Joueur sur lequel lancer le dé", en: "Player to roll the die on" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "succès_critique", en: "critical_success" },
						description: {
							fr: "Utiliser une valeur de succès critique avec le signe",
							en: "Use a critical success value with the sign",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "échec_critique", en: "critical_failure" },
						description: {
							fr: "Utiliser une valeur d'échec critique avec le signe",
							en: "Use a critical failure value with the sign",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
						type: "string",
						required: false,
						autocomplete: true,
					},
					{
						name: { fr: "expression", en: "expression" },
						description: {
							fr: "Expression (mathématique) appliqué au lancer",
							en: "Mathematical expression applied to the dice",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "opposition", en: "opposition" },
						description: {
							fr: "Seuil de succès secondaire contre un adversaire.",
							en: "secondary threshold against an opponent.",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "seuil_reussite", en: "success_threshold" },
						description: { fr: "Remplacer le seuil de réussite", en: "Replace success threshold" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "commentaires", en: "comments" },
						description: { fr: "Description de l'action", en: "Action description" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Cache le résultat du dé (ignoré si la configuration n'est pas faite)",
							en: "Hides the die result (ignored if configuration is not done)",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "calc", en: "calc" },
				description: {
					fr: "Calculer une valeur à partir d'une statistique",
					en: "Calculate value based on a statistic",
				},
				options: [
					{
						name: { fr: "statistique", en: "statistic" },
						description: { fr: "Statistiques à utiliser", en: "Statistic to use" },
						type: "string",
						required: true,
						autocomplete: true,
					},
					{
						name: { fr: "signe", en: "sign" },
						description: { fr: "Signes mathématiques", en: "Mathematicals signs" },
						type: "string",
						required: true,
						autocomplete: true,
					},
					{
						name: { fr: "expression", en: "expression" },
						description: { fr: "Formule à utiliser (supporte des dés)", en: "Formula to use (support dice)" },
						type: "string",
						required: true,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Joueur sur lequel lancer le dé", en: "Player to roll the die on" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "transformer", en: "transform" },
						description: {
							fr: "Arrondir, plafonner, plancher ou élever au cube le résultat.",
							en: "round, ceil, floor or cube the result",
						},
						type: "string",
						required: false,
						autocomplete: true,
					},
					{
						name: { fr: "personnage", en: "character" },
						description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
						type: "string",
						required: false,
						autocomplete: true,
					},
					{
						name: { fr: "commentaires", en: "comments" },
						description: { fr: "Description de l'action", en: "Action description" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Cache le résultat du dé (ignoré si la configuration n'est pas faite)",
							en: "Hides the die result (ignored if configuration is not done)",
						},
						type: "boolean",
						required: false,
					},
				],
			},
			{
				kind: "subcommand",
				name: { fr: "roll", en: "roll" },
				description: { fr: "Lancer un dé", en: "Roll a die" },
				options: [
					{
						name: { fr: "dé", en: "dice" },
						description: { fr: "Dé à lancer", en: "roll die" },
						type: "string",
						required: true,
					},
					{
						name: { fr: "joueur", en: "player" },
						description: { fr: "Joueur sur lequel lancer le dé", en: "Player to roll the die on" },
						type: "user",
						required: false,
					},
					{
						name: { fr: "succès_critique", en: "critical_success" },
						description: {
							fr: "Utiliser une valeur de succès critique avec le signe",
							en: "Use a critical success value with the sign",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "échec_critique", en: "critical_failure" },
						description: {
							fr: "Utiliser une valeur d'échec critique avec le signe",
							en: "Use a critical failure value with the sign",
						},
						type: "string",
						required: false,
					},
					{
						name: { fr: "commentaires", en: "comments" },
						description: { fr: "Description de l'action", en: "Action description" },
						type: "string",
						required: false,
					},
					{
						name: { fr: "caché", en: "hidden" },
						description: {
							fr: "Cache le résultat du dé (ignoré si la configuration n'est pas faite)",
							en: "Hides the die result (ignored if configuration is not done)",
						},
						type: "boolean",
						required: false,
					},
				],
			},
		],
	},
	{
		kind: "slash",
		name: { fr: "math", en: "math" },
		description: {
			fr: "Calcul de base supportant l'évaluation Math.js (support les lancés de dés)",
			en: "Basic calculus supporting Math.js evaluation (support rolling dice)",
		},
		options: [
			{
				name: { fr: "expression", en: "expression" },
				description: { fr: "Formule à utiliser (supporte des dés)", en: "Formula to use (support dice)" },
				type: "string",
				required: true,
			},
			{
				name: { fr: "personnage", en: "character" },
				description: { fr: "Le personnage où prendre la valeur.", en: "The character where to take the value." },
				type: "string",
				required: false,
			},
			{
				name: { fr: "commentaires", en: "comments" },
				description: { fr: "Description de l'action", en: "Action description" },
				type: "string",
				required: false,
			},
			{
				name: { fr: "caché", en: "hidden" },
				description: {
					fr: "Envoie la résultat dans un message éphémère. Vrai par défaut.",
					en: "Send the reply in an ephemeral message. True per default.",
				},
				type: "boolean",
				required: false,
			},
		],
		subcommands: [],
	},
	{ kind: "message", name: { fr: "Créer un lien vers ce résultat", en: "Create link to this result" } },
];

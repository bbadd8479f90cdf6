// Words that mean the same thing in a reader's mouth and in the docs, in both
// languages (a French reader on the English site types French, and the other way
// round): a query word also searches the other words of its group, so "remove a
// character" finds "Deleting a sheet" and « effacer une fiche » finds « Supprimer une
// fiche ». Folded words (lower case, no accents); a group is met through a word or its stem.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
	[
		"delete",
		"deletion",
		"remove",
		"erase",
		"clear",
		"wipe",
		"supprimer",
		"suppression",
		"effacer",
		"retirer",
		"enlever",
	],
	["best", "highest", "meilleur", "meilleurs", "meilleure", "meilleures"],
	["worst", "lowest", "pire", "pires"],
	["private", "hidden", "hide", "secret", "prive", "privee", "cache", "cacher", "masquer"],
	["reply", "replies", "response", "answer", "message", "reponse", "reponses", "chat"],
	["sheet", "character", "fiche", "personnage", "perso"],
	["roll", "throw", "lancer", "jet", "jets"],
	["gm", "mj", "dm", "meneur", "master", "maitre"],
	["edit", "change", "modify", "update", "modifier", "changer", "editer"],
	["show", "display", "view", "afficher", "voir", "consulter"],
	["create", "creer", "creation"],
	["channel", "salon"],
	["thread", "fil", "fils"],
	["template", "model", "modele"],
	["changelog", "release", "historique", "nouveautes"],
	["backup", "sauvegarde", "sauvegarder", "export", "exporter"],
	["log", "logs", "journal", "journaux"],
	["statistic", "stat", "stats", "statistique", "caracteristique"],
	["random", "randomly", "hasard", "aleatoire"],
	["critical", "crit", "critique", "critiques"],
	["approve", "approval", "validate", "validation", "moderation", "valider", "approuver", "accept", "accepter"],
	["refuse", "reject", "deny", "refuser", "rejeter"],
	["ooc", "hrp"],
	["language", "langue"],
	["translate", "translation", "traduire", "traduction"],
	["help", "aide"],
	["player", "joueur", "joueurs"],
	["server", "serveur", "guild"],
	["command", "commande"],
	["error", "erreur", "erreurs"],
	["invite", "invitation", "inviter"],
	["calculate", "compute", "calculation", "calcul", "calculer", "math", "maths"],
	["restrict", "limit", "reserve", "restreindre", "limiter", "reserver"],
	["avatar", "picture", "image", "photo", "portrait"],
	["rename", "renommer"],
	["free", "gratuit"],
	["bug", "bugs", "problem", "problems", "issue", "probleme", "problemes"],
	["leaderboard", "ranking", "classement"],
	["reroll", "relancer", "relance"],
	["failure", "failures", "fail", "fails", "echec", "echecs"],
	["chart", "graph", "diagram", "graphique", "diagramme"],
	["round", "arrondir", "arrondi"],
	["sort", "trier", "tri"],
	["comment", "commentaire"],
	["level", "niveau"],
	["colour", "color", "couleur"],
	["success", "successes", "reussite", "reussites", "succes"],
	["threshold", "seuil", "seuils"],
	["link", "links", "lien", "liens"],
	["moderator", "moderators", "moderateur", "moderateurs", "modo", "modos"],
	["automatic", "automatically", "auto", "automatique", "automatiquement"],
	["delay", "timer", "delai"],
	["natural", "naturel", "nat"],
	["explode", "exploding", "explosion", "explosif", "explosifs", "exploser"],
	["percentile", "percent", "percentage", "pourcentage"],
	["count", "counting", "compter", "comptage"],
	["nickname", "nick", "pseudo", "surnom"],
	["mention", "ping", "mentionner"],
	["reaction", "reactions", "react", "emoji", "reagir"],
	["spreadsheet", "tableur", "excel"],
	["file", "files", "fichier", "fichiers"],
	["download", "telecharger", "telechargement"],
	["button", "buttons", "bouton", "boutons"],
	["rule", "rules", "regle", "regles"],
	["data", "donnees"],
	["privacy", "confidentialite"],
	["odds", "probability", "probabilities", "probabilite", "probabilites"],
	["tutorial", "tutoriel", "guide"],
	["glossary", "glossaire", "lexique", "vocabulary", "vocabulaire"],
	["owner", "proprietaire"],
	["builder", "editor", "generator", "constructeur", "generateur", "editeur"],
	["maximum", "max", "cap", "plafond", "plafonner"],
	["french", "francais"],
	["english", "anglais"],
];

export type Synonyms = {
	/** The other words of a folded query word's group, or none. */
	of(folded: string): readonly string[];
};

/** The synonyms under a language's stemmer: a word's group is found by the word or by its stem. */
export function createSynonyms(stem: (folded: string) => string): Synonyms {
	const groups = new Map<string, readonly string[]>();
	for (const group of SYNONYM_GROUPS) {
		for (const word of group) {
			groups.set(word, group);
			if (!groups.has(stem(word))) groups.set(stem(word), group);
		}
	}
	return {
		of(folded) {
			const group = groups.get(folded) ?? groups.get(stem(folded));
			return group ? group.filter((word) => word !== folded) : [];
		},
	};
}

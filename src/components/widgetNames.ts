// The interactive parts of the site as a reader names them, for the messages
// that speak of one of them: when it fails (WidgetBoundary) and when the browser
// runs no JavaScript (NeedsJavaScript).
import { translate } from "@docusaurus/Translate";

export function builderName(): string {
	return translate({
		id: "widget.name.builder",
		message: "Le constructeur de modèle",
		description: "The template builder, as named in messages about it (it failed, it needs JavaScript)",
	});
}

export function playgroundName(): string {
	return translate({
		id: "widget.name.playground",
		message: "Le simulateur de dés",
		description: "The dice playground, as named in messages about it (it failed, it needs JavaScript)",
	});
}

export function rollerName(): string {
	return translate({
		id: "widget.name.roller",
		message: "Le lanceur de dés",
		description: "A docs example's dice roller, as named in the message shown when it fails",
	});
}

export function searchName(): string {
	return translate({
		id: "widget.name.search",
		message: "La recherche",
		description: "The search, as named in messages about it (it failed, it needs JavaScript)",
	});
}

export function oddsName(): string {
	return translate({
		id: "widget.name.odds",
		message: "Le calcul des chances",
		description: "The odds view, as named in messages about it (it failed, it could not be downloaded)",
	});
}

export function csvCheckName(): string {
	return translate({
		id: "widget.name.csvCheck",
		message: "Le vérificateur de CSV",
		description: "The sheet-import CSV checker, as named in messages about it (it failed, it needs JavaScript)",
	});
}

export function commandBoxName(): string {
	return translate({
		id: "widget.name.commandBox",
		message: "Le simulateur de commandes",
		description: "The command box (type a slash command, see the bot's reply), as named in messages about it",
	});
}

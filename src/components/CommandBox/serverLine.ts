// The short line that says which sample server a command box shows: the game, the server's
// language (the page's) and the character. Shown beside the box's button, so in the page's bundle.
import { translate } from "@docusaurus/Translate";
import type { ServerChoice } from "./serverChoice";

function gameLabel({ source, game }: Pick<ServerChoice, "source" | "game">): string {
	if (source.kind === "draft") {
		return game
			? translate(
					{
						id: "commandBox.game.namedDraft",
						message: "{game}, brouillon du constructeur",
						description: "Command box: the server's template is the builder's draft, named by its game",
					},
					{ game },
				)
			: translate({
					id: "commandBox.game.draft",
					message: "brouillon du constructeur",
					description: "Command box: the server's template is the builder's draft (no game name given)",
				});
	}
	if (source.kind === "imported")
		return translate({
			id: "commandBox.game.imported",
			message: "modèle importé (JSON)",
			description: "Command box: the server's template is a JSON the reader pasted or opened",
		});
	return translate(
		{
			id: "commandBox.game.gallery",
			message: "{game}, modèle de la galerie",
			description: "Command box: the server's template is a gallery template, named by its game",
		},
		{
			game:
				game ||
				translate({
					id: "commandBox.game.dnd",
					message: "Donjons & Dragons 5e",
					description: "Command box: the game of the default sample server (the gallery's D&D 5e template)",
				}),
		},
	);
}

export function serverLine(choice: Pick<ServerChoice, "source" | "game" | "character">): string {
	return translate(
		{
			id: "commandBox.shown",
			message: "Serveur montré : {game}, en français, personnage « {character} ».",
			description:
				"Command box: which sample server the box shows (game, the server's language, which is the page's, and the character)",
		},
		{ game: gameLabel(choice), character: choice.character.trim() || "—" },
	);
}

// The short line that says which sample server a command box shows: the game, the server's
// language (the page's) and the character. Written by the server's editor and stored with the
// choice, so that the page shows it beside the box's button without loading the box.
import { translate } from "@site/src/i18n/sampleServer";
import type { ServerChoice } from "./serverChoice";

type ShownServer = Pick<ServerChoice, "source" | "game" | "character">;

function sourceLabel(kind: ShownServer["source"]["kind"]): string {
	if (kind === "draft")
		return translate({
			id: "sampleServer.line.draft",
			message: "brouillon du constructeur",
			description: "Command box: the server's template is the builder's draft (after the game's name, if any)",
		});
	if (kind === "imported")
		return translate({
			id: "sampleServer.line.imported",
			message: "modèle importé (JSON)",
			description: "Command box: the server's template is a JSON the reader pasted or opened",
		});
	return translate({
		id: "sampleServer.line.gallery",
		message: "modèle de la galerie",
		description: "Command box: the server's template is a gallery template (after the game's name)",
	});
}

export function serverLine({ source, game, character }: ShownServer): string {
	// The default server's game, until a stored one names its own.
	const named =
		game ||
		(source.kind === "gallery"
			? translate({
					id: "sampleServer.line.dnd",
					message: "Donjons & Dragons 5e",
					description: "Command box: the game of the default sample server (the gallery's D&D 5e template)",
				})
			: "");
	return translate(
		{
			id: "sampleServer.line",
			message: "Serveur montré : {game}, en français, personnage « {character} ».",
			description:
				"Command box: which sample server the box shows ({game}: the game and where its template comes from; the language is the page's)",
		},
		{
			game: named ? `${named}, ${sourceLabel(source.kind)}` : sourceLabel(source.kind),
			character: character.trim() || "—",
		},
	);
}

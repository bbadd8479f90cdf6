// The box's sentences for what rarely happens (a stored template that cannot be fetched, storage refused),
// loaded only then, so that their words download neither with every page nor with the box.
import { translate } from "@site/src/i18n/sampleServer";

export function startFailed(): string {
	return translate({
		id: "sampleServer.start.failed",
		message:
			"Le modèle gardé pour ce serveur n'a pas pu être repris : le serveur revient au modèle D&D 5e de la galerie.",
		description:
			"Command box: the stored or shared template could not be fetched or no longer passes the checks; the server falls back to the D&D sample",
	});
}

export function notStored(): string {
	return translate({
		id: "sampleServer.notStored",
		message: "Ce navigateur ne garde pas ce serveur pour la prochaine visite.",
		description: "Command box: the browser refuses site storage, so the server choice is not kept",
	});
}

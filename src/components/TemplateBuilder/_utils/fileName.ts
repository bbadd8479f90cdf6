/**
 * Download names after the game: "L'Appel de Cthulhu 7e" gives
 * `l-appel-de-cthulhu-7e.json`. Accents are dropped and anything but letters
 * and digits becomes a dash, so the name is safe on every system and in a
 * Discord upload. Without a game, the names stay `template.json` and `import.csv`.
 */
const MAX_LENGTH = 60;

export function gameSlug(game: string): string {
	return game
		.normalize("NFD")
		.replace(/\p{Diacritic}/gu, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.slice(0, MAX_LENGTH)
		.replace(/^-+|-+$/g, "");
}

export function downloadNames(game: string): { json: string; csv: string } {
	const slug = gameSlug(game);
	return slug ? { json: `${slug}.json`, csv: `${slug}-import.csv` } : { json: "template.json", csv: "import.csv" };
}

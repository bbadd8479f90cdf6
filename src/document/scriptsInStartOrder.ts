// The order in which a page's scripts are added: the webpack runtime first, then
// the page's own chunks, and the main bundle last. The main bundle starts the site
// and asks for the chunks of the page's route; when they have already run, it
// finds them installed and requests nothing, and the page's chunks download along
// with the entry instead of after it has been evaluated.
//
// Serialised into the page template with Function.prototype.toString: it must be
// self-contained.
export function scriptsInStartOrder(files: readonly string[]): string[] {
	const rank = (file: string) => {
		const name = file.slice(file.lastIndexOf("/") + 1);
		if (name.startsWith("runtime~main.")) return 0;
		if (name.startsWith("main.")) return 2;
		return 1;
	};
	return files
		.map((file, index) => ({ file, index, rank: rank(file) }))
		.sort((a, b) => a.rank - b.rank || a.index - b.index)
		.map((entry) => entry.file);
}

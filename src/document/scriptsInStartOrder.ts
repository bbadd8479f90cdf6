// The order in which the loader adds a page's scripts: the webpack runtime first, the
// main bundle, which starts the site, last. Serialised into the page template with
// Function.prototype.toString: it must be self-contained.
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

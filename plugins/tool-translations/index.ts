// Strings that only code loaded on demand needs (the template builder, the sheet-import check, the odds view, the
// bot notes they show, the dice engine's sentences), and the home page's, which no other page shows, live in
// i18n/<locale>/tools.json, not in code.json, which Docusaurus bundles whole into every page of a locale. At build time each id namespace (`odds.*`, …) becomes a
// catalogue of its own, without the translators' descriptions, imported by its module in src/i18n/ only: the odds
// view downloads the odds' strings, not the builder's. Docusaurus builds each locale on its own; the alias names the
// catalogues of the locale being built. French, the default locale, has an empty tools.json: its text is the message
// written in the source.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

/** The namespaces with a module in src/i18n/. An entry of another namespace would never be read: the build stops. */
export const TOOL_NAMESPACES = [
	"templateBuilder",
	"csvCheck",
	"odds",
	"botNote",
	"liveDice",
	"home",
	"sampleServer",
] as const;

type Entries = Record<string, { message: string; description?: string }>;

/** The catalogue of each namespace, messages only, from a locale's tools.json. */
export function splitCatalogue(entries: Entries): Map<string, Record<string, { message: string }>> {
	const split = new Map<string, Record<string, { message: string }>>(TOOL_NAMESPACES.map((name) => [name, {}]));
	for (const [id, { message }] of Object.entries(entries)) {
		const catalogue = split.get(id.split(".")[0] ?? "");
		if (!catalogue) throw new Error(`[tool-translations] "${id}" is in no namespace of ${TOOL_NAMESPACES.join(", ")}`);
		catalogue[id] = { message };
	}
	return split;
}

function writeCatalogues(siteDir: string, locale: string, folder: string): void {
	const source = path.join(siteDir, "i18n", locale, "tools.json");
	if (!existsSync(source)) {
		throw new Error(`[tool-translations] ${path.relative(siteDir, source)} is missing ({} for the default locale)`);
	}
	// Afresh: a namespace dropped from the list leaves no catalogue behind.
	rmSync(folder, { recursive: true, force: true });
	mkdirSync(folder, { recursive: true });
	for (const [name, catalogue] of splitCatalogue(JSON.parse(readFileSync(source, "utf8")) as Entries)) {
		writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(catalogue));
	}
}

export default function toolTranslationsPlugin(context: LoadContext): Plugin {
	const locale = context.i18n.currentLocale;
	const source = path.join(context.siteDir, "i18n", locale, "tools.json");
	const folder = path.join(context.generatedFilesDir, "tool-translations", locale);
	return {
		name: "tool-translations",
		getPathsToWatch: () => [source],
		async loadContent() {
			// Before the bundler runs; again under `docusaurus start` when tools.json changes.
			writeCatalogues(context.siteDir, locale, folder);
		},
		configureWebpack() {
			return { resolve: { alias: { "@site-tool-translations": folder } } };
		},
	};
}

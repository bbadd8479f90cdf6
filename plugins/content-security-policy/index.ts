// Writes the Content-Security-Policy <meta> tag into every page of the build
// (policy.ts says what it allows). After the build, so that the hashes are those
// of the inline scripts as the pages finally hold them: the pages' bundles are first
// set to start after the first paint (plugins/first-paint-scripts), in the same pass.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { withBundlesAfterFirstPaint } from "../first-paint-scripts";
import { DOCSEARCH_CSS_MODULE } from "../search-index";
import { type PolicyOptions, withPolicy } from "./policy";

/** The <style> inside the Algolia logo of DocSearch's footer (4.7.0, pinned in package.json). */
const DOCSEARCH_LOGO_STYLE = ".cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}";

async function htmlFiles(dir: string, skip: Set<string>): Promise<string[]> {
	const files: string[] = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) {
			if (!skip.has(full)) files.push(...(await htmlFiles(full, skip)));
		} else if (entry.name.endsWith(".html")) {
			files.push(full);
		}
	}
	return files;
}

export default function contentSecurityPolicyPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
	const options = (pluginOptions ?? {}) as PolicyOptions;
	return {
		name: "content-security-policy",
		async postBuild({ outDir }) {
			// The stylesheet the search modal adds as a <style> element (see plugins/search-index).
			const docSearchCss = path.join(context.generatedFilesDir, "search-index", "default", DOCSEARCH_CSS_MODULE);
			const inlineStyles = [...(options.inlineStyles ?? []), DOCSEARCH_LOGO_STYLE];
			try {
				inlineStyles.push(JSON.parse(await readFile(docSearchCss, "utf8")));
			} catch {
				// No search modal stylesheet in this build: nothing to allow.
			}
			// The default locale's build holds the other locales' folders: each locale writes its own pages.
			const { locales, currentLocale } = context.i18n;
			const otherLocales = new Set(
				locales.filter((locale) => locale !== currentLocale).map((locale) => path.join(outDir, locale)),
			);
			for (const file of await htmlFiles(outDir, otherLocales)) {
				const page = withBundlesAfterFirstPaint(await readFile(file, "utf8"), file);
				await writeFile(file, withPolicy(page, { ...options, inlineStyles }));
			}
		},
	};
}

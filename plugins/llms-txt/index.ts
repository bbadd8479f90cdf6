// Markdown copies of the pages and an llms.txt index per language, for assistants and tools. The work is done by
// @signalwire/docusaurus-plugin-llms-txt after each locale's build: it converts every doc page's rendered article
// (and the colophon) to a Markdown file beside its HTML, /docs/x → /docs/x.md, and writes that locale's llms.txt.
// Docusaurus builds one locale at a time, so this wrapper only gives it the options of the locale being built:
// the index's title and description in that language, and section names taken from the navbar's labels.
// The copies are plain files: the routes of the specification stay the only HTML routes.
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import llmsTxtPlugin from "@signalwire/docusaurus-plugin-llms-txt";
import { absoluteIndexLinks, llmsTxtOptions } from "./options";

export default function llmsTxtForLocale(context: LoadContext): Plugin {
	const { currentLocale, defaultLocale } = context.i18n;
	const inner = llmsTxtPlugin(context, llmsTxtOptions(currentLocale, defaultLocale, context.siteConfig.title));
	// Only its post-build step: the plugin loads no content and adds no route.
	const postBuild = inner.postBuild;
	return {
		name: "llms-txt",
		async postBuild(props) {
			// The plugin never reads `content` (it has none): its own typing says void where ours says unknown.
			await postBuild?.({ ...props, content: undefined });
			await absoluteIndexLinks(path.join(props.outDir, "llms.txt"), `${context.siteConfig.url}${context.baseUrl}`);
		},
	};
}

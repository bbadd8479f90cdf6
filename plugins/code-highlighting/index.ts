// Code blocks, lighter and the same in both colour modes:
// - The bundler's "prism-react-renderer" becomes src/code-highlighting, a Highlight
//   component over prismjs' core with only the grammars the docs use. Docusaurus'
//   CodeBlock and its Prism client module render exactly as before (see
//   tests/unit/code-highlighting/highlight.test.ts) without the ~26 KB gzipped of
//   grammars and themes, and their start-up work, on every page.
// - The stylesheet of the site's code colour variables (src/code-highlighting/
//   siteCodeColours.ts) is written to the generated files and loaded on every page,
//   next to the theme's CSS. It is read here, not passed as an option: plugin
//   options are serialised into the site config, which every page downloads.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { siteCodeColours } from "../../src/code-highlighting/siteCodeColours";

const LIGHT_RENDERER = path.resolve(__dirname, "../../src/code-highlighting/index.ts");

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
	const { stylesheet } = siteCodeColours;
	const stylesheetFile = path.join(context.generatedFilesDir, "code-highlighting", "code-colours.css");
	// Rewritten only when it changes, so the development server does not rebuild for nothing.
	if (!existsSync(stylesheetFile) || readFileSync(stylesheetFile, "utf8") !== stylesheet) {
		mkdirSync(path.dirname(stylesheetFile), { recursive: true });
		writeFileSync(stylesheetFile, stylesheet);
	}
	return {
		name: "code-highlighting",
		getClientModules() {
			return [stylesheetFile];
		},
		configureWebpack() {
			return { resolve: { alias: { "prism-react-renderer$": LIGHT_RENDERER } } };
		},
	};
}

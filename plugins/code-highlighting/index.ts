// Code blocks, lighter and the same in both colour modes:
// - The bundler's "prism-react-renderer" becomes src/code-highlighting, a Highlight
//   component over prismjs' core with only the grammars the docs use. Docusaurus'
//   CodeBlock and its Prism client module render exactly as before (see
//   tests/unit/code-highlighting/highlight.test.ts) without the ~26 KB gzipped of
//   grammars and themes, and their start-up work, on every page.
// - The stylesheet of code colour variables (src/code-highlighting/colourVariables.ts,
//   passed in by docusaurus.config.ts) is written to the generated files and loaded
//   on every page, next to the theme's CSS.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

const LIGHT_RENDERER = path.resolve(__dirname, "../../src/code-highlighting/index.ts");

export interface CodeHighlightingOptions {
	/** CSS defining the `--code-…` colour variables of the site's Prism theme. */
	stylesheet: string;
}

export default function codeHighlightingPlugin(context: LoadContext, options: unknown): Plugin {
	const { stylesheet } = (options ?? {}) as Partial<CodeHighlightingOptions>;
	if (typeof stylesheet !== "string" || !stylesheet) {
		throw new Error("code-highlighting: the `stylesheet` option (the code colour variables) is missing.");
	}
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

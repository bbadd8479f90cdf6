// Points the bundler's "prism-react-renderer" at src/code-highlighting, a Highlight
// component over prismjs' core with only the grammars the docs use. Docusaurus'
// CodeBlock and its Prism client module then render exactly as before (see
// tests/unit/code-highlighting/highlight.test.ts) without the ~26 KB gzipped of grammars
// and themes, and their start-up work, on every page.
import path from "node:path";
import type { Plugin } from "@docusaurus/types";

const LIGHT_RENDERER = path.resolve(__dirname, "../../src/code-highlighting/index.ts");

export default function codeHighlightingPlugin(): Plugin {
	return {
		name: "code-highlighting",
		configureWebpack() {
			return { resolve: { alias: { "prism-react-renderer$": LIGHT_RENDERER } } };
		},
	};
}

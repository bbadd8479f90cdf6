// Aliases "prism-react-renderer" to src/code-highlighting (a small Prism, same API), and
// loads the stylesheet of the code colour variables on every page. The stylesheet is
// read here, not passed as an option: plugin options go into the config every page downloads.
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

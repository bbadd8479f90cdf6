// The site's code colours: One Light and One Dark, made readable
// (src/data/readableCodeTheme.ts) and merged into one Prism theme whose colours are
// CSS variables (colourVariables.ts). docusaurus.config.ts gives `theme` to Prism;
// plugins/code-highlighting writes `stylesheet` to the generated files. Build-time
// only: the browser bundle aliases "prism-react-renderer" to the light renderer.
import { themes } from "prism-react-renderer";
import { readableCodeTheme } from "../data/readableCodeTheme";
import { codeColourTheme } from "./colourVariables";

export const siteCodeColours = codeColourTheme({
	light: readableCodeTheme(themes.oneLight),
	dark: readableCodeTheme(themes.oneDark),
});

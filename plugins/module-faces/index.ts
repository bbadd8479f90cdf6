// Tells webpack that the parts of a sub-module with a face (plugins/module-faces/faces.ts) run no
// code when imported, so a page that imports one function through the face downloads that function's
// files, not the whole folder: without it, the face of the bot model brought the roller and math.js
// into the form's first download. The lint (scripts/check-faces.ts) refuses a top-level statement
// in those files, so the promise made here holds.
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { facedParts } from "./faces";

export default function moduleFacesPlugin(context: LoadContext): Plugin {
	return {
		name: "module-faces",
		configureWebpack() {
			const parts = facedParts(context.siteDir).map((file) => path.join(context.siteDir, file));
			return { module: { rules: [{ include: parts, sideEffects: false }] } };
		},
	};
}

// The bundler's persistent cache knows installed packages by name and version, so a
// file that patch-package changed (see patches/) would be served from a warm cache
// unchanged. Naming the patch files as build dependencies of the cache makes any
// change to a patch start a fresh cache, as a change to docusaurus.config.ts does.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

export default function patchedPackagesPlugin(context: LoadContext): Plugin {
	const patchesDir = path.join(context.siteDir, "patches");
	const patchFiles = readdirSync(patchesDir)
		.filter((name) => name.endsWith(".patch"))
		.map((name) => path.join(patchesDir, name));
	return {
		name: "patched-packages",
		configureWebpack(_config, _isServer, { currentBundler }) {
			if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
			return currentBundler.name === "rspack"
				? { experiments: { cache: { buildDependencies: patchFiles } } }
				: { cache: { type: "filesystem" as const, buildDependencies: { patches: patchFiles } } };
		},
	};
}

import type { Plugin } from "@docusaurus/types";

/**
 * Emits source maps for the browser bundles, so that errors reported from the
 * site (and audits such as Lighthouse's) point at our sources. The maps are
 * separate files that browsers fetch only when developer tools are open: pages
 * download no extra byte.
 */
export default function sourceMapsPlugin(): Plugin {
	return {
		name: "source-maps",
		configureWebpack(_config, isServer) {
			return isServer ? {} : { devtool: "source-map" };
		},
	};
}

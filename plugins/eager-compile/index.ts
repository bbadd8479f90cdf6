// Marks the site's entry script (main.<hash>.js, with React, the router and the
// theme) for eager compilation. Chromium then compiles all its functions on the
// background thread that already streams the file, instead of one by one on the
// main thread the first time each runs during start-up and hydration. Traces of the
// notation page show the main thread's compile work roughly halved; browsers that do
// not know the comment ignore it.
//
// The comment has to be the file's first line and survive minification, so it is
// added after the minifier (stage 500, "dev tooling") and before the content hash
// is computed (stage 2500), and to the browser bundle only.
import type { Plugin } from "@docusaurus/types";

const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const AFTER_MINIFICATION = 500;

export default function eagerCompilePlugin(): Plugin {
	return {
		name: "eager-compile",
		configureWebpack(_config, isServer, { currentBundler }) {
			if (isServer) return {};
			const { BannerPlugin } = currentBundler.instance;
			return {
				plugins: [
					new BannerPlugin({
						banner: EAGER_COMPILE_HINT,
						raw: true,
						test: /(^|\/)main\.[^/]*\.js$/,
						stage: AFTER_MINIFICATION,
					}),
				],
			};
		},
	};
}

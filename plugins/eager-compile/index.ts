// Marks the main bundle `//# allFunctionsCalledOnLoad` so Chromium compiles it on the
// thread that streams it, not function by function on the main thread. Added after
// minification (stage 500) and before hashing (stage 2500), browser bundle only.
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

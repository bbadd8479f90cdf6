// The Discord Markdown reader is shared by the command box and the roll blocks' results, both loaded on demand.
// Webpack copies a module this small into each chunk that uses it; a chunk of its own is downloaded once, like the
// dice engine, math.js and dice-roller those two tools already share.
import type { Plugin } from "@docusaurus/types";

export default function discordMarkdownChunkPlugin(): Plugin {
	return {
		name: "discord-markdown-chunk",
		configureWebpack(_config, isServer) {
			if (isServer) return {};
			return {
				optimization: {
					splitChunks: {
						cacheGroups: {
							discordMarkdown: {
								test: /[\\/]src[\\/]components[\\/]DiscordMarkdown[\\/]/,
								name: "discord-markdown",
								chunks: "async",
								enforce: true,
							},
						},
					},
				},
			};
		},
	};
}

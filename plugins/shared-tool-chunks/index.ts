// Code the tools loaded on demand share gets a chunk of its own, downloaded once, like the dice engine, math.js and
// dice-roller those tools already share. Webpack otherwise copies a module this small into each chunk that uses it:
// - the Discord Markdown reader, used by the command box and the roll blocks' results;
// - the dice's ground floor (the top-level modules of src/dice: notation, arithmetic, operands, comments…), which the
//   roll blocks, the odds, the builder and the command box each carried a copy of (about 5 KB gzipped in the box).
//   Only what two chunks or more use moves: the bot's reading (src/dice/bot/) and the sample server's commands
//   (src/dice/commands/) stay in the box's chunk, which its 40 KB budget counts.
import type { Plugin } from "@docusaurus/types";

export default function sharedToolChunksPlugin(): Plugin {
	return {
		name: "shared-tool-chunks",
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
							diceGround: {
								test: /[\\/]src[\\/]dice[\\/][^\\/]+\.ts$/,
								name: "dice-ground",
								chunks: "async",
								minChunks: 2,
								enforce: true,
							},
						},
					},
				},
			};
		},
	};
}

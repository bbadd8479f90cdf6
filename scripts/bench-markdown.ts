/**
 * How long does the Discord markdown reader take on the worst lines a reader
 * can type? Reads each shape at 4,000 characters (a message with Nitro) and at
 * 10,000, repeatedly, and prints the median time and the time per kilobyte,
 * then the worst shape. The issue's bar: under 50 ms for any 4,000 characters.
 *
 *   npm run bench:markdown [-- RUNS]
 */
import { loadavg } from "node:os";
import { parseMessage, plainText } from "../src/components/DiscordMarkdown";

const SHAPES: Record<string, (size: number) => string> = {
	"backticks, unclosed": (size) => "`".repeat(size),
	"backtick runs of rising length": (size) => {
		let text = "";
		for (let length = 1; text.length < size; length += 1) text += `${"`".repeat(length)}a`;
		return text.slice(0, size);
	},
	"one backtick, then text": (size) => `\`${"a".repeat(size - 1)}`,
	stars: (size) => "*".repeat(size),
	underscores: (size) => "_".repeat(size),
	tildes: (size) => "~".repeat(size),
	pipes: (size) => "|".repeat(size),
	backslashes: (size) => "\\".repeat(size),
	"star, letter": (size) => "*a".repeat(size / 2),
	"star, space, letter": (size) => "* a".repeat(size / 3),
	"underscore, letter": (size) => "_a".repeat(size / 2),
	"unclosed bold": (size) => "**a".repeat(size / 3),
	"nested marks": (size) => `${"**__~~||*_".repeat(size / 20)}x${"_*||~~__**".repeat(size / 20)}`,
	"every mark, cycled": (size) => "*_`~|\\<@".repeat(size / 8),
	"mentions, unclosed": (size) => "<@1".repeat(size / 3),
	"mixed scripts": (size) => "é字*ж_🎲`".repeat(size / 8),
};

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const runs = Number(process.argv[2] ?? 7);
console.log(
	`load average ${loadavg()
		.map((value) => value.toFixed(2))
		.join(" ")}, ${runs} runs each`,
);
let worst = { name: "", size: 0, perKilobyte: 0, time: 0 };
for (const size of [4000, 10_000]) {
	for (const [name, make] of Object.entries(SHAPES)) {
		const text = make(size);
		const times: number[] = [];
		let shown = 0;
		for (let run = 0; run < runs; run += 1) {
			// A fresh text each run, so that the reader's cache of messages does not answer.
			const fresh = `${text}${run}`;
			const start = performance.now();
			const blocks = parseMessage(fresh);
			times.push(performance.now() - start);
			shown = blocks.reduce((sum, block) => sum + plainText(block.children, (id) => id).length, 0);
		}
		const time = median(times);
		const perKilobyte = time / (text.length / 1024);
		if (perKilobyte > worst.perKilobyte) worst = { name, size: text.length, perKilobyte, time };
		console.log(
			`${String(text.length).padStart(6)} chars  ${time.toFixed(2).padStart(7)} ms  ${perKilobyte.toFixed(3).padStart(7)} ms/KB  ${name} (${shown} shown)`,
		);
	}
}
console.log(
	`worst: ${worst.name} at ${worst.size} chars, ${worst.time.toFixed(2)} ms, ${worst.perKilobyte.toFixed(3)} ms/KB`,
);
console.log(
	`load average ${loadavg()
		.map((value) => value.toFixed(2))
		.join(" ")}`,
);

// A bracket whose roll holds several comparisons: `isRolling` takes the second one out, then puts back the message's
// comment (`preservedComments`), which still holds the whole bracket. The greedy bracket then spans both copies,
// core cannot roll it, and the bot answers nothing (play-52-6456, play-52-567).
import { describe, expect, it } from "vitest";
import { seededSource } from "../../../src/dice";
import { answerMessage, type SampleServer } from "../../../src/dice/commands";

const server = (locale: "fr" | "en", settings?: SampleServer["settings"]): SampleServer => ({
	locale,
	channel: "table-de-jeu",
	disableThread: false,
	template: {},
	...(settings ? { settings } : {}),
});

describe("a bracket with several comparisons and a comment around it", () => {
	const messages = [
		"Je tente [4d12ro=3<=11>=14] maintenant",
		"Roll [5d4-5d12*7d100!p<49<1=13]",
		"Roll [4d100!!>=24-8d2=4>12] maintenant",
	];
	it.each(["fr", "en"] as const)("%s: rolls nothing and sends nothing", (locale) => {
		for (const message of messages) {
			const answer = answerMessage(message, server(locale, { deleteAfter: 60000 }), seededSource(7));
			expect(answer).toEqual({ rolled: false });
			expect(answerMessage(message, server(locale), seededSource(7))).toEqual({ rolled: false });
		}
	});

	it("still rolls a bracket with one comparison and a comment", () => {
		const answer = answerMessage("Je tente [4d12>=14] maintenant", server("fr"), seededSource(7));
		expect(answer.rolled).toBe(true);
	});
});

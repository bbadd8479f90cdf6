// Parity of plain messages: what the bot does with a message typed in a channel (rolled or left alone, the message
// kept or deleted, the text posted), printed by the bot's own code (4.7.2: the steps of
// apps/bot/src/events/on_message_send.ts with parse_result's functions and core's roll, dice fixed, in a scratch
// folder outside the repository) in tests/fixtures/bot-message-posts.json; the model agrees on each.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerMessage, type SampleServer } from "../../../src/dice/commands";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";
import corpus from "../../fixtures/bot-message-posts.json";

interface Case {
	id: string;
	lang: "fr" | "en";
	message: string;
	faces: number[];
	rolled: boolean;
	keepsInput?: boolean;
	text?: string;
	dm?: string;
}

const cases = corpus.cases as Case[];
const server = (locale: Case["lang"]): SampleServer => ({
	locale,
	channel: "table-de-jeu",
	disableThread: false,
	template: locale === "fr" ? dndFr : dndEn,
	sheet: { name: "maëlle", values: [] },
});

describe("plain messages, the model against the bot's own code", () => {
	it("holds both languages, rolled and ignored messages, bracketed rolls and comments", () => {
		expect(cases.length).toBeGreaterThanOrEqual(60);
		for (const lang of ["fr", "en"]) {
			const mine = cases.filter((item) => item.lang === lang);
			expect(mine.filter((item) => item.rolled).length).toBeGreaterThan(10);
			expect(mine.filter((item) => !item.rolled).length).toBeGreaterThan(10);
			expect(mine.filter((item) => item.keepsInput).length).toBeGreaterThan(2);
			expect(mine.filter((item) => item.text?.includes("*\n *")).length).toBeGreaterThan(2);
		}
	});

	it.each(cases)("$id: $message", (item) => {
		const answer = answerMessage(item.message, server(item.lang), facesSource(item.faces));
		expect(answer.rolled).toBe(item.rolled);
		if (!answer.rolled) {
			expect(answer.privateError).toBe(item.dm);
			return;
		}
		expect(answer.keepsInput).toBe(item.keepsInput);
		expect(answer.posts.map((post) => post.where)).toEqual(["channel", "thread"]);
		expect(answer.posts[0]?.content).toBe(item.text);
		expect(answer.posts[1]?.content).toBe(item.text);
	});
});

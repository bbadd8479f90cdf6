/**
 * Parity with the whole message the bot posts. tests/fixtures/bot-posts.json
 * holds rolls with fixed faces, typed in a message or `/roll` (a comment after
 * `#`) or rolled from a sheet (the character's name, the statistic heading the
 * roll, the template's criticals on d20 rolls, the comment option), in both
 * languages, and for each the text the bot's own `ResultAsText.onMessageSend`
 * (packages/parse_result, 4.7.2) printed: run from its source on core's `roll`
 * with the same faces, Discord and i18next stubbed. The site's reply examples
 * must print the same message, mention included, character for character.
 */
import { describe, expect, test } from "vitest";
import { replyExample } from "../../../src/mdx/remarkBotReplies";
import corpus from "../../fixtures/bot-posts.json";

interface Case {
	id: string;
	lang: string;
	roll: string;
	faces: number[];
	header?: string;
	critical?: number[];
	character?: string;
	comment?: string;
	text: string;
}

const cases = corpus as Case[];

describe("the message the bot posts", () => {
	test("the corpus covers both languages, message and sheet rolls", () => {
		expect(cases.length).toBeGreaterThanOrEqual(150);
		for (const lang of ["fr", "en"]) {
			expect(cases.filter((entry) => entry.lang === lang && entry.character).length).toBeGreaterThan(30);
			expect(cases.filter((entry) => entry.lang === lang && !entry.character).length).toBeGreaterThan(30);
		}
	});

	test.each(cases.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
		const post = replyExample(
			{
				command: entry.header ? "dbroll" : entry.id.startsWith("message-") ? "message" : "roll",
				roll: entry.roll,
				dice: entry.faces.join(" "),
				header: entry.header,
				critical: entry.critical?.join(" "),
				character: entry.character,
				comment: entry.comment,
			},
			entry.lang,
		);
		expect(post.content).toBe(entry.text);
	});
});

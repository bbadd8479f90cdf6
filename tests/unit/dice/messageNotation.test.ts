// Plain notation in messages read as the bot 4.7.2 reads it; each expected text is the bot's own answer to a play
// of the oracle corpus (tests/fixtures/bot-oracle/plays.json.gz), the play's id beside it.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerMessage, type SampleServer } from "../../../src/dice/commands";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";

/** A server that was never configured, with no sheet registered. */
function bare(locale: "fr" | "en"): SampleServer {
	return { locale, channel: "table-de-jeu", disableThread: false, template: locale === "fr" ? dndFr : dndEn };
}

function firstPost(message: string, server: SampleServer, faces: number[]): string | undefined {
	const answer = answerMessage(message, server, facesSource(faces));
	return answer.rolled ? answer.posts[0]?.content : undefined;
}

describe("a message's notation as the bot reads it", () => {
	it("drops `+0` on a server never configured, in both languages (play-52-81, play-52-83)", () => {
		for (const locale of ["fr", "en"] as const)
			expect(firstPost("1d20+0", bare(locale), [10])).toBe("*<@100000000000000001>*\n `1d20` ⟶ `[10]` = ` [10] `");
	});
});

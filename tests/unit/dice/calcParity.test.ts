// Parity of /math and /calc: their replies printed by the bot's own calc.ts (4.7.2, run outside the repository with
// its Discord calls captured, dice fixed) in tests/fixtures/bot-calc-posts.json; the model agrees on each.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { calcReply } from "../../../src/dice/commands";
import corpus from "../../fixtures/bot-calc-posts.json";

interface Case {
	id: string;
	lang: "fr" | "en";
	command: "math" | "calc";
	options: Record<string, string>;
	faces: number[];
	text?: string;
	error?: string;
}

const cases = corpus.cases as unknown as Case[];

describe("/math and /calc, the model against the bot's own code", () => {
	it("holds both languages and both commands, answers and refusals", () => {
		for (const lang of ["fr", "en"])
			for (const command of ["math", "calc"]) {
				const some = cases.filter((item) => item.lang === lang && item.command === command);
				expect(some.some((item) => item.text)).toBe(true);
				expect(some.some((item) => item.error)).toBe(true);
			}
	});

	it.each(cases)("$id", (item) => {
		const answer = calcReply(
			{
				command: item.command,
				options: item.options,
				statistics: corpus.statistics[item.lang],
				character: corpus.character,
			},
			item.lang,
			facesSource(item.faces),
		);
		expect(answer).toEqual(item.text !== undefined ? { ok: true, text: item.text } : { ok: false, error: item.error });
	});
});

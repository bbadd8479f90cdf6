// Rolls that name a sheet's statistic (`$Name`) in `/roll` and in messages, on the gallery's templates, with the
// bot's own text (4.7.2, cases of tests/fixtures/bot-oracle/plays.json.gz) as what is expected.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerMessage, type SampleServer, type ServerTemplate } from "../../../src/dice/commands";
import cthulhuEn from "../../../static/templates/call-of-cthulhu-7e.en.json";
import cthulhuFr from "../../../static/templates/call-of-cthulhu-7e.fr.json";

function server(
	locale: "fr" | "en",
	template: ServerTemplate,
	values: Record<string, number>,
	settings?: SampleServer["settings"],
): SampleServer {
	return {
		locale,
		channel: "table-de-jeu",
		disableThread: true,
		template,
		...(settings ? { settings } : {}),
		sheet: { name: "Ivo", values: Object.entries(values).map(([name, value]) => ({ name, value })), imported: true },
	};
}

function messageText(message: string, on: SampleServer, faces: number[]): string | undefined {
	const answer = answerMessage(message, on, facesSource(faces));
	return answer.rolled ? answer.posts[0]?.content : undefined;
}

describe("a message naming a statistic", () => {
	it("names the statistic with each word capitalized, as /roll does (play-52-2216)", () => {
		const fr = server("fr", cthulhuFr, { "Trouver objet caché": 77 });
		expect(messageText("1d20+$Trouverobjetcaché", fr, [7])).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n [__Trouver Objet Caché__] \n_ _ `1d20+77` ⟶ `[7]+77` = ` [84] `",
		);
		const en = server("en", cthulhuEn, { "Spot hidden": 70 });
		expect(messageText("1d20+$SpotHidden", en, [7])).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n [__Spot Hidden__] \n_ _ `1d20+70` ⟶ `[7]+70` = ` [77] `",
		);
	});
});

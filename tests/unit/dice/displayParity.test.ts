// Parity of /display: the embeds the bot posts for sheets of every gallery template (statistics, combinations the
// template hides from rolls, macros with the sheet's values put in, long values, a sheet without a name), printed by
// the bot's own code (4.7.2: display.ts's functions on the sheet as registration stores it, in a scratch folder
// outside the repository) in tests/fixtures/bot-display-posts.json; the model agrees on each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, type SampleServer, type ServerTemplate } from "../../../src/dice/commands";
import corpus from "../../fixtures/bot-display-posts.json";

interface Case {
	id: string;
	lang: "fr" | "en";
	/** A gallery file, or the template itself. */
	template: string | ServerTemplate;
	sheet: SampleServer["sheet"];
	embeds: { color: string; title: string; fields: { name: string; value: string; inline?: boolean }[] }[];
}

const cases = corpus.cases as unknown as Case[];
const templates = join(__dirname, "../../../static/templates");
const templateOf = (template: Case["template"]): ServerTemplate =>
	typeof template === "string" ? JSON.parse(readFileSync(join(templates, template), "utf8")) : template;

describe("/display, the model against the bot's own code", () => {
	it("holds at least 30 sheets, both languages, macros, hidden statistics and long values", () => {
		expect(cases.length).toBeGreaterThanOrEqual(30);
		for (const lang of ["fr", "en"]) expect(cases.filter((item) => item.lang === lang).length).toBeGreaterThan(10);
		expect(cases.filter((item) => item.embeds.length === 3).length).toBeGreaterThan(10);
		const hidden = cases.filter((item) =>
			Object.values(templateOf(item.template).statistics ?? {}).some((rule) => rule.exclude),
		);
		expect(hidden.length).toBeGreaterThan(10);
		expect(cases.some((item) => item.sheet?.values.some((value) => String(value.value).length > 6))).toBe(true);
	});

	it.each(cases)("$id", (item) => {
		const server: SampleServer = {
			locale: item.lang,
			channel: "table-de-jeu",
			disableThread: false,
			template: templateOf(item.template),
			sheet: item.sheet,
		};
		const posts = answerCommand("display", {}, server, facesSource([1]));
		expect(posts).toHaveLength(1);
		expect(posts[0]?.ephemeral).toBe(false);
		// This corpus kept no thumbnails; the bot oracle's (botOracle.test.ts) checks the avatar's.
		const withoutThumbnails = posts[0]?.embeds?.map(({ thumbnail: _thumbnail, ...embed }) => embed);
		expect(withoutThumbnails).toEqual(
			item.embeds.map((embed) => ({ ...embed, fields: embed.fields.map((field) => ({ inline: true, ...field })) })),
		);
	});
});

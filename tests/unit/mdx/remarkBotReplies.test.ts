// `<BotReply roll dice/>` becomes the bot's message at build time, in the built
// language; an example for the other language is dropped, and one the bot would
// refuse stops the build with its file and line.
import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { parseMessage } from "../../../src/components/DiscordMarkdown";
import remarkBotReplies, { replyExample } from "../../../src/mdx/remarkBotReplies";

async function compiled(source: string, locale: string): Promise<string> {
	const file = await compile({ value: source, path: "page.mdx" }, { remarkPlugins: [[remarkBotReplies, { locale }]] });
	return String(file);
}

describe("reply examples worked out at build time", () => {
	it("gives the view the bot's message and drops the example's own attributes", async () => {
		const code = await compiled('<BotReply roll="1d20+3>=12" dice="11" />\n', "fr");
		expect(code).toContain("**Succès** — `1d20+3` ⟶ `[11]+3` = `[14] ⩾ 12`");
		expect(code).toContain('command: "roll"');
		expect(code).not.toContain('dice: "11"');
	});

	it("hands the view the message's lines already read, as the reader reads them in the browser", async () => {
		const code = await compiled('<BotReply roll="2d6+3 # Coup d\'épée" dice="4 1" />\n', "fr");
		const post = replyExample({ roll: "2d6+3 # Coup d'épée", dice: "4 1" }, "fr");
		// The compiled page holds each attribute as a JavaScript string literal.
		const lines = /lines: ("(?:[^"\\]|\\.)*")/.exec(code)?.[1];
		expect(lines).toBeDefined();
		const blocks = JSON.parse(JSON.parse(lines ?? '""'));
		expect(blocks).toEqual(parseMessage(post.content));
		// Read, not a copy of the text: the mention, the comment in italics and the code are pieces of their own.
		expect(JSON.stringify(blocks)).toContain('{"type":"italic","children":[{"type":"text","text":"Coup d\'épée"}]}');
	});

	it("writes the verdict in the language being built, and keeps only that language's examples", async () => {
		const source =
			'<BotReply locale="fr" roll="1d20>=5" dice="1" />\n\n<BotReply locale="en" roll="1d20>=5" dice="20" />\n';
		const english = await compiled(source, "en");
		expect(english).toContain("**Success** — `1d20` ⟶ `[20]`");
		expect(english).not.toContain("[1]");
		const french = await compiled(source, "fr");
		expect(french).toContain("**Échec** — `1d20` ⟶ `[1]`");
		expect(french).not.toContain("[20]");
	});

	it("names the character, the sheet's statistic and the comment option", () => {
		const post = replyExample(
			{
				command: "dbroll",
				roll: "1d20+$>=12",
				stats: "Force=3",
				header: "Force",
				critical: "20 1",
				character: "maëlle",
				comment: "Je soulève la herse",
				dice: "20",
			},
			"fr",
		);
		expect(post.content).toMatch(
			/^\*\*__Maëlle__\*\* \(\*<@\d+>\*\) \(`⩾ 12`\)\n\[__Force__\] \*Je soulève la herse\*/,
		);
		expect(post.content).toContain("**Succès critique** — `1d20+3` ⟶ `[20]+3` = `[23] ⩾ 12`");
		expect(post.ephemeral).toBe(false);
		expect(replyExample({ roll: "1d6", dice: "4", hidden: "true" }, "en").ephemeral).toBe(true);
	});

	it("stops the build on an example the bot refuses, or one without its dice", async () => {
		await expect(compiled('<BotReply roll="1d20+" dice="4" />\n', "fr")).rejects.toThrow(/page\.mdx:1: <BotReply>/);
		await expect(compiled('<BotReply roll="1d20" />\n', "fr")).rejects.toThrow(/dice/);
		await expect(compiled('<BotReply roll="1d20" dice="4" command="config" />\n', "fr")).rejects.toThrow(/command/);
		await expect(compiled('<BotReply roll={"1d20"} dice="4" />\n', "fr")).rejects.toThrow(/plain string/);
	});
});

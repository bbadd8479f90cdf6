// Remark plugin: every `<BotReply …/>` of a page gets the bot's message for its
// roll, computed at build time by the model of the bot (src/dice/bot) with the
// faces the page names, and passed as the attributes the view reads (`content`…). The page then shows
// the reply without loading the engine; an example the bot would refuse stops
// the build with the page, line and the error.
import type { Root } from "mdast";
import { CONTINUE, SKIP, visit } from "unist-util-visit";
import { parseMessage } from "../components/DiscordMarkdown";
import { rollExpression, type SampleCharacter } from "../dice";
import { type BotPost, botPost, facesSource, SAMPLE_USER } from "../dice/bot";

/** The attributes an example is written with, all plain strings so that the page's source reads as the example. */
export interface ReplyExample {
	/** What the bot rolls: `/roll`'s `dé`, a message's text, or a sheet's formula once the statistic is chosen. */
	roll: string;
	/** The faces the dice show, in order (`"4 1"`). */
	dice: string;
	/** `roll` (default), `message` (a message holding dice), `dbroll` or `macro`. */
	command?: string;
	/** The statistic or macro heading the roll (`/dbroll`, `/macro`). */
	header?: string;
	/** The sheet's statistics, `Force=14 Dextérité=40`; the first is what `$` stands for unless `dollar` says. */
	stats?: string;
	dollar?: string;
	/** The template's critical success and failure, `"20 1"` (a `/dbroll` of a statistic). */
	critical?: string;
	/** The comment given in the command's own option (`/dbroll`'s `commentaires`), which replaces one typed in the roll. */
	comment?: string;
	/** The character named before the mention. */
	character?: string;
	hidden?: string;
	/** Shown only in this language's build (a page of src/pages serves both languages from one file). */
	locale?: string;
}

/** What the page's component receives. */
export interface ReplyPost extends BotPost {
	command: string;
	roll: string;
	user: { id: string; name: string };
}

const COMMANDS = new Set(["roll", "message", "dbroll", "macro"]);

function numbers(text: string | undefined, what: string): number[] {
	if (!text || text.trim() === "") return [];
	return text
		.trim()
		.split(/[\s,]+/)
		.map((part) => {
			const value = Number(part);
			if (!Number.isInteger(value)) throw new Error(`${what}: "${part}" is not a whole number`);
			return value;
		});
}

function sheet(example: ReplyExample): SampleCharacter | undefined {
	if (!example.stats) return undefined;
	const statistics = example.stats
		.trim()
		.split(/\s+/)
		.map((pair) => {
			const [name, value] = pair.split("=");
			const number = Number(value);
			if (!name || !Number.isFinite(number)) throw new Error(`stats: "${pair}" is not NAME=VALUE`);
			return { name, value: number };
		});
	return { statistics, dollar: example.dollar ?? statistics[0]?.name };
}

/** The bot's message for one example, in `locale`; throws with the reason when the example cannot be rolled. */
export function replyExample(example: ReplyExample, locale: string): ReplyPost {
	const command = example.command ?? "roll";
	if (!COMMANDS.has(command)) throw new Error(`command: "${command}" is not one of ${[...COMMANDS].join(", ")}`);
	const faces = numbers(example.dice, "dice");
	if (faces.length === 0) throw new Error("dice: the faces the dice show are missing");
	// Only `/roll` takes a second comparison out as the opposition before core reads the line.
	const slashRoll = command === "roll" ? { command: "roll" as const } : {};
	const attempt = rollExpression(example.roll, { random: facesSource(faces), character: sheet(example), ...slashRoll });
	if (!attempt.ok) throw new Error(`"${example.roll}": ${attempt.error.message}`);
	const [success, failure] = numbers(example.critical, "critical");
	const critical = example.critical ? { success, failure } : undefined;
	const result = example.comment === undefined ? attempt.result : { ...attempt.result, comment: example.comment };
	const post = botPost(
		result,
		{ header: example.header, critical, character: example.character, hidden: example.hidden === "true" },
		locale,
	);
	return { ...post, command, roll: example.roll, user: { ...SAMPLE_USER } };
}

/** The part of an MDX JSX element this plugin reads (mdast-util-mdx-jsx's shape). */
interface JsxElement {
	type: "mdxJsxFlowElement" | "mdxJsxTextElement";
	name: string | null;
	attributes: { type: string; name?: string; value?: unknown }[];
	position?: { start: { line: number } };
}

const REPLY_COMPONENT = "BotReply";

export default function remarkBotReplies(options: { locale?: string } = {}) {
	const locale = options.locale ?? "fr";
	return (tree: Root, file: { path?: string }): void => {
		visit(tree, (node, index, parent) => {
			const element = node as unknown as JsxElement;
			if (element.type !== "mdxJsxFlowElement" && element.type !== "mdxJsxTextElement") return;
			if (element.name !== REPLY_COMPONENT) return;
			const only = element.attributes.find((attribute) => attribute.name === "locale")?.value;
			if (typeof only === "string" && only !== locale && parent && index !== undefined) {
				parent.children.splice(index, 1);
				return [SKIP, index];
			}
			const example: Record<string, string> = {};
			for (const attribute of element.attributes) {
				if (attribute.type !== "mdxJsxAttribute" || !attribute.name) continue;
				if (typeof attribute.value !== "string") {
					throw new Error(`${file.path}: <${REPLY_COMPONENT}> ${attribute.name} must be a plain string`);
				}
				example[attribute.name] = attribute.value;
			}
			let post: ReplyPost;
			try {
				post = replyExample(example as unknown as ReplyExample, locale);
			} catch (error) {
				const line = element.position?.start.line ?? "?";
				throw new Error(`${file.path}:${line}: <${REPLY_COMPONENT}>: ${(error as Error).message}`);
			}
			// The page keeps only what the view shows: the example's own attributes were for this step.
			const shown: Record<string, string> = {
				content: post.content,
				// Read here, so that the page draws the lines without the markdown reader.
				lines: JSON.stringify(parseMessage(post.content)),
				command: post.command,
				roll: post.roll,
				userId: post.user.id,
				userName: post.user.name,
			};
			if (post.ephemeral) shown.hidden = "true";
			element.attributes = Object.entries(shown).map(([name, value]) => ({ type: "mdxJsxAttribute", name, value }));
			return CONTINUE;
		});
	};
}

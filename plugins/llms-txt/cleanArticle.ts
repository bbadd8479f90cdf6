// A rehype step for the Markdown copies of the pages (see ./index.ts), run on each page's rendered article before
// it becomes Markdown. It drops what only makes sense on the live page: the headings' "#" permalinks, the "Copy page"
// bar (src/components/CopyPage), every button (the widgets' "Roll" and "Odds"), the <noscript> notices and React's
// empty comments (which would come out as stray `<!-- -->`). It gives each highlighted code block back as one
// <pre><code class="language-…"> holding its lines, so that the copy carries the block's exact text and its
// language, and it turns each admonition into a blockquote opened by its title in bold. A drawing of the bot's reply
// becomes the line that says who typed what, the command in code, over a blockquote of the bot's text (no avatar, no
// "Dicelette APP" header); a dice widget whose notation the page already shows (in a code block, an admonition's
// title, a reply) is left out, any other becomes a sentence ("Roll `2d6`"), not a lone code line. It relies on the theme's stable class names, ours, and the
// reply's and widget's roles and attributes (`article[data-source]`, `[role=group]` holding a button), not on the
// CSS modules' generated names.
import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";

const classesOf = (node: Element): string[] => {
	const value = node.properties?.className;
	return Array.isArray(value) ? value.map(String) : String(value ?? "").split(/\s+/);
};

const textOf = (node: ElementContent): string =>
	node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

/** A code block's text as the reader sees it: the theme ends every line with a <br>, the last one included. */
const codeTextOf = (node: ElementContent): string => {
	if (node.type === "text") return node.value;
	if (node.type !== "element") return "";
	if (node.tagName === "br") return "\n";
	return node.children.map(codeTextOf).join("");
};

/** The theme's code block (div.theme-code-block, language on its classes) as a bare <pre><code>, or null. */
function plainCodeBlock(node: Element): Element | null {
	let code: Element | undefined;
	visit(node, "element", (child) => {
		if (child.tagName === "code" && !code) code = child;
	});
	if (!code) return null;
	const language = classesOf(node).find((name) => name.startsWith("language-"));
	const lines = code.children.map(codeTextOf).join("");
	return {
		type: "element",
		tagName: "pre",
		properties: {},
		children: [
			{
				type: "element",
				tagName: "code",
				properties: language ? { className: [language] } : {},
				// hast-util-to-mdast trims one final line break, which the theme's last <br> adds.
				children: [{ type: "text", value: lines.endsWith("\n") ? lines : `${lines}\n` }],
			},
		],
	};
}

const element = (tagName: string, children: ElementContent[]): Element => ({
	type: "element",
	tagName,
	properties: {},
	children,
});

const elementsOf = (node: Element): Element[] =>
	node.children.filter((child): child is Element => child.type === "element");

/** The drawing of a bot reply (src/components/DiscordReply): an <article> that says where its text comes from. */
const isReplyDrawing = (node: Element) => node.tagName === "article" && node.properties?.dataSource !== undefined;

/**
 * A reply drawing as a reader's tool wants it: the interaction line ("@Lou a utilisé /roll", the command or the
 * message answered set in code), then the bot's text, embeds and ephemeral note in a blockquote. The avatar and the
 * author's header are interface, not what the bot writes.
 */
function replyAsQuote(node: Element): Element[] {
	const [interaction] = elementsOf(node).filter((child) => child.tagName === "p");
	const body = elementsOf(node).find((child) => child.tagName === "div");
	const [header, ...rest] = body ? elementsOf(body) : [];
	const quoted = header?.tagName === "p" ? rest : body ? elementsOf(body) : [];
	const heading: Element[] = [];
	if (interaction) {
		const spans = elementsOf(interaction);
		// The last span is what was typed: the command, or the message the reply answers.
		const typed = spans.at(-1);
		if (typed && spans.length > 1) {
			typed.tagName = "code";
			typed.properties = {};
		}
		heading.push(element("p", interaction.children));
	}
	return [...heading, element("blockquote", quoted)];
}

/** The code a page shows in text: its code blocks, inline code (admonition titles included) and replies' code. */
function shownCode(tree: Root): string[] {
	const shown: string[] = [];
	visit(tree, "element", (node) => {
		if (node.tagName === "div" && node.properties?.role === "group") return SKIP;
		if (node.tagName === "code") shown.push(codeTextOf(node));
		return undefined;
	});
	return shown;
}

/** A dice widget (src/components/RollBlock): a group holding its notation in <code> and its buttons. */
function diceWidget(node: Element): { notation: string; action: string } | null {
	if (node.tagName !== "div" || node.properties?.role !== "group") return null;
	const children = elementsOf(node);
	const code = children.find((child) => child.tagName === "code");
	const button = children.find((child) => child.tagName === "button");
	if (!code || !button) return null;
	return { notation: codeTextOf(code).trim(), action: textOf(button).trim() };
}

const isDropped = (node: Element, classes: string[]) =>
	(node.tagName === "a" && classes.includes("hash-link")) ||
	classes.includes("copy-page-bar") ||
	classes.includes("markdown-copy-skip") ||
	node.tagName === "button" ||
	node.tagName === "noscript";

export function rehypeCleanArticle() {
	return (tree: Root) => {
		const shown = shownCode(tree);
		visit(tree, "comment", (_node, index, parent) => {
			if (parent && index !== undefined) {
				parent.children.splice(index, 1);
				return index;
			}
			return undefined;
		});
		visit(tree, "element", (node, index, parent) => {
			const classes = classesOf(node);
			if (isDropped(node, classes) && parent && index !== undefined) {
				parent.children.splice(index, 1);
				return index;
			}
			const widget = diceWidget(node);
			if (widget && parent && index !== undefined) {
				// Left out when the page writes its notation elsewhere (a code block, a title, the reply it rolls);
				// otherwise one sentence, its button's verb then the notation ("Roll `1d20+$+2>=15`").
				if (shown.some((code) => code.includes(widget.notation))) parent.children.splice(index, 1);
				else
					parent.children[index] = element("p", [
						{ type: "text", value: `${widget.action} ` },
						element("code", [{ type: "text", value: widget.notation }]),
					]);
				return index;
			}
			if (isReplyDrawing(node) && parent && index !== undefined) {
				const replacement = replyAsQuote(node);
				parent.children.splice(index, 1, ...replacement);
				// Visited next: the quote's own buttons and code blocks are cleaned like the rest.
				return index;
			}
			if (classes.includes("theme-code-block") && parent && index !== undefined) {
				const plain = plainCodeBlock(node);
				if (plain) {
					parent.children[index] = plain;
					return [SKIP, index];
				}
			}
			if (classes.includes("theme-admonition")) {
				const [heading, ...body] = node.children.filter((child): child is Element => child.type === "element");
				const title = heading ? textOf(heading).trim() : "";
				const content = body.flatMap((part) => part.children);
				node.tagName = "blockquote";
				node.properties = {};
				node.children = [
					...(title
						? [
								{
									type: "element",
									tagName: "p",
									properties: {},
									children: [
										{ type: "element", tagName: "strong", properties: {}, children: [{ type: "text", value: title }] },
									],
								} satisfies Element,
							]
						: []),
					...content,
				];
			}
			return undefined;
		});
	};
}

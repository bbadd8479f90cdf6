// Inline code compiles to a plain <code> element; code blocks still go through the
// MDX components (the theme's CodeBlock), and so does everything else.
import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import rehypeInlineCodeAsElement from "../../../src/mdx/rehypeInlineCodeAsElement";

const page = [
	"Lancez `1d20+3` puis `2d6`, ou tapez **`/calc`**.",
	"",
	"```text",
	"1d100<=70",
	"```",
	"",
	"- une liste avec `{{$statistique}}`",
].join("\n");

async function compiled(withPlugin: boolean): Promise<string> {
	const file = await compile(page, { rehypePlugins: withPlugin ? [rehypeInlineCodeAsElement] : [] });
	return String(file);
}

/** The element (first argument) of each _jsx/_jsxs call whose only child is the given text. */
function elementsAround(code: string, text: string): string[] {
	const calls = [...code.matchAll(/_jsxs?\(([\w.]+|"[\w-]+"), \{[^{}]*children: "([^"]*)"/g)];
	return calls.filter((call) => call[2] === text).map((call) => call[1]);
}

describe("rehypeInlineCodeAsElement", () => {
	it("compiles inline code to a literal code element", async () => {
		const code = await compiled(true);
		expect(elementsAround(code, "1d20+3")).toEqual(['"code"']);
		expect(elementsAround(code, "2d6")).toEqual(['"code"']);
		expect(elementsAround(code, "/calc")).toEqual(['"code"']);
		expect(elementsAround(code, "{{$statistique}}")).toEqual(['"code"']);
	});

	it("leaves code blocks and other elements to the MDX components", async () => {
		const code = await compiled(true);
		expect(elementsAround(code, "1d100<=70\\n")).toEqual(["_components.code"]);
		expect(code).toContain("_components.pre");
		expect(code).toContain("_components.strong");
		expect(code).toContain("_components.li");
	});

	it("changes only how inline code is compiled", async () => {
		const without = await compiled(false);
		expect(elementsAround(without, "1d20+3")).toEqual(["_components.code"]);
		const withPlugin = await compiled(true);
		expect(withPlugin.replace(/(_jsxs?\()"code"/g, "$1_components.code")).toBe(without);
	});
});

import { describe, expect, it } from "vitest";
import { editDistance, escapeHtml, highlight, snippet, wordAnswersQueryTerm } from "../../../src/search/highlight";

const tags = { pre: "<mark>", post: "</mark>" };

describe("highlight", () => {
	it("wraps the matched words, keeps their accents and escapes the rest", () => {
		const result = highlight(
			"Rôles <automatiques> & macros",
			new Set(["roles", "automatiques"]),
			["role", "automatique"],
			tags,
		);
		expect(result.value).toBe("<mark>Rôles</mark> &lt;<mark>automatiques</mark>&gt; &amp; macros");
		expect(result.matchLevel).toBe("full");
		expect(result.matchedWords).toEqual(["role", "automatique"]);
	});

	it("reports partial and absent matches", () => {
		expect(highlight("Rôles du bot", new Set(["roles"]), ["role", "macro"], tags).matchLevel).toBe("partial");
		const none = highlight("Rien", new Set(["roles"]), ["role"], tags);
		expect(none).toEqual({ value: "Rien", matchLevel: "none", matchedWords: [] });
	});

	it("highlights a compound as a whole when matched as one word", () => {
		expect(highlight("L'auto-complétion", new Set(["autocompletion"]), ["autocompletion"], tags).value).toBe(
			"L&#039;<mark>auto-complétion</mark>",
		);
	});

	it("marks another form of a matched word through the engine's word forms", () => {
		const formsOf = (folded: string) => (folded.startsWith("journ") ? [folded, "journal"] : [folded]);
		const result = highlight("Les journaux du bot", new Set(["journal"]), ["journal"], tags, formsOf);
		expect(result.value).toBe("Les <mark>journaux</mark> du bot");
		expect(result.matchLevel).toBe("full");
		expect(highlight("Les journaux du bot", new Set(["journal"]), ["journal"], tags).matchLevel).toBe("none");
	});

	it("uses the requested tags", () => {
		expect(highlight("macro", new Set(["macro"]), ["macro"], { pre: "[", post: "]" }).value).toBe("[macro]");
	});
});

describe("snippet", () => {
	const text = "un deux trois quatre cinq six sept huit neuf dix onze douze seuil treize quatorze quinze seize";

	it("keeps a window of words around the first match, with ellipses", () => {
		const result = snippet(text, new Set(["seuil"]), ["seuil"], tags, 6, "…");
		expect(result.value).toBe("…onze douze <mark>seuil</mark> treize quatorze quinze…");
		expect(result.matchLevel).toBe("full");
	});

	it("returns short texts whole and starts at the beginning when nothing matched", () => {
		expect(snippet("court texte", new Set(), ["x"], tags, 10, "…").value).toBe("court texte");
		expect(snippet(text, new Set(), ["x"], tags, 3, "…").value).toBe("un deux trois…");
	});
});

describe("word matching helpers", () => {
	it("tells whether an indexed word answers a query word", () => {
		expect(wordAnswersQueryTerm("statistiques", "stat")).toBe(true);
		expect(wordAnswersQueryTerm("macros", "macors")).toBe(true);
		expect(wordAnswersQueryTerm("role", "rule")).toBe(true);
		expect(wordAnswersQueryTerm("mj", "mo")).toBe(false);
	});

	it("computes edit distances and escapes HTML", () => {
		expect(editDistance("kitten", "sitting")).toBe(3);
		expect(editDistance("abc", "abc")).toBe(0);
		expect(editDistance("macors", "macros")).toBe(1);
		expect(wordAnswersQueryTerm("adress", "stress")).toBe(false);
		expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;");
	});
});

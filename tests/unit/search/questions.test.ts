import { describe, expect, it } from "vitest";
import { questionsByPath } from "../../../plugins/search-index";
import { withQuestions } from "../../../src/search/buildIndex";
import { record } from "./fixtures";

const docs = (frontMatter: Record<string, unknown>, permalink = "/en/docs/config/logs") => ({
	loadedVersions: [{ docs: [{ permalink, frontMatter }] }],
});

describe("front-matter questions", () => {
	it("reads each doc page's questions by page path", () => {
		const found = questionsByPath(docs({ questions: [" Where does the bot report errors? "] }));
		expect([...found]).toEqual([["/en/docs/config/logs", ["Where does the bot report errors?"]]]);
		expect(questionsByPath(docs({ title: "No questions" })).size).toBe(0);
		expect(questionsByPath(undefined).size).toBe(0);
	});

	it("refuses questions that are not a list of sentences, naming the page", () => {
		expect(() => questionsByPath(docs({ questions: "Where?" }))).toThrow(/\/en\/docs\/config\/logs.*questions/);
		expect(() => questionsByPath(docs({ questions: ["", "Why?"] }))).toThrow(/list of non-empty strings/);
	});

	it("gives them to the page's own record only", () => {
		const page = {
			title: "Logs",
			section: null,
			codeMentions: [],
			records: [record("/docs/a", "lvl1", { lvl1: "Logs" }), record("/docs/a", "content", { lvl1: "Logs" }, "Texte")],
		};
		const [withThem] = withQuestions([page], new Map([["/docs/a", ["Où vont les erreurs ?"]]]));
		expect(withThem?.records.map((item) => item.questions)).toEqual([["Où vont les erreurs ?"], undefined]);
	});
});

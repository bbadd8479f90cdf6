import { describe, expect, it, vi } from "vitest";
import { emptyResponses, reportingFailures } from "../../../src/search/failureReporting";

describe("reportingFailures", () => {
	it("passes answers through and reports the success", async () => {
		const listener = { onStart: vi.fn(), onFailure: vi.fn(), onSuccess: vi.fn() };
		let answer: (value: { results: string[] }) => void = () => {};
		const search = reportingFailures(
			() => new Promise<{ results: string[] }>((resolve) => (answer = resolve)),
			listener,
		);
		const searching = search({ requests: [{ query: "macro" }] });
		// Started, not answered yet: the modal shows its loading state.
		expect(listener.onStart).toHaveBeenCalledOnce();
		expect(listener.onSuccess).not.toHaveBeenCalled();
		answer({ results: ["answer"] });
		await expect(searching).resolves.toEqual({ results: ["answer"] });
		expect(listener.onSuccess).toHaveBeenCalledExactlyOnceWith("macro");
		expect(listener.onFailure).not.toHaveBeenCalled();
	});

	it("turns a failure into empty answers, one per request, and reports it", async () => {
		const listener = { onFailure: vi.fn(), onSuccess: vi.fn() };
		const failure = Object.assign(new Error("Unreachable hosts"), { name: "RetryError" });
		const search = reportingFailures(async () => {
			throw failure;
		}, listener);
		const answer = await search({ requests: [{ indexName: "docs", query: "macro", hitsPerPage: 8 }, { query: "x" }] });
		expect(answer).toEqual(
			emptyResponses({ requests: [{ indexName: "docs", query: "macro", hitsPerPage: 8 }, { query: "x" }] }),
		);
		expect(answer.results[0]).toMatchObject({ index: "docs", query: "macro", hits: [], nbHits: 0, hitsPerPage: 8 });
		expect(listener.onFailure).toHaveBeenCalledWith(failure);
		expect(listener.onSuccess).not.toHaveBeenCalled();
	});

	it("understands the legacy array form", () => {
		expect(emptyResponses([{ indexName: "a", params: { query: "q" } }]).results[0]).toMatchObject({
			index: "a",
			query: "q",
		});
	});
});

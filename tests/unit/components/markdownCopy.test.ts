import { describe, expect, it, vi } from "vitest";
import { copyPendingText, markdownUrlFor } from "../../../src/components/CopyPage/markdownCopy";

describe("markdownUrlFor", () => {
	it("puts .md after the route, in both locales", () => {
		expect(markdownUrlFor("/docs/config/logs")).toBe("/docs/config/logs.md");
		expect(markdownUrlFor("/en/docs/sheet/edits")).toBe("/en/docs/sheet/edits.md");
		expect(markdownUrlFor("/en/docs/usage/")).toBe("/en/docs/usage.md");
	});
});

describe("copyPendingText", () => {
	it("writes the fetched text with writeText where ClipboardItem is missing", async () => {
		const clipboard = { writeText: vi.fn(async () => undefined) } as unknown as Clipboard;
		await copyPendingText(Promise.resolve("# Title"), clipboard);
		expect(clipboard.writeText).toHaveBeenCalledWith("# Title");
	});

	it("fails when the text cannot be fetched, and writes nothing", async () => {
		const clipboard = { writeText: vi.fn(async () => undefined) } as unknown as Clipboard;
		await expect(copyPendingText(Promise.reject(new Error("HTTP 404")), clipboard)).rejects.toThrow("HTTP 404");
		expect(clipboard.writeText).not.toHaveBeenCalled();
	});

	it("hands a pending blob to ClipboardItem where browsers take one", async () => {
		const items: unknown[] = [];
		class FakeClipboardItem {
			constructor(readonly data: Record<string, Promise<Blob>>) {}
		}
		vi.stubGlobal("ClipboardItem", FakeClipboardItem);
		try {
			const clipboard = {
				write: vi.fn(async (written: unknown[]) => {
					items.push(...written);
				}),
				writeText: vi.fn(),
			} as unknown as Clipboard;
			await copyPendingText(Promise.resolve("# Titre"), clipboard);
			expect(clipboard.writeText).not.toHaveBeenCalled();
			const blob = await (items[0] as FakeClipboardItem).data["text/plain"];
			expect(await blob?.text()).toBe("# Titre");
		} finally {
			vi.unstubAllGlobals();
		}
	});
});

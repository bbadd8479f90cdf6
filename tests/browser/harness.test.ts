// The harness keeps a context a test closed unchanged for the file's next test: that
// test must find nothing of the last one but the cache, and a context a test changed
// must never come back.
import { describe, expect } from "vitest";
import { givePagesBack, openPage, test } from "./harness";

describe("openPage's kept contexts", () => {
	test("a context closed unchanged comes back for the next test, its storage and cookies empty", async ({
		browser,
	}) => {
		const first = await openPage(browser, "/");
		await first.evaluate(() => {
			localStorage.setItem("left", "by the last test");
			sessionStorage.setItem("left", "by the last test");
			// biome-ignore lint/suspicious/noDocumentCookie: a cookie set by the page itself, which the harness must clear.
			document.cookie = "left=1; path=/";
		});
		await first.context().close();
		expect(first.isClosed()).toBe(false);
		const second = await openPage(browser, "/");
		expect(second).toBe(first);
		expect(
			await second.evaluate(() => [localStorage.getItem("left"), sessionStorage.getItem("left"), document.cookie]),
		).toEqual([null, null, ""]);
		// Closed twice (in a test, then in its afterEach), it is still given to one test only.
		await second.context().close();
		await second.context().close();
		expect(await openPage(browser)).toBe(second);
		expect(await openPage(browser)).not.toBe(second);
	});

	test("a context with a route, or a listener left on its page, is closed and not given again", async ({ browser }) => {
		const routed = await openPage(browser, "/");
		await routed.route("**/*.png", (route) => route.abort());
		await routed.context().close();
		expect(routed.isClosed()).toBe(true);

		const listened = await openPage(browser, "/");
		expect(listened).not.toBe(routed);
		listened.on("console", () => undefined);
		await listened.context().close();
		expect(listened.isClosed()).toBe(true);

		// A listener removed before the end, as Playwright's own waits do, leaves the context kept.
		const waited = await openPage(browser, "/");
		const onConsole = () => undefined;
		waited.on("console", onConsole);
		waited.off("console", onConsole);
		await waited.context().close();
		expect(waited.isClosed()).toBe(false);
		expect(await openPage(browser)).toBe(waited);
	});

	test("other context options get another context, and `reuse: false` a fresh one", async ({ browser }) => {
		const desktop = await openPage(browser, "/");
		await desktop.context().close();
		const phone = await openPage(browser, "/", { viewport: { width: 390, height: 844 } });
		expect(phone).not.toBe(desktop);
		expect(await phone.evaluate(() => innerWidth)).toBe(390);
		const fresh = await openPage(browser, undefined, {}, { reuse: false });
		expect(fresh).not.toBe(desktop);
		await Promise.all([phone.context().close(), fresh.context().close()]);
	});

	test("givePagesBack gives back the pages a test left open: kept when unchanged, closed when changed", async ({
		browser,
	}) => {
		// What the tests above left open goes back first: this test starts from the kept contexts alone.
		await givePagesBack();
		const left = await openPage(browser, "/");
		const routed = await openPage(browser, "/");
		await routed.route("**/*.png", (route) => route.abort());
		await givePagesBack();
		expect(left.isClosed()).toBe(false);
		expect(routed.isClosed()).toBe(true);
		expect(await openPage(browser)).toBe(left);
		// Given back once: a second call has nothing left to give.
		await givePagesBack();
		await givePagesBack();
		expect(await openPage(browser)).toBe(left);
	});
});

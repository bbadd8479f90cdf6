// The addresses the bot prints (src/data/botLinks.generated.json) as a reader follows them: a page opens scrolled
// to the heading its anchor names, and the not-found page sends an address of a page this site does not have on to
// the section that covers it, in the address's language.
import { afterEach, describe, expect } from "vitest";
import botLinks from "../../src/data/botLinks.generated.json";
import botPagesElsewhere from "../../src/data/botPagesElsewhere.json";
import { givePagesBack, openPage, siteUrl, type TrackedPage, test, waitForHydration } from "./harness";

afterEach(givePagesBack);

/** Where the element with `id` sits: its top below the navbar, and whether the heading it names is on screen. */
async function landing(page: TrackedPage, id: string) {
	if (!(await page.evaluate((anchor) => document.getElementById(anchor) !== null, id))) return null;
	await page.waitForFunction(() => window.scrollY > 0);
	return page.evaluate((anchor) => {
		const target = document.getElementById(anchor);
		const navbar = document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0;
		if (!target) return null;
		const heading = /^H[1-6]$/.test(target.tagName)
			? target
			: [
					target,
					...(function* after(node: Element | null) {
						for (let next = node?.nextElementSibling; next; next = next.nextElementSibling) yield next;
					})(target),
				].find((element) => /^H[1-6]$/.test(element.tagName));
		const box = heading?.getBoundingClientRect();
		return {
			heading: (heading?.textContent ?? "").replace(/\u200b/g, "").trim(),
			belowNavbar: box ? box.top >= navbar - 1 : false,
			onScreen: box ? box.bottom <= window.innerHeight && box.top < window.innerHeight / 2 : false,
		};
	}, id);
}

describe("the bot's links", () => {
	const anchored = botLinks.links.filter((link) => link.kind === "page" && link.address.includes("#"));

	test("each address with an anchor opens its page at the heading it names", async ({ browser }) => {
		expect(anchored.length).toBeGreaterThanOrEqual(6);
		const page = await openPage(browser);
		for (const link of anchored) {
			const [route = "", anchor = ""] = link.address.split("#");
			if ((botPagesElsewhere as Record<string, unknown>)[route]) continue;
			await page.goto(siteUrl(`${route}#${encodeURIComponent(anchor)}`), { waitUntil: "load" });
			await waitForHydration(page);
			expect({ address: link.address, ...(await landing(page, anchor)) }).toEqual({
				address: link.address,
				heading: expect.any(String),
				belowNavbar: true,
				onScreen: true,
			});
		}
		expect(page.consoleErrors).toEqual([]);
		await page.close();
	});

	test("the not-found page sends the bot's addresses of missing pages to their section", async ({ browser }) => {
		const entries = Object.entries(botPagesElsewhere);
		expect(entries.length).toBeGreaterThanOrEqual(2);
		const page = await openPage(browser);
		for (const [address, { to, title }] of entries) {
			const response = await page.goto(siteUrl(address), { waitUntil: "load" });
			expect(response?.status()).toBe(404);
			await waitForHydration(page);
			const link = page.getByRole("link", { name: new RegExp(title) });
			await link.waitFor();
			await link.click();
			const [route = "", anchor = ""] = to.split("#");
			await page.waitForURL((url) => url.pathname === route && decodeURIComponent(url.hash) === `#${anchor}`);
			// Scrolled by the router after the click: polled until the scroll has ended.
			await expect
				.poll(async () => ({ address, ...(await landing(page, anchor)) }))
				.toEqual({ address, heading: title, belowNavbar: true, onScreen: true });
		}
		// The document's own 404 is the only error: the notice appears after hydration, without a mismatch.
		expect(page.consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
		await page.close();
	});
});

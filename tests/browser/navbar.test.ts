// The navbar at desktop widths, from the phone menu's breakpoint (997 px) up, in both languages: the site's
// name shows whole (not ellipsised), the logo and name do not run into the first section link, and the section
// links do not run into the right-hand group (notation, source, language, search, colour mode), and axe finds
// nothing in the bar.
import { afterEach, describe, expect } from "vitest";
import { axeViolations, givePagesBack, goto, openPage, test } from "./harness";

afterEach(givePagesBack);

const WIDTHS = [997, 1100, 1280, 1366];

describe.each([
	["fr", "/docs/introduction"],
	["en", "/en/docs/introduction"],
])("navbar in %s", (_locale, path) => {
	test.for(WIDTHS)("at %i px: the whole site name, and nothing overlaps", async (width, { browser }) => {
		const page = await openPage(browser, undefined, { viewport: { width, height: 800 } });
		await goto(page, path);
		const layout = await page.evaluate(() => {
			const box = (element: Element | null | undefined) => element?.getBoundingClientRect();
			const title = document.querySelector<HTMLElement>(".navbar__title");
			const brand = box(document.querySelector(".navbar__brand"));
			const left = Array.from(document.querySelectorAll(".navbar__items:not(.navbar__items--right) > .navbar__item"));
			const right = box(document.querySelector(".navbar__items--right"));
			const first = box(left[0]);
			const last = box(left.at(-1));
			const inner = document.querySelector<HTMLElement>(".navbar__inner");
			return {
				title: title?.textContent,
				titleShown: title ? title.clientWidth > 0 && getComputedStyle(title).display !== "none" : false,
				titleWhole: title ? title.scrollWidth <= title.clientWidth : false,
				brandClearOfFirstItem: brand && first ? brand.right <= first.left : false,
				itemsClearOfRightGroup: last && right ? last.right <= right.left : false,
				innerFits: inner ? inner.scrollWidth <= inner.clientWidth : false,
				toggleHidden: getComputedStyle(document.querySelector(".navbar__toggle") as Element).display === "none",
			};
		});
		expect(layout).toEqual({
			title: "Dicelette",
			titleShown: true,
			titleWhole: true,
			brandClearOfFirstItem: true,
			itemsClearOfRightGroup: true,
			innerFits: true,
			toggleHidden: true,
		});
		// Tightened labels, the search button's icon and the language menu's globe keep their names and contrast.
		expect(await axeViolations(page, { include: [".navbar"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.close();
	});
});

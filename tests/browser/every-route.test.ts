// Visits every route of both locales as a reader would: no request may leave the
// site, nothing may be logged as an error, and axe finds no accessibility
// violation (in light mode everywhere, in dark mode on each kind of page).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe } from "vitest";
import { allRoutes } from "../support/routes.mjs";
import { AXE_TAGS, goto, openPage, pagePool, test } from "./harness";

// Routes are visited a few at a time (the config's maxConcurrency) by a few pages of the file's Chromium:
// most of a visit is spent waiting on the page and axe, and this file, the suite's longest, often runs last.
const withPage = pagePool();
const withPhone = pagePool({ viewport: { width: 412, height: 823 }, isMobile: true });

async function axeViolations(target: Page) {
	const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).analyze();
	return results.violations.map(
		(violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
	);
}

describe.concurrent("every route", () => {
	test.for(allRoutes())("%s is self-contained, error-free and accessible", async (route, { browser, expect }) => {
		await withPage(browser, async (page) => {
			await goto(page, route);
			expect(await axeViolations(page)).toEqual([]);
			expect(page.outsideRequests).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
		});
	});

	const darkSample = [
		"/",
		"/en/",
		"/docs/introduction/expression",
		"/en/docs/config/display",
		"/docs/sheet/form",
		"/en/search",
	];
	test.for(darkSample)("%s is accessible in dark mode", async (route, { browser, expect }) => {
		const dark = await openPage(browser, route);
		// Switch with the navbar toggle, as a reader would (the site starts light).
		await dark.getByRole("button", { name: /mode sombre et clair|dark and light/i }).click();
		expect(await dark.getAttribute("html", "data-theme")).toBe("dark");
		expect(await axeViolations(dark)).toEqual([]);
		await dark.context().close();
	});
});

describe.concurrent("every doc page on a phone", () => {
	// Axe's touch-target check (WCAG 2.2, which Lighthouse also runs) is not among the tags above.
	const docRoutes = allRoutes().filter((path: string) => /^(\/en)?\/docs\//.test(path));
	test.for(docRoutes)("%s: every touch target is big enough", async (route, { browser, expect }) => {
		const results = await withPhone(browser, async (phone) => {
			await goto(phone, route);
			return new AxeBuilder({ page: phone }).withRules(["target-size"]).analyze();
		});
		expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
	});
});

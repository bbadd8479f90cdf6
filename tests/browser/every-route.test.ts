// Visits every route of both locales as a reader would: no request may leave the
// site, nothing may be logged as an error, and axe finds no accessibility
// violation (in light mode everywhere, in dark mode on each kind of page), and on a
// phone every touch target of a doc page is big enough.
import type { Page } from "playwright-core";
import { describe } from "vitest";
import { allRoutes } from "../support/routes.mjs";
import { axeViolations, goto, openPage, pagePool, switchToDarkMode, test } from "./harness";

// Routes are visited a few at a time (the config's maxConcurrency) by a few pages of the file's Chromium:
// most of a visit is spent waiting on the page and axe, and this file, the suite's longest, often runs last.
// Each route is loaded once: its desktop checks, then, for a doc page, the phone's touch targets on the same
// page switched to a phone's screen (Chromium's device emulation, as `isMobile` does; a fresh phone load gave
// the same layout and the same target-size verdicts on every route sampled).
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 412, height: 823 };
const withPage = pagePool({ viewport: DESKTOP });

/**
 * Runs `use` with the page on a phone's screen (`mobile`: the meta viewport counts, as on a phone). The
 * override lasts while its CDP session is attached: detaching gives the page back its desktop screen.
 */
async function onPhoneScreen<T>(page: Page, use: () => Promise<T>): Promise<T> {
	const session = await page.context().newCDPSession(page);
	try {
		await session.send("Emulation.setDeviceMetricsOverride", { ...PHONE, deviceScaleFactor: 1, mobile: true });
		return await use();
	} finally {
		await session.detach();
	}
}

const isDocRoute = (path: string) => /^(\/en)?\/docs\//.test(path);

describe.concurrent("every route", () => {
	test.for(allRoutes())("%s is self-contained, error-free and accessible", async (route, { browser, expect }) => {
		await withPage(browser, async (page) => {
			await goto(page, route);
			expect(await page.evaluate(() => innerWidth)).toBe(DESKTOP.width);
			expect(await axeViolations(page)).toEqual([]);
			if (isDocRoute(route)) {
				// On a phone, every touch target is big enough: axe's target-size check (WCAG 2.2, which
				// Lighthouse also runs) is not among the harness's tags.
				const tooSmall = await onPhoneScreen(page, async () => {
					expect(await page.evaluate(() => innerWidth)).toBe(PHONE.width);
					return axeViolations(page, { rules: ["target-size"] });
				});
				expect(tooSmall, "touch targets too small on a phone").toEqual([]);
			}
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
		await switchToDarkMode(dark);
		expect(await dark.getAttribute("html", "data-theme")).toBe("dark");
		expect(await axeViolations(dark)).toEqual([]);
		await dark.context().close();
	});
});

// The last-updated day written without Intl must read exactly as the theme's Intl.DateTimeFormat
// writes it (Gregorian calendar, the theme's options), or a page would change its date at hydration.
import { describe, expect, test } from "vitest";
import { LAST_UPDATED_FORMAT, lastUpdatedDayText, TABLED_LOCALES } from "../../../src/theme/LastUpdated/dayText";

const days = Array.from({ length: 12 }, (_, month) => [Date.UTC(2026, month, 1), Date.UTC(2031, month, 28, 23, 59)])
	.flat()
	.map((time) => new Date(time));

describe("lastUpdatedDayText", () => {
	test("the site's two locales have a table", () => {
		expect(TABLED_LOCALES).toEqual(["fr", "en"]);
	});

	test.for(TABLED_LOCALES)("%s: every month as Intl writes it", (locale) => {
		const intl = new Intl.DateTimeFormat(locale, { calendar: "gregory", ...LAST_UPDATED_FORMAT });
		for (const day of days) expect(lastUpdatedDayText(day, locale), day.toISOString()).toBe(intl.format(day));
	});

	test("the day is the UTC one, as the theme's timeZone option makes it", () => {
		expect(lastUpdatedDayText(new Date("2026-11-27T23:30:00-05:00"), "fr")).toBe("28 nov. 2026");
	});

	test("a locale without a table goes through Intl", () => {
		const day = new Date(Date.UTC(2026, 2, 9));
		expect(lastUpdatedDayText(day, "de")).toBe(new Intl.DateTimeFormat("de", LAST_UPDATED_FORMAT).format(day));
	});
});

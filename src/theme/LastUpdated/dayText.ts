// A page's last-updated day as the theme writes it (Intl's day, short month and year in UTC, in the
// site's locale), without building an Intl.DateTimeFormat for the site's two locales: the first one a
// page builds loads the locale's calendar data, 15 to 35 ms on a desktop and about 60 ms on a phone
// (4x slowdown), in the middle of hydration, for one date. Both tables equal Node's Intl output
// (a unit test compares every month).

type DayWriter = (day: number, month: number, year: number) => string;

const FR_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const WRITERS: Record<string, DayWriter> = {
	fr: (day, month, year) => `${day} ${FR_MONTHS[month]} ${year}`,
	en: (day, month, year) => `${EN_MONTHS[month]} ${day}, ${year}`,
};

/** The locales whose day is written from a table (each checked against Intl by a unit test). */
export const TABLED_LOCALES = Object.keys(WRITERS);

/** The theme's options: what `useDateTimeFormat` is given for the last-updated date. */
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
	day: "numeric",
	month: "short",
	year: "numeric",
	timeZone: "UTC",
};

/** `27 nov. 2026` in `fr`, `Nov 27, 2026` in `en`; another locale through Intl, as the theme does. */
export function lastUpdatedDayText(date: Date, locale: string): string {
	const write = WRITERS[locale];
	if (!write) return new Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT).format(date);
	return write(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());
}

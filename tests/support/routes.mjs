// The site's routes, as the specification lists them (section 2). French routes
// are the same paths without the /en prefix. Used by the build checks and the
// browser tests that visit every route.

/** Documentation pages, relative to /docs. */
export const docPaths = [
	"config",
	"config/auto_role",
	"config/display",
	"config/logs",
	"config/self_registration",
	"config/strip_ooc",
	"config/threads",
	"dev/CHANGELOG",
	"dev/TOS",
	"dev/TOS/policy",
	"dev/traduction",
	"introduction",
	"introduction/behavior",
	"introduction/expression",
	"introduction/format",
	"introduction/glossary",
	"introduction/tutorial",
	"sheet/advice",
	"sheet/form",
	"sheet/import_export",
	"sheet/user",
	"sheet/edits",
	"sheet/edits/add_dice",
	"sheet/edits/deletion",
	"sheet/edits/edit",
	"sheet/model",
	"sheet/model/critics",
	"sheet/model/dice",
	"sheet/model/ref",
	"sheet/model/statistics",
	"usage",
	"usage/message",
	"usage/model",
	"usage/model/calc",
	"usage/model/dice",
	"usage/model/mj_dice",
	"usage/model/other",
];

/** Pages outside the docs. "" is the landing page. */
export const pagePaths = ["", "markdown-page", "search"];

export const locales = /** @type {const} */ (["fr", "en"]);

/** URL path of a route in a locale: French at the root, English under /en. */
export function localePath(locale, path) {
	const prefix = locale === "fr" ? "" : `/${locale}`;
	return path === "" ? `${prefix}/` : `${prefix}/${path}`;
}

/** Every route of the site, in both locales. */
export function allRoutes() {
	return locales.flatMap((locale) => [
		...pagePaths.map((path) => localePath(locale, path)),
		...docPaths.map((path) => localePath(locale, `docs/${path}`)),
	]);
}

// How a built page starts its bundles (issue 57, PERFORMANCE.md). Docusaurus writes them as `defer` scripts, which run
// as soon as the page is parsed: when they are already there (a repeat visit, a fast server) their evaluation comes
// before the first frame and holds it back. Here each becomes a preload, so that it still downloads beside the
// stylesheet, at the low priority a deferred script has, and a small inline script runs them in their order once the
// first contentful paint has been presented; as the page now shows before it is live, another, in the head, keeps the
// clicks made meanwhile and plays them once it is. Applied after the build by plugins/content-security-policy, before it
// hashes the inline scripts (two postBuild hooks would rewrite the same files at once). Done here rather than in an
// `ssrTemplate`, which Docusaurus puts in every page's main bundle with the rest of the site's config.
// To remove: drop the call in plugins/content-security-policy.

/** A bundle as Docusaurus writes it into the head, minified (quoted or not). */
const DEFERRED_BUNDLE = /<script src=("?)([^"\s>]+)\1 defer><\/script>/g;

/**
 * Runs the bundles after the first contentful paint; at once where no paint will be reported (a hidden tab, a browser
 * without paint timing), and after 3 s at the latest.
 */
const START_AFTER_FIRST_PAINT = `(function (urls) {
var started = false;
function start() {
if (started) return;
started = true;
urls.forEach(function (url) {
var script = document.createElement("script");
script.src = url;
script.async = false;
document.head.appendChild(script);
});
}
var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
if (document.visibilityState !== "visible" || !types || types.indexOf("paint") === -1) return start();
new PerformanceObserver(function (list, observer) {
if (!list.getEntriesByName("first-contentful-paint").length) return;
observer.disconnect();
setTimeout(start, 0);
}).observe({ type: "paint", buffered: true });
setTimeout(start, 3000);
})`;

/**
 * Keeps the clicks on buttons (a tap, or Enter and Space on a focused one) made before React has hydrated the page,
 * now that the page shows before its bundles run, and plays each once Docusaurus marks the page hydrated. In the head,
 * so that it listens before the first button is parsed. The buttons disabled only for readers without JavaScript
 * (`untilScript` in src/components/NeedsJavaScript) are enabled as soon as the page is parsed, so they take clicks too.
 * Only the server's buttons are kept: one that the page's code draws itself (the Retry of a page whose code could not
 * be downloaded, which never hydrates) answers at once.
 */
const KEEP_EARLY_CLICKS = `(function () {
var root = document.documentElement;
var kept = [];
var fromServer = null;
function hydrated() {
return root.getAttribute("data-has-hydrated") === "true";
}
function keep(event) {
if (hydrated()) return;
var button = event.target && event.target.closest ? event.target.closest("button") : null;
if (!button || (fromServer && !fromServer.has(button))) return;
event.preventDefault();
event.stopImmediatePropagation();
if (kept.indexOf(button) < 0) kept.push(button);
}
document.addEventListener("click", keep, true);
document.addEventListener("DOMContentLoaded", function () {
if (hydrated()) return;
fromServer = new WeakSet();
document.querySelectorAll("button").forEach(function (button) {
fromServer.add(button);
if (button.hasAttribute("data-until-script")) button.disabled = false;
});
});
new MutationObserver(function (_records, observer) {
if (!hydrated()) return;
observer.disconnect();
document.removeEventListener("click", keep, true);
kept.splice(0).forEach(function (button) {
if (button.isConnected) button.click();
});
}).observe(root, { attributes: true, attributeFilter: ["data-has-hydrated"] });
})()`;

/** The page with its deferred bundles preloaded and started after the first paint; throws on a page without any. */
export function withBundlesAfterFirstPaint(html: string, file = "page"): string {
	const urls: string[] = [];
	const preloaded = html.replace(DEFERRED_BUNDLE, (_tag, _quote, url: string) => {
		urls.push(url);
		return `<link rel=preload as=script fetchpriority=low href=${JSON.stringify(url)}>`;
	});
	if (urls.length === 0) throw new Error(`${file}: no deferred bundle found (has Docusaurus's page template changed?)`);
	const headEnd = preloaded.indexOf("</head>");
	if (headEnd < 0) throw new Error(`${file}: no </head>`);
	const kept = `${preloaded.slice(0, headEnd)}<script>${KEEP_EARLY_CLICKS}</script>${preloaded.slice(headEnd)}`;
	const end = kept.lastIndexOf("</body>");
	if (end < 0) throw new Error(`${file}: no </body>`);
	const starter = `<script>${START_AFTER_FIRST_PAINT}(${JSON.stringify(urls).replaceAll("<", "\\u003c")})</script>`;
	return kept.slice(0, end) + starter + kept.slice(end);
}

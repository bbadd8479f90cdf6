// The bundles of a built page turned into preloads, started by one inline script after the first paint
// (plugins/first-paint-scripts); tests/browser/first-paint.test.ts checks the order of events in a browser.
import { describe, expect, test } from "vitest";
import { withBundlesAfterFirstPaint } from "../../../plugins/first-paint-scripts";

const page = [
	"<!doctype html><html lang=en><head><meta charset=UTF-8>",
	"<link rel=stylesheet href=/en/assets/css/styles.1.css>",
	"<script src=/en/assets/js/runtime~main.2.js defer></script>",
	'<script src="/en/assets/js/main.3.js" defer></script>',
	"<script>window.theme=1</script>",
	"</head><body><div id=__docusaurus><p>Text</p></div></body></html>",
].join("");

describe("first-paint-scripts", () => {
	test("preloads each deferred bundle at low priority, in its place, and leaves other scripts alone", () => {
		const rewritten = withBundlesAfterFirstPaint(page);
		expect(rewritten).not.toContain(" defer>");
		expect(rewritten).toContain(
			'<link rel=preload as=script fetchpriority=low href="/en/assets/js/runtime~main.2.js"><link rel=preload as=script fetchpriority=low href="/en/assets/js/main.3.js">',
		);
		expect(rewritten).toContain("<script>window.theme=1</script>");
		expect(rewritten.indexOf("styles.1.css")).toBeLessThan(rewritten.indexOf("rel=preload"));
	});

	test("starts the bundles in their order from one script at the end of the body", () => {
		const rewritten = withBundlesAfterFirstPaint(page);
		const starter = rewritten.match(/<script>(\(function \(urls\)[\s\S]*?)<\/script><\/body>/);
		expect(starter?.[1]).toContain('(["/en/assets/js/runtime~main.2.js","/en/assets/js/main.3.js"])');
		expect(starter?.[1]).toContain("first-contentful-paint");
		expect(rewritten.endsWith("</script></body></html>")).toBe(true);
	});

	test("runs the bundles at once where no paint will be reported, in order and only once", () => {
		const inserted: string[] = [];
		const starter = withBundlesAfterFirstPaint(page).match(/<script>(\(function \(urls\)[\s\S]*?)<\/script><\/body>/);
		const document = {
			visibilityState: "hidden",
			createElement: () => ({ src: "", async: true }),
			head: {
				appendChild: (script: { src: string; async: boolean }) => inserted.push(`${script.src} ${script.async}`),
			},
		};
		new Function("document", "window", "setTimeout", starter?.[1] ?? "")(document, {}, () => {});
		expect(inserted).toEqual(["/en/assets/js/runtime~main.2.js false", "/en/assets/js/main.3.js false"]);
	});

	test("keeps a click on a button made before hydration, from the head, and plays it once the page is hydrated", () => {
		const rewritten = withBundlesAfterFirstPaint(page);
		const keeper = rewritten.match(/<script>(\(function \(\) \{[\s\S]*?)<\/script><\/head>/)?.[1] ?? "";
		expect(keeper).toContain("data-has-hydrated");
		const attributes: Record<string, string> = { "data-has-hydrated": "false" };
		const root = { getAttribute: (name: string) => attributes[name] ?? null };
		const listeners: Record<string, (event: unknown) => void> = {};
		let removed = false;
		// A button disabled only for readers without JavaScript.
		const waiting = { disabled: true, hasAttribute: (name: string) => name === "data-until-script" };
		const played: string[] = [];
		const button = { isConnected: true, click: () => played.push("button"), hasAttribute: () => false };
		const document = {
			documentElement: root,
			addEventListener: (type: string, listener: (event: unknown) => void) => {
				listeners[type] = listener;
			},
			removeEventListener: () => {
				removed = true;
			},
			querySelectorAll: (selector: string) => (selector === "button" ? [waiting, button] : []),
		};
		let onMutation: ((records: unknown[], observer: { disconnect(): void }) => void) | undefined;
		class FakeObserver {
			constructor(callback: typeof onMutation) {
				onMutation = callback;
			}
			observe() {}
		}
		new Function("document", "MutationObserver", keeper)(document, FakeObserver);
		const click = (target: unknown) => {
			const event = {
				target,
				stopped: false,
				prevented: false,
				preventDefault() {
					this.prevented = true;
				},
				stopImmediatePropagation() {
					this.stopped = true;
				},
			};
			listeners.click?.(event);
			return event;
		};
		// While the page is still being parsed, a click on any button is kept.
		const parsedSoFar = { isConnected: true, click: () => played.push("parsed so far") };
		expect(click({ closest: () => parsedSoFar })).toMatchObject({ prevented: true, stopped: true });
		listeners.DOMContentLoaded?.({});
		expect(waiting.disabled).toBe(false);
		// Twice on the button (a double tap), once on a paragraph outside any button.
		const pressed = click({ closest: (selector: string) => (selector === "button" ? button : null) });
		click({ closest: (selector: string) => (selector === "button" ? button : null) });
		const onText = click({ closest: () => null });
		// A button the page's code drew after the server's HTML was parsed answers at once.
		const drawnLater = click({ closest: () => ({ isConnected: true, click: () => played.push("later") }) });
		expect(drawnLater).toMatchObject({ prevented: false, stopped: false });
		expect(pressed).toMatchObject({ prevented: true, stopped: true });
		expect(onText).toMatchObject({ prevented: false, stopped: false });
		// A change of another kind, then hydration: the button is clicked once, and clicks are no longer kept.
		let disconnected = false;
		const observer = {
			disconnect: () => {
				disconnected = true;
			},
		};
		onMutation?.([], observer);
		expect(played).toEqual([]);
		attributes["data-has-hydrated"] = "true";
		onMutation?.([], observer);
		expect(played).toEqual(["parsed so far", "button"]);
		expect({ disconnected, removed }).toEqual({ disconnected: true, removed: true });
		expect(click({ closest: () => button })).toMatchObject({ prevented: false });
	});

	test("refuses a page in which it finds no bundle, rather than leave it without its scripts", () => {
		expect(() => withBundlesAfterFirstPaint("<html><body></body></html>", "404.html")).toThrow(
			/404\.html: no deferred bundle/,
		);
	});

	test("a URL cannot open or close a tag inside the starter's script element", () => {
		const odd = withBundlesAfterFirstPaint(page.replace("/en/assets/js/main.3.js", "/en/assets/js/a<b.js"));
		const starter = odd.slice(odd.lastIndexOf("<script>") + "<script>".length, odd.lastIndexOf("</script>"));
		expect(starter).toContain('"/en/assets/js/a\\u003cb.js"');
		expect(starter).not.toContain("<");
	});
});

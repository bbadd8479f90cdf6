// The Content-Security-Policy <meta> tag written into each page after the build.
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes, policyFor, withPolicy } from "../../../plugins/content-security-policy/policy";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const page = [
	"<!doctype html><html lang=fr><head><meta charset=UTF-8>",
	"<script>!function(){document.documentElement.dataset.theme='light'}()</script>",
	'<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
	"<script src=/assets/js/main.js defer></script>",
	"</head><body><script>window.started=1</script></body></html>",
].join("");

describe("content-security-policy plugin", () => {
	test("hashes the page's executable inline scripts only: not JSON-LD, not scripts with a src", () => {
		expect(inlineScriptHashes(page)).toEqual(
			[hash("!function(){document.documentElement.dataset.theme='light'}()"), hash("window.started=1")].sort(),
		);
	});

	test("allows the site's own sources, the hashed scripts and styles, nothing inline or evaluated", () => {
		const policy = policyFor(page, { connectSources: ["https://*.algolia.net"], inlineStyles: [".a{color:red}"] });
		expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(page).join(" ")};`);
		expect(policy).toContain("worker-src 'self';");
		expect(policy).toContain(`style-src-elem 'self' ${hash(".a{color:red}")};`);
		expect(policy).toContain("connect-src 'self' https://*.algolia.net;");
		expect(policy).toContain("object-src 'none'");
		expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
	});

	test("the tag comes first in <head>, and writing it again replaces it", () => {
		const once = withPolicy(page);
		expect(once).toMatch(
			/<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+"><meta charset=UTF-8>/,
		);
		expect(withPolicy(once)).toBe(once);
	});
});

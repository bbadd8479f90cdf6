// The site's Content-Security-Policy, as a <meta> tag (static hosting sets no
// headers). Only the site's own scripts, workers, styles, images, fonts and
// requests; the inline scripts Docusaurus writes into each page (the colour-mode
// start-up script, the base-URL banner) by their SHA-256, computed from the page
// itself; the one stylesheet a script adds (DocSearch's) by its SHA-256; style
// attributes inline (the server-rendered `display: none` and the like: they run
// no code); no plugins, no <base>, forms to the site only.
import { createHash } from "node:crypto";

export interface PolicyOptions {
	/** Origins the search may query (the hosted index), beside the site's own. */
	connectSources?: string[];
	/** Texts of the <style> elements the site's scripts add (DocSearch's stylesheet), allowed by hash. */
	inlineStyles?: string[];
}

function sha256(text: string): string {
	return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Executable inline scripts of a page: no `src`, and no type or a JavaScript one (JSON-LD is data). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[\w/+.-]+/i;

export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>();
	for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
		if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || body.length === 0) continue;
		hashes.add(sha256(body));
	}
	return [...hashes].sort();
}

export function policyFor(html: string, options: PolicyOptions = {}): string {
	const directives: [string, ...string[]][] = [
		["default-src", "'self'"],
		["script-src", "'self'", ...inlineScriptHashes(html)],
		["worker-src", "'self'"],
		["style-src", "'self'"],
		["style-src-elem", "'self'", ...(options.inlineStyles ?? []).map(sha256)],
		["style-src-attr", "'unsafe-inline'"],
		["img-src", "'self'", "data:"],
		["font-src", "'self'", "data:"],
		["connect-src", "'self'", ...(options.connectSources ?? [])],
		["manifest-src", "'self'"],
		["object-src", "'none'"],
		["base-uri", "'self'"],
		["form-action", "'self'"],
	];
	return directives.map((directive) => directive.join(" ")).join("; ");
}

const EXISTING_META = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i;

/** The page with its policy as the first element of <head>, before any script it governs. */
export function withPolicy(html: string, options: PolicyOptions = {}): string {
	const page = html.replace(EXISTING_META, "");
	const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(page, options)}">`;
	const head = page.search(/<head\b[^>]*>/i);
	if (head === -1) return page;
	const end = page.indexOf(">", head) + 1;
	return `${page.slice(0, end)}${meta}${page.slice(end)}`;
}

// Every address of this site that the bot's release prints (src/data/botLinks.generated.json, written by
// `npm run bot-links` from its source) opens a page of the build at the heading it names, or, for a page this site
// does not have, is one the not-found page recognises and sends on to a section that exists.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import * as cheerio from "cheerio";
import { buildDir, htmlFileFor } from "./site.mjs";

const generated = JSON.parse(readFileSync("src/data/botLinks.generated.json", "utf8"));
const elsewhere = JSON.parse(readFileSync("src/data/botPagesElsewhere.json", "utf8"));

/** Why an address does not land, or null when it does. */
function missOf(address) {
	const [route, anchor = ""] = address.split("#");
	const file = htmlFileFor(route);
	if (!file) return `no page ${route}`;
	if (!anchor) return null;
	const $ = cheerio.load(readFileSync(file, "utf8"));
	return $(`[id="${anchor.replace(/"/g, '\\"')}"]`).length > 0 ? null : `no element with id "${anchor}" on ${route}`;
}

test("the list of the bot's addresses is the release's and holds both languages", () => {
	assert.match(generated.release, /^\d+\.\d+\.\d+$/);
	for (const locale of ["fr", "en"]) {
		assert.ok(generated.links.filter((link) => link.locale === locale && link.kind === "page").length >= 5, locale);
	}
});

test("every page address the bot prints lands on its page and heading, or is sent on by the not-found page", () => {
	const misses = [];
	for (const link of generated.links.filter((entry) => entry.kind === "page")) {
		const redirect = elsewhere[link.address.split("#")[0]];
		if (redirect) {
			if (htmlFileFor(link.address.split("#")[0])) misses.push(`${link.address}: the site has this page now`);
			const miss = missOf(redirect.to);
			if (miss) misses.push(`${link.address} → ${redirect.to}: ${miss}`);
			continue;
		}
		const miss = missOf(link.address);
		if (miss) misses.push(`${link.address} (${link.sources.join(", ")}): ${miss}`);
	}
	assert.deepEqual(misses, []);
});

test("every file the bot shows from this site (an embed's image) is in the build", () => {
	const missing = generated.links
		.filter((link) => link.kind === "file" && !existsSync(path.join(buildDir, link.address)))
		.map((link) => `${link.address} (${link.sources.join(", ")})`);
	assert.deepEqual(missing, []);
});

test("the not-found page's list names only addresses the bot prints, in its own language", () => {
	const printed = new Set(generated.links.map((link) => link.address.split("#")[0]));
	for (const [address, redirect] of Object.entries(elsewhere)) {
		assert.ok(printed.has(address), `${address} is not printed by the bot`);
		assert.equal(address.startsWith("/en/"), redirect.to.startsWith("/en/"), address);
	}
});

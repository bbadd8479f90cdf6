import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
	buildLocaleRecords,
	builtIndexPath,
	htmlFileForRoute,
	isDocPageHtml,
	readBuiltRecords,
} from "../../../src/search/buildIndex";
import { toIndexFile } from "../../../src/search/indexFile";
import { docPageHtml } from "./fixtures";

/** A miniature build: landing page, two doc pages, a non-doc page, and the English folder. */
function fakeBuild(): string {
	const root = mkdtempSync(path.join(tmpdir(), "search-build-"));
	const write = (file: string, html: string) => {
		mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
		writeFileSync(path.join(root, file), html);
	};
	write(
		"index.html",
		`<html><body><div id=__docusaurus_skipToContent_fallback><h1>Dicelette</h1><p>Accueil.</p></div></body></html>`,
	);
	write("docs/config.html", docPageHtml({ title: "Configurer", body: "<p>Réglages.</p>" }));
	write(
		"docs/config/logs.html",
		docPageHtml({ title: "Salon des logs", body: "<h2 id=set>Choisir</h2><p>Un salon.</p>" }),
	);
	write(
		"markdown-page.html",
		`<html><body><div id=__docusaurus_skipToContent_fallback><h1>À propos</h1></div></body></html>`,
	);
	write("en/docs/config.html", docPageHtml({ title: "Configure", body: "<p>Settings.</p>" }));
	return root;
}

describe("build-time index", () => {
	it("maps routes to the files a static build writes", () => {
		const root = fakeBuild();
		expect(htmlFileForRoute(root, "/", "/")).toBe(path.join(root, "index.html"));
		expect(htmlFileForRoute(root, "/", "/docs/config")).toBe(path.join(root, "docs/config.html"));
		expect(htmlFileForRoute(path.join(root, "en"), "/en/", "/en/docs/config")).toBe(
			path.join(root, "en/docs/config.html"),
		);
		expect(htmlFileForRoute(root, "/", "/missing")).toBeNull();
		expect(isDocPageHtml(docPageHtml({ title: "x", body: "" }))).toBe(true);
		expect(isDocPageHtml("<html class=plugin-pages><body></body></html>")).toBe(false);
	});

	it("indexes the landing page and the doc pages only, landing first", async () => {
		const root = fakeBuild();
		const records = await buildLocaleRecords({
			outDir: root,
			baseUrl: "/",
			routesPaths: ["/docs/config/logs", "/markdown-page", "/", "/docs/config", "/404.html", "/missing"],
			language: "fr",
		});
		expect([...new Set(records.map((record) => record.url_without_anchor))]).toEqual([
			"/",
			"/docs/config",
			"/docs/config/logs",
		]);
		expect(records.find((record) => record.anchor === "set")?.url).toBe("/docs/config/logs#set");
	});

	it("reads every locale's records back from a build for the upload", async () => {
		const root = fakeBuild();
		const fr = await buildLocaleRecords({
			outDir: root,
			baseUrl: "/",
			routesPaths: ["/", "/docs/config"],
			language: "fr",
		});
		const en = await buildLocaleRecords({
			outDir: path.join(root, "en"),
			baseUrl: "/en/",
			routesPaths: ["/en/docs/config"],
			language: "en",
		});
		for (const [locale, records] of [
			["fr", fr],
			["en", en],
		] as const) {
			const file = builtIndexPath(root, locale, "fr");
			mkdirSync(path.dirname(file), { recursive: true });
			writeFileSync(file, JSON.stringify(toIndexFile(locale, records)));
		}
		expect(builtIndexPath("build", "en", "fr")).toBe(path.join("build", "en", "search-index", "en.json"));
		const all = await readBuiltRecords(root, ["fr", "en"], "fr");
		expect(all).toEqual([...fr, ...en]);
		expect(all.filter((record) => record.language === "en").map((record) => record.url_without_anchor)).toEqual([
			"/en/docs/config",
			"/en/docs/config",
		]);
		await expect(readBuiltRecords(root, ["de"], "fr")).rejects.toThrow(/npm run build/);
	});
});

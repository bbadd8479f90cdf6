#!/usr/bin/env node
// Draws the social cards (the image a link preview shows) in each language, 1200×630 PNG:
// static/img/social-card.png in French (the default locale) and static/img/social-card-en.png in English;
// and static/img/dicelette.png, the logo as a 256×256 PNG, which the bot's /info embed shows as its thumbnail.
// docusaurus.config.ts gives each locale's pages its card. Run after changing the wording or the logo:
//   node scripts/social-card.mjs
// It drives Debian's Chromium (CHROMIUM_PATH for another binary) and uses the logo of static/img/logo.svg.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
// The site's logo in negative, light on the purple background: the die's faces light, its edges and centre purple.
const logo = readFileSync(path.join(root, "static/img/logo.svg"), "utf8")
	.replace(/fill="#6b3fa0"/, 'fill="#TMP"')
	.replace(/fill="#f4eefb"/, 'fill="#6b3fa0"')
	.replace(/fill="#TMP"/, 'fill="#f4eefb"')
	.replace(/stroke="#f4eefb"/, 'stroke="#6b3fa0"')
	.replace(/fill="#4a2775"/, 'fill="#ffffff"');

const cards = [
	{
		file: "static/img/social-card.png",
		lang: "fr",
		tagline: "Dés, fils de résultats et fiches de personnage pour le jeu de rôle sur Discord",
		footer: "Documentation · FR / EN",
	},
	{
		file: "static/img/social-card-en.png",
		lang: "en",
		tagline: "Dice, threads and character sheets for role-playing on Discord",
		footer: "Documentation · FR / EN",
	},
];

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const page = (card) => `<!doctype html>
<html lang="${card.lang}"><head><meta charset="utf-8"><style>
	html, body { margin: 0; width: 1200px; height: 630px; }
	body {
		display: flex; align-items: center; gap: 80px; padding: 0 140px; box-sizing: border-box;
		background: linear-gradient(160deg, #4f2d7a 0%, #6b3fa0 100%);
		font-family: "DejaVu Sans", sans-serif; color: #fff;
	}
	.logo { flex: none; width: 220px; height: 220px; }
	.logo svg { width: 100%; height: 100%; }
	h1 { margin: 0 0 24px; font-size: 96px; line-height: 1; }
	p { margin: 0; font-size: 36px; line-height: 1.25; max-width: 560px; }
	.footer { margin-top: 36px; font-size: 28px; opacity: 0.9; }
</style></head><body>
	<div class="logo">${logo}</div>
	<div><h1>Dicelette</h1><p>${escapeHtml(card.tagline)}</p><p class="footer">${escapeHtml(card.footer)}</p></div>
</body></html>`;

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
	args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
	const context = await browser.newContext({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
	for (const card of cards) {
		const tab = await context.newPage();
		await tab.setContent(page(card));
		await tab.screenshot({ path: path.join(root, card.file), type: "png" });
		await tab.close();
		console.log(`wrote ${card.file}`);
	}
	// Discord does not show SVG thumbnails, hence a PNG of the logo, on a transparent background.
	const tab = await context.newPage();
	await tab.setViewportSize({ width: 256, height: 256 });
	await tab.setContent(
		`<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:256px;height:256px}</style></head><body>${readFileSync(path.join(root, "static/img/logo.svg"), "utf8")}</body></html>`,
	);
	await tab.screenshot({ path: path.join(root, "static/img/dicelette.png"), type: "png", omitBackground: true });
	await tab.close();
	console.log("wrote static/img/dicelette.png");
} finally {
	await browser.close();
}

// Share links and download names: pure helpers of the template builder.

import { deflateRawSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { downloadNames, gameSlug } from "../../../src/components/TemplateBuilder/_utils/fileName";
import {
	inflateAtMost,
	readShareFragment,
	SharedTemplateTooLarge,
	shareFragment,
} from "../../../src/components/TemplateBuilder/_utils/shareLink";
import { hasSharedTemplate } from "../../../src/components/TemplateBuilder/_utils/shareParams";
import { MAX_TEMPLATE_FILE_BYTES } from "../../../src/template/limits";

const template = `${JSON.stringify({ diceType: "1d100<=$", statistics: { Éducation: { min: 15, max: 90 } } }, null, 2)}\n`;

describe("share link", () => {
	test("carries the template and the game through the fragment, compressed", async () => {
		const fragment = await shareFragment(template, "L'Appel de Cthulhu");
		expect(fragment).toMatch(/^template=[\w-]+&game=/);
		expect(hasSharedTemplate(`#${fragment}`)).toBe(true);
		expect(await readShareFragment(`#${fragment}`)).toEqual({ text: template, game: "L'Appel de Cthulhu" });
		// Compressed: a long template gives a link shorter than its own text.
		const long = JSON.stringify({
			statistics: Object.fromEntries([...Array(25)].map((_, i) => [`Stat ${i}`, { min: 1, max: 20 }])),
		});
		expect((await shareFragment(long, "")).length).toBeLessThan(long.length);
	});

	test("reads an uncompressed link; no template is undefined; a damaged one throws", async () => {
		const plain = Buffer.from(template).toString("base64url");
		expect(await readShareFragment(`#template-json=${plain}`)).toEqual({ text: template, game: "" });
		expect(hasSharedTemplate("#divergences")).toBe(false);
		expect(await readShareFragment("#divergences")).toBeUndefined();
		const fragment = await shareFragment(template, "");
		await expect(readShareFragment(`#${fragment.slice(0, fragment.length / 2)}`)).rejects.toThrow();
	});

	test("keeps the odds view: the roll studied and the comparison's rows, for a long template too", async () => {
		const rows = [
			{ roll: "", value: "30" },
			{ roll: "Esquive (Dextérité)", value: "6x & =" },
		];
		const view = { open: true, studied: "Esquive (Dextérité)", compareOpen: true, rows };
		const fragment = await shareFragment(template, "", view);
		expect(await readShareFragment(`#${fragment}`)).toEqual({
			text: template,
			game: "",
			view: { studied: view.studied, rows },
		});
		// A closed comparison keeps the roll studied only; closed odds add nothing.
		const studiedOnly = await shareFragment(template, "", { ...view, compareOpen: false });
		expect((await readShareFragment(`#${studiedOnly}`))?.view).toEqual({ studied: view.studied });
		expect(
			(await readShareFragment(`#${await shareFragment(template, "", { ...view, open: false })}`))?.view,
		).toBeUndefined();
		// A template of 200 statistics and 100 macros still travels whole, compressed, with its view.
		const long = `${JSON.stringify({
			diceType: "1d100<=$",
			statistics: Object.fromEntries([...Array(200)].map((_, i) => [`Compétence ${i}`, { min: 1, max: 99 }])),
			damage: Object.fromEntries([...Array(100)].map((_, i) => [`Attaque ${i}`, `1d100<=Compétence ${i}`])),
		})}\n`;
		const longFragment = await shareFragment(long, "Jeu", { ...view, studied: "Attaque 99" });
		expect(longFragment.length).toBeLessThan(long.length / 3);
		expect(await readShareFragment(`#${longFragment}`)).toEqual({
			text: long,
			game: "Jeu",
			view: { studied: "Attaque 99", rows },
		});
	});

	test("a view that cannot be read makes the link unreadable, as a damaged template does", async () => {
		const fragment = await shareFragment(template, "");
		for (const compare of [
			"%5B%5D",
			"not-json",
			encodeURIComponent(JSON.stringify([{ roll: 1, value: "2" }])),
			encodeURIComponent(JSON.stringify([...Array(5)].map(() => ({ roll: "", value: "1" })))),
		]) {
			await expect(readShareFragment(`#${fragment}&odds=&compare=${compare}`)).rejects.toThrow();
		}
		await expect(readShareFragment(`#${fragment}&odds=${"x".repeat(1001)}`)).rejects.toThrow();
	});

	test("a link that would inflate beyond the file size limit is refused as too large", async () => {
		const huge = `{"a":"${"x".repeat(MAX_TEMPLATE_FILE_BYTES)}"}`;
		const fragment = await shareFragment(huge, "");
		expect(fragment.length).toBeLessThan(10_000);
		await expect(readShareFragment(`#${fragment}`)).rejects.toThrow(SharedTemplateTooLarge);
		// Valid JSON followed by spaces, as a bomb would pad it.
		const padded = deflateRawSync(Buffer.concat([Buffer.from('{"diceType":"1d20"}'), Buffer.alloc(64 << 20, 0x20)]));
		await expect(readShareFragment(`#template=${padded.toString("base64url")}`)).rejects.toThrow(
			SharedTemplateTooLarge,
		);
	});

	test("inflation stops at the limit, however far the data would go", async () => {
		// 64 MB of zero bytes in about 64 KB.
		await expect(inflateAtMost(deflateRawSync(Buffer.alloc(64 << 20)), 1000)).rejects.toThrow(SharedTemplateTooLarge);
		// Under the limit, the bytes come back whole.
		const text = "x".repeat(5000);
		expect(new TextDecoder().decode(await inflateAtMost(deflateRawSync(Buffer.from(text)), 5000))).toBe(text);
		await expect(inflateAtMost(deflateRawSync(Buffer.from(text)), 4999)).rejects.toThrow(SharedTemplateTooLarge);
	});

	test("a fragment longer than any template's is refused before it is decoded", async () => {
		const long = "A".repeat(Math.ceil((MAX_TEMPLATE_FILE_BYTES * 4) / 3) + 2048);
		await expect(readShareFragment(`#template=${long}`)).rejects.toThrow(SharedTemplateTooLarge);
		await expect(readShareFragment(`#template-json=${long}`)).rejects.toThrow(SharedTemplateTooLarge);
		// A damaged link is not "too large".
		await expect(readShareFragment("#template=AAAA")).rejects.not.toThrow(SharedTemplateTooLarge);
	});
});

describe("download names", () => {
	test("after the game, without accents or punctuation; the usual names without one", () => {
		expect(gameSlug("L'Appel de Cthulhu 7e")).toBe("l-appel-de-cthulhu-7e");
		expect(downloadNames("Dungeons & Dragons 5e")).toEqual({
			json: "dungeons-dragons-5e.json",
			csv: "dungeons-dragons-5e-import.csv",
		});
		expect(downloadNames("  ")).toEqual({ json: "template.json", csv: "import.csv" });
		expect(downloadNames("???")).toEqual({ json: "template.json", csv: "import.csv" });
		expect(gameSlug("x".repeat(200)).length).toBe(60);
	});
});

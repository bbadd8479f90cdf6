// Share links and download names: pure helpers of the template builder.
import { describe, expect, test } from "vitest";
import { downloadNames, gameSlug } from "../../../src/components/TemplateBuilder/_utils/fileName";
import { readShareFragment, shareFragment } from "../../../src/components/TemplateBuilder/_utils/shareLink";
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

	test("a link that would inflate beyond the file size limit is refused", async () => {
		const huge = `{"a":"${"x".repeat(MAX_TEMPLATE_FILE_BYTES)}"}`;
		const fragment = await shareFragment(huge, "");
		expect(fragment.length).toBeLessThan(10_000);
		await expect(readShareFragment(`#${fragment}`)).rejects.toThrow(RangeError);
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

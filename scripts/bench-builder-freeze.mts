/**
 * How long the builder freezes the tab (issue 33), on the build in `build/`:
 *
 * - import: the heaviest template the bot accepts (tests/support/heavyTemplate.ts)
 *   imported from a file: the longest main-thread task, all long tasks added up,
 *   and when the form shows its checks (download enabled) after the file is chosen;
 * - share-link bombs: a link that inflates to 1 GB of zero bytes, and valid JSON
 *   followed by spaces to 1 GB: the longest task, and when the page says why it
 *   does not open it.
 *
 *   npx tsx scripts/bench-builder-freeze.mts [RUNS]   (BUILD_DIR=DIR for another build than build/)
 *
 * Prints medians over RUNS (3 by default) with the machine's load: the figures
 * depend on how busy it is.
 */
import { createDeflateRaw } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { heavyTemplate } from "../tests/support/heavyTemplate";
import { startStaticServer } from "../tests/support/static-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/chromium.mjs";
import { type Figures, freshPage, longTasksSince, report, settle, taskCount } from "./bench/longTasks.mjs";

const runs = Number(process.argv[2] ?? 3);

/** Deflates `size` bytes made of `head` then `fill` repeated, in slices (never the whole in memory). */
async function deflatedBomb(head: string, fill: number, size: number): Promise<Buffer> {
	const deflate = createDeflateRaw({ level: 9 });
	const chunks: Buffer[] = [];
	deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
	const done = new Promise((resolve) => deflate.on("end", resolve));
	const slice = Buffer.alloc(16 * 1024 * 1024, fill);
	deflate.write(Buffer.from(head));
	for (let written = head.length; written < size; written += slice.length) {
		if (!deflate.write(slice)) await new Promise((resolve) => deflate.once("drain", resolve));
	}
	deflate.end();
	await done;
	return Buffer.concat(chunks);
}

const toBase64Url = (bytes: Buffer) => bytes.toString("base64url");

let server: { url: string; close: () => Promise<void> };
let browser: Browser;

async function importRun(): Promise<{ longest: number; total: number; shown: number }> {
	const page = await freshPage(browser, `${server.url}/en/docs/sheet/form`);
	await page
		.getByRole("status")
		.filter({ hasText: "Loading the form…" })
		.evaluateAll((nodes) => nodes[0]?.scrollIntoView());
	const add = page.getByRole("button", { name: "Add a statistic" });
	await add.waitFor({ timeout: 60_000 });
	await add.focus(); // a first use: the checks download before the file is chosen, as for a reader
	await settle(page);
	const before = await taskCount(page);
	const started = Date.now();
	await page.getByLabel("Template JSON file to import").setInputFiles({
		name: "heavy.json",
		mimeType: "application/json",
		buffer: Buffer.from(JSON.stringify(heavyTemplate())),
	});
	await page.getByText("Template imported successfully.", { exact: true }).waitFor({ timeout: 600_000 });
	const download = page.getByRole("button", { name: "Download template", exact: true });
	while (!(await download.isEnabled())) await page.waitForTimeout(50);
	const shown = Date.now() - started;
	await settle(page);
	const tasks = await longTasksSince(page, before);
	await page.context().close();
	return { ...tasks, shown };
}

async function bombRun(fragment: string, message: RegExp): Promise<{ longest: number; total: number; shown: number }> {
	const page = await freshPage(browser, `${server.url}/en/docs/sheet/form`);
	await settle(page);
	const before = await taskCount(page);
	const started = Date.now();
	await page.evaluate((hash) => {
		window.location.hash = hash;
	}, fragment);
	await page.getByText(message).first().waitFor({ timeout: 600_000 });
	const shown = Date.now() - started;
	await settle(page);
	const tasks = await longTasksSince(page, before);
	await page.context().close();
	return { ...tasks, shown };
}

async function main(): Promise<void> {
	server = await startStaticServer({ root: process.env.BUILD_DIR ?? "build" });
	browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
	const zeros = toBase64Url(await deflatedBomb("", 0, 1024 ** 3));
	const spaces = toBase64Url(await deflatedBomb('{"diceType":"1d20"}', 0x20, 1024 ** 3));
	console.log(`bombs: ${(zeros.length / 1e6).toFixed(2)} MB and ${(spaces.length / 1e6).toFixed(2)} MB of link`);
	const brokenOrTooLarge = /share link (is incomplete or damaged|holds a template larger)/i;

	const results: Record<"import" | "zeros" | "spaces", Figures[]> = { import: [], zeros: [], spaces: [] };
	for (let run = 0; run < runs; run += 1) {
		results.import.push(await importRun());
		results.zeros.push(await bombRun(`template=${zeros}`, brokenOrTooLarge));
		results.spaces.push(await bombRun(`template=${spaces}`, brokenOrTooLarge));
	}
	report("import of the heaviest accepted template", results.import);
	report("share link of 1 GB of zero bytes", results.zeros);
	report("share link of JSON and 1 GB of spaces", results.spaces);
	await browser.close();
	await server.close();
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});

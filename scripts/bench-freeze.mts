/**
 * How long the heavy tools hold the page's main thread (issue 37), on the build in `build/`:
 *
 * - the CSV checker given a 200,000-row file and a 10,000-column file (the heroes
 *   test template): the longest main-thread task from choosing the file until the
 *   verdict table shows and the page is quiet, all long tasks added up, and when
 *   the table showed; and the 200,000 rows without the template's Vie column,
 *   refused at the header;
 * - the widest odds views: a sampled result of about 95,000 values (`1d1000000`)
 *   and an exact one of about 10,000 (`10d1000`), opened in the playground.
 *
 *   npm run bench:freeze -- [RUNS]   (BUILD_DIR=DIR for another build than build/)
 *
 * Prints medians over RUNS (3 by default) with the machine's load: the figures
 * depend on how busy it is. The goal is no task over 200 ms on this machine.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { startStaticServer } from "../tests/support/static-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/chromium.mjs";
import { type Figures, freshPage, longTasksSince, report, settle, taskCount } from "./bench/longTasks.mjs";

const runs = Number(process.argv[2] ?? 3);

let server: { url: string; close: () => Promise<void> };
let folder: string;
let browser: Browser;

function rowsFile(rows: number, withVie = true): Buffer {
	// Every column the template needs (Vie included), so that every row is really checked.
	const lines = [`user;charName;avatar;channel;Force;Dextérité;${withVie ? "Vie;" : ""}dice`];
	// Every seventh row is refused (Force 0), so the table opens on rows to fix.
	for (let index = 0; index < rows; index++)
		lines.push(
			`player${index};Hero ${index};;;${index % 7 === 0 ? 0 : (index % 20) + 1};${(index % 15) + 1};${withVie ? "2;" : ""}`,
		);
	return Buffer.from(`${lines.join("\n")}\n`);
}

function columnsFile(columns: number): Buffer {
	const extra = Array.from({ length: columns }, (_, index) => `c${index}`);
	// Vie too: without it the check stops at the header and no verdict table ever shows.
	const header = ["user", "charName", "avatar", "channel", "Force", "Dextérité", "Vie", "dice", ...extra].join(";");
	const row = (index: number) =>
		[`p${index}`, `Hero ${index}`, "", "", "0", "12", "0", "", ...extra.map(() => "x")].join(";");
	return Buffer.from(`${[header, row(1), row(2), row(3)].join("\n")}\n`);
}

/** Until the verdict table of this file shows its first row, or (refused) the header's verdict. */
async function csvRun(file: Buffer, name: string, refused = false): Promise<Figures> {
	const page = await freshPage(browser, `${server.url}/en/docs/sheet/import_export`);
	await page.getByRole("button", { name: "Open the CSV checker" }).click();
	await page.getByLabel("Template JSON file").setInputFiles({
		name: "heroes.json",
		mimeType: "application/json",
		buffer: await readFile("tests/fixtures/csv-import/templates/heroes.json"),
	});
	await page.getByText("Template in use: heroes.json.").waitFor();
	await settle(page);
	const before = await taskCount(page);
	const started = Date.now();
	// Chosen by its path, as a reader picks a file: given as bytes, Playwright rebuilds the file inside the
	// page's main thread itself (1.6 s for 6.8 MB), a task of the benchmark that is not the page's.
	const path = join(folder, name);
	await writeFile(path, file);
	await page.getByLabel(/^Filled CSV file/).setInputFiles(path);
	// The verdict table of this file, not the grid's: its caption names the file.
	await (refused
		? page.getByText(/^The header lacks columns: /)
		: page
				.getByRole("table", { name: new RegExp(name.replace(".", "\\.")) })
				.locator("tbody tr")
				.first()
	).waitFor({ timeout: 600_000 });
	const shown = Date.now() - started;
	await settle(page);
	const tasks = await longTasksSince(page, before);
	await page.context().close();
	return { ...tasks, shown };
}

async function oddsRun(expression: string): Promise<Figures> {
	const page = await freshPage(browser, `${server.url}/en/docs/introduction/expression`);
	const playground = page.getByRole("region", { name: "Try an expression" });
	const field = playground.getByLabel("Expression", { exact: true });
	await field.scrollIntoViewIfNeeded();
	await field.fill(expression);
	await settle(page);
	const before = await taskCount(page);
	const started = Date.now();
	await playground.getByRole("button", { name: "Odds" }).click();
	await playground.getByRole("table", { name: `Results of ${expression} and their probability` }).waitFor({
		timeout: 600_000,
	});
	const shown = Date.now() - started;
	await settle(page);
	const tasks = await longTasksSince(page, before);
	await page.context().close();
	return { ...tasks, shown };
}

async function main(): Promise<void> {
	server = await startStaticServer({ root: process.env.BUILD_DIR ?? "build" });
	folder = await mkdtemp(join(tmpdir(), "bench-freeze-"));
	browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
	const rows = rowsFile(200_000);
	const columns = columnsFile(10_000);
	console.log(
		`files: 200,000 rows ${(rows.length / 1e6).toFixed(1)} MB; 10,000 columns ${(columns.length / 1e6).toFixed(1)} MB`,
	);
	const withoutVie = rowsFile(200_000, false);
	const results: Record<"rows" | "refused" | "columns" | "sampled" | "exact", Figures[]> = {
		rows: [],
		refused: [],
		columns: [],
		sampled: [],
		exact: [],
	};
	for (let run = 0; run < runs; run += 1) {
		// Each figure is printed as it comes: a run that hangs still leaves the others.
		results.sampled.push(await oddsRun("1d1000000"));
		report("odds view, 1d1000000, this run", results.sampled.slice(-1));
		results.exact.push(await oddsRun("10d1000"));
		report("odds view, 10d1000, this run", results.exact.slice(-1));
		results.columns.push(await csvRun(columns, "columns.csv"));
		report("CSV check, 10,000 columns, this run", results.columns.slice(-1));
		results.rows.push(await csvRun(rows, "rows.csv"));
		report("CSV check, 200,000 rows, this run", results.rows.slice(-1));
		results.refused.push(await csvRun(withoutVie, "novie.csv", true));
		report("CSV check, 200,000 rows refused at the header, this run", results.refused.slice(-1));
	}
	report("CSV check, 200,000 rows", results.rows);
	report("CSV check, 200,000 rows refused at the header", results.refused);
	report("CSV check, 10,000 columns", results.columns);
	report("odds view, 1d1000000 (about 95,000 sampled values)", results.sampled);
	report("odds view, 10d1000 (9,991 exact values)", results.exact);
	await browser.close();
	await server.close();
	await rm(folder, { recursive: true, force: true });
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});

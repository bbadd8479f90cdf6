/**
 * Main-thread long tasks of a page, for the freeze benchmarks (bench-freeze.mts,
 * bench-builder-freeze.mts): recorded from the page's start, counted since a
 * moment, waited out, and reported as medians with the machine's load.
 */
import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";

export type Figures = { longest: number; total: number; shown: number };

type Recorded = { longTasks: number[] };

/** Init script: records every long task of the page from its start. */
const OBSERVE_LONG_TASKS = () => {
	const tasks: number[] = [];
	(window as unknown as Recorded).longTasks = tasks;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) tasks.push(entry.duration);
	}).observe({ type: "longtask", buffered: true });
};

/** A page of a fresh context, recording its long tasks, loaded and hydrated. */
export async function freshPage(browser: Browser, url: string): Promise<Page> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	await context.addInitScript(OBSERVE_LONG_TASKS);
	const page = await context.newPage();
	await page.goto(url, { waitUntil: "load" });
	await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
	return page;
}

export const taskCount = (page: Page) => page.evaluate(() => (window as unknown as Recorded).longTasks.length);

/** The longest and the sum of the long tasks recorded after the first `from`. */
export async function longTasksSince(page: Page, from: number): Promise<{ longest: number; total: number }> {
	const tasks = await page.evaluate((start) => (window as unknown as Recorded).longTasks.slice(start), from);
	return { longest: Math.max(0, ...tasks), total: tasks.reduce((sum, task) => sum + task, 0) };
}

/** Waits until a second passes with no new long task: none is left to come. */
export async function settle(page: Page): Promise<void> {
	let count = -1;
	for (;;) {
		const now = await taskCount(page);
		if (now === count) return;
		count = now;
		await page.waitForTimeout(1000);
	}
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One line of medians, with the machine's load beside them: the figures depend on it. */
export function report(label: string, results: Figures[]): void {
	const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
	const of = (pick: (figures: Figures) => number) => ms(median(results.map(pick)));
	const [load = 0] = loadavg();
	console.log(
		`${label}: longest task ${of((r) => r.longest)}, long tasks in all ${of((r) => r.total)}, shown after ${of((r) => r.shown)} (median of ${results.length}; load ${load.toFixed(1)})`,
	);
}

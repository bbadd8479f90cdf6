import type { Page } from "playwright-core";

export type Bytes = { raw: number; gzipped: number; files: number };
export function declineIdlePrefetch(): void;
export function recordStartUpTransfer(): void;
export function readStartUpTransfer(
	page: Page,
): Promise<{ hydrationMs: number; js: Bytes; css: Bytes; requests: number }>;

#!/usr/bin/env node
// Compiles MDX files the way the docs build parses them (MDX + directives + GFM),
// so writers see syntax errors in seconds instead of waiting for a full build.
import { readFileSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";

const files = process.argv.slice(2);
if (files.length === 0) {
	console.error("usage: node scripts/check-mdx.mjs FILE...");
	process.exit(2);
}
let failed = 0;
for (const file of files) {
	// Front matter becomes blank lines, keeping line numbers. Explicit heading ids
	// are written `## Title {/* #anchor */}` (the `{#anchor}` form is off in this site).
	const source = readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ""));
	try {
		await compile(source, { remarkPlugins: [remarkGfm, remarkDirective] });
		console.log(`${file}: ok`);
	} catch (error) {
		failed += 1;
		const where = error.line ? `:${error.line}:${error.column ?? 0}` : "";
		console.log(`${file}${where}: error: ${error.reason ?? error.message}`);
	}
}
process.exit(failed ? 1 : 0);

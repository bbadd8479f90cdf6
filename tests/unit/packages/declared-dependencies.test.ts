// Every package the code imports is declared in package.json, so that an upgrade of
// another package cannot take it away.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

const siteDir = path.resolve(__dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(siteDir, "package.json"), "utf8"));
const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));

const SOURCE = /\.(ts|tsx|mts|mjs|js|mdx)$/;
const ROOTS = ["src", "plugins", "scripts", "tests", "docs", "i18n"];
const ROOT_FILES = ["docusaurus.config.ts", "sidebars.ts", "vitest.config.ts", "babel.config.js"];
// Module names the bundler resolves itself: the site, the theme, generated data, the catalogues of tool-translations and bot-command-catalogue.
const PACKAGE_SPECIFIER = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@-]+)*$/;
const BUNDLER_ALIASES = /^@(site|theme|theme-original|theme-init|generated|site-tool-translations|site-bot-commands)\//;
// Files holding another project's source as text (the bot's, for the command-data generator's tests): their imports are data.
const TEXT_FIXTURES = new Set(["tests/unit/scripts/botCommandsFixture.ts"]);

// The bot oracle is a package of its own (scripts/bot-oracle/package.json), with the bot's files it extracts in .bot/.
const ORACLE = path.join(siteDir, "scripts/bot-oracle");
const SKIPPED = new Set(["node_modules", ".bot"]);

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(file);
		return SOURCE.test(entry.name) ? [file] : [];
	});
}

function packageName(specifier: string): string {
	const parts = specifier.split("/");
	const [first = specifier] = parts;
	return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : first;
}

// @docusaurus/Link, @docusaurus/router...: modules of @docusaurus/core, reached through its alias.
function siteFiles(): string[] {
	return [
		...ROOTS.flatMap((root) => sourceFiles(path.join(siteDir, root))),
		...ROOT_FILES.map((file) => path.join(siteDir, file)),
	].filter((file) => !file.startsWith(`${ORACLE}${path.sep}`));
}

function isCoreClientExport(specifier: string): boolean {
	const exportName = specifier.slice("@docusaurus/".length);
	return existsSync(path.join(siteDir, "node_modules/@docusaurus/core/lib/client/exports", `${exportName}.js`));
}

function importedPackages(files = siteFiles()): Map<string, string> {
	const found = new Map<string, string>();
	const importPattern = /(?:\bfrom|\bimport|\brequire(?:\.resolve)?)\s*\(?\s*["']([^"'.][^"']*)["']/g;
	for (const file of files) {
		if (TEXT_FIXTURES.has(path.relative(siteDir, file))) continue;
		for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(importPattern)) {
			if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
			if (BUNDLER_ALIASES.test(specifier) || isCoreClientExport(specifier)) continue;
			if (!PACKAGE_SPECIFIER.test(specifier)) continue; // the pattern also meets prose and JSX
			const name = packageName(specifier);
			// A name that only has types ("hast") is declared as its @types package.
			const installed = existsSync(path.join(siteDir, "node_modules", name, "package.json")) || file.startsWith(ORACLE);
			const typesName = `@types/${name.replace(/^@/, "").replace("/", "__")}`;
			found.set(installed ? name : typesName, path.relative(siteDir, file));
		}
	}
	return found;
}

it("finds the imports it checks", () => {
	expect(importedPackages().has("react")).toBe(true);
});

it("every imported package is declared in package.json", () => {
	const undeclared = [...importedPackages()].filter(([name]) => !declared.has(name));
	expect(undeclared.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
});

it("every package the bot oracle imports is declared in its own package.json, or is one of the bot's module names", () => {
	const oracle = JSON.parse(readFileSync(path.join(ORACLE, "package.json"), "utf8"));
	const own = new Set(Object.keys(oracle.dependencies));
	// tsconfig's paths name the bot's own modules and the stand-ins.
	const aliases = new Set(
		Object.keys(JSON.parse(readFileSync(path.join(ORACLE, "tsconfig.json"), "utf8")).compilerOptions.paths),
	);
	const imported = importedPackages(sourceFiles(ORACLE));
	const undeclared = [...imported].filter(([name]) => !own.has(name) && !aliases.has(name));
	expect(imported.has("discord.js")).toBe(true);
	expect(undeclared.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
});

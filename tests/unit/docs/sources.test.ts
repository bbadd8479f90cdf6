/**
 * Pages that stay true across releases (scripts/bot-sources/sources.ts): every doc page names the bot's files it
 * rests on, those files exist in the bot at BOT_RELEASE, and the release diff lists the pages to review.
 *
 * The bot's files are read from lists committed in tests/fixtures/bot-files/, written by `npm run bot-files` from a
 * checkout, so the check runs on a machine without the bot's repository. With one (DICELETTE_BOT_GIT_DIR,
 * DICELETTE_CORE_GIT_DIR: a checkout or bare git directory), the lists are also compared with the repositories.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
	changedBetween,
	filesAt,
	formatReview,
	frontMatterSources,
	gitDirOf,
	loadPageSources,
	missingSources,
	pagesToReview,
	parseSource,
	resolveRelease,
} from "../../../scripts/bot-sources/sources";
import { BOT_RELEASE } from "../../../src/data/botCommands";

const root = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.join(root, "tests/fixtures/bot-files");
const readList = (name: string) => readFileSync(path.join(fixtures, name), "utf8").split("\n").filter(Boolean);

const botFilesName = `discord-dicelette@${BOT_RELEASE}.txt`;
// Dicelette/core: the newest release in the list's name (the bot's release depends on a compatible one).
const coreFilesName = readdirSync(fixtures).find((name) => /^core@[\d.]+\.txt$/.test(name)) ?? "";
const botFiles = readList(botFilesName);
const coreFiles = readList(coreFilesName);

const fr = loadPageSources(root, "fr");
const en = loadPageSources(root, "en");

describe("front-matter sources", () => {
	it("every doc page names at least one source, in both languages alike", () => {
		expect(fr.length).toBeGreaterThan(30);
		expect(fr.filter((page) => page.sources.length === 0).map((page) => page.file)).toEqual([]);
		const english = new Map(en.map((page) => [page.page, page.sources]));
		for (const page of fr) expect(english.get(page.page), page.page).toEqual(page.sources);
	});

	it("name only Dicelette/discord-dicelette or Dicelette/core", () => {
		const unknown = [...fr, ...en].flatMap((page) =>
			frontMatterSources(readFileSync(path.join(root, page.file), "utf8"))
				.filter((entry) => parseSource(entry) === undefined)
				.map((entry) => `${page.file}: ${entry}`),
		);
		expect(unknown).toEqual([]);
	});

	it(`exist in the bot at BOT_RELEASE (${BOT_RELEASE}) and in Dicelette/core (${coreFilesName})`, () => {
		expect(botFiles.length, `${botFilesName} lists the bot's files`).toBeGreaterThan(300);
		expect(coreFiles.length, `${coreFilesName} lists core's files`).toBeGreaterThan(20);
		const missing = fr.flatMap((page) => {
			const bot = page.sources.filter((source) => source.repository === "discord-dicelette").map((s) => s.path);
			const core = page.sources.filter((source) => source.repository === "core").map((s) => s.path);
			return [
				...missingSources(bot, botFiles).map((file) => `${page.file}: discord-dicelette:${file}`),
				...missingSources(core, coreFiles).map((file) => `${page.file}: core:${file}`),
			];
		});
		expect(missing).toEqual([]);
	});

	it("a source that is not in the list is reported", () => {
		expect(missingSources(["apps/bot/src/commands/tools/calc.ts", "apps/bot/src/gone.ts"], botFiles)).toEqual([
			"apps/bot/src/gone.ts",
		]);
		expect(missingSources(["apps/bot/src/commands/tools/karma/", "apps/bot/src/nothing/"], botFiles)).toEqual([
			"apps/bot/src/nothing/",
		]);
	});
});

describe("the committed file lists match the repositories, when a checkout is at hand", () => {
	const botDir = process.env.DICELETTE_BOT_GIT_DIR;
	const coreDir = process.env.DICELETTE_CORE_GIT_DIR;
	if (!botDir) console.log("DICELETTE_BOT_GIT_DIR is not set: the bot's file list is checked as committed only");
	if (!coreDir) console.log("DICELETTE_CORE_GIT_DIR is not set: core's file list is checked as committed only");

	it.skipIf(!botDir)(`${botFilesName} is the bot's tree at ${BOT_RELEASE}`, () => {
		expect(filesAt(gitDirOf(botDir ?? ""), BOT_RELEASE)).toEqual(botFiles);
	});

	it.skipIf(!botDir)("the 4.7.1 → 4.7.2 change list is the bot's diff", () => {
		expect(changedBetween(gitDirOf(botDir ?? ""), "4.7.1", "4.7.2")).toEqual(
			readList("discord-dicelette@4.7.1..4.7.2.changed.txt"),
		);
	});

	it.skipIf(!coreDir)(`${coreFilesName} is core's tree at that release`, () => {
		const release = coreFilesName.replace(/^core@|\.txt$/g, "");
		expect(filesAt(gitDirOf(coreDir ?? ""), release)).toEqual(coreFiles);
	});
});

describe("the release diff", () => {
	it("lists the pages whose sources changed from 4.7.1 to 4.7.2, with the changed files", () => {
		const changed = readList("discord-dicelette@4.7.1..4.7.2.changed.txt");
		expect(pagesToReview(fr, "discord-dicelette", changed)).toEqual([
			{
				page: "config/logs",
				files: ["packages/localization/locales/en.json", "packages/localization/locales/fr.json"],
			},
			{
				page: "dev/CHANGELOG",
				files: [
					"CHANGELOG.md",
					"package.json",
					"packages/localization/locales/en.json",
					"packages/localization/locales/fr.json",
				],
			},
			{
				page: "dev/traduction",
				files: ["packages/localization/locales/en.json", "packages/localization/locales/fr.json"],
			},
			{
				page: "introduction/glossary",
				files: ["packages/localization/locales/en.json", "packages/localization/locales/fr.json"],
			},
			{ page: "usage", files: ["apps/bot/src/commands/tools/karma/index.ts"] },
			{ page: "usage/model", files: ["apps/bot/src/commands/tools/calc.ts"] },
			{ page: "usage/model/calc", files: ["apps/bot/src/commands/tools/calc.ts"] },
		]);
		// CLAUDE.md changed too, but no page rests on it.
		expect(changed).toContain("CLAUDE.md");
	});

	describe("the command, on a repository with two releases", () => {
		// A small bot-shaped repository: release 1.0.0 is tagged; 1.1.0 only has its release commit.
		const repo = mkdtempSync(path.join(tmpdir(), "bot-release-"));
		const git = (...args: string[]) =>
			execFileSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", ...args], { encoding: "utf8" });
		const write = (file: string, text: string) => {
			mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
			writeFileSync(path.join(repo, file), text);
		};
		git("init", "-q");
		write("apps/bot/src/commands/tools/math.ts", "export const math = 1;\n");
		write("apps/bot/src/commands/admin/configuration/logs.ts", "export const logs = 1;\n");
		git("add", ".");
		git("commit", "-q", "-m", "chore(release): 1.0.0");
		git("tag", "1.0.0");
		write("apps/bot/src/commands/tools/math.ts", "export const math = 2;\n");
		write("apps/bot/src/commands/tools/karma/chart.ts", "export const chart = 1;\n");
		git("add", ".");
		git("commit", "-q", "-m", "chore(release): 1.1.0");
		afterAll(() => rmSync(repo, { recursive: true, force: true }));

		it("finds a release by its tag or by its release commit", () => {
			const gitDir = gitDirOf(repo);
			expect(resolveRelease(gitDir, "1.1.0")).toBe(git("rev-parse", "HEAD").trim());
			expect(resolveRelease(gitDir, "1.0.0")).toBe(git("rev-parse", "1.0.0^{commit}").trim());
			expect(() => resolveRelease(gitDir, "9.9.9")).toThrow(/9\.9\.9/);
		});

		// Starting tsx takes a few seconds on a busy machine.
		it("prints the pages to review with the files that changed", { timeout: 30_000 }, () => {
			const output = execFileSync(
				process.execPath,
				["--import", "tsx", path.join(root, "scripts/bot-sources.ts"), "diff", repo, "1.0.0", "1.1.0"],
				{ encoding: "utf8", cwd: root },
			);
			expect(output).toBe(
				`${formatReview("discord-dicelette", "1.0.0", "1.1.0", [
					{ page: "usage", files: ["apps/bot/src/commands/tools/karma/chart.ts"] },
					{ page: "usage/model", files: ["apps/bot/src/commands/tools/math.ts"] },
					{ page: "usage/model/calc", files: ["apps/bot/src/commands/tools/math.ts"] },
				])}\n`,
			);
			expect(output).toContain("docs/usage/model/calc\n    apps/bot/src/commands/tools/math.ts");
			expect(output).not.toContain("config/logs");
		});
	});
});

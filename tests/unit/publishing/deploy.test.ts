// The publishing workflow (.github/workflows/deploy.yml) against what it rests on: it runs the README's test command
// and build, hands the build the address and the hosted search under the names the config reads, publishes the
// folder the build writes, and the config loaded with a fork's settings is served where they say.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { siteAddress } from "../../../src/data/siteAddress";
import { siteFacts } from "../../../src/data/siteFacts";

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Step = { uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Job = { needs?: string; env?: Record<string, string>; steps: Step[] };
const workflow = parse(read(".github/workflows/deploy.yml")) as {
	on: Record<string, unknown>;
	jobs: Record<string, Job>;
};
const job = (name: string) => {
	const found = workflow.jobs[name];
	if (!found) throw new Error(`the workflow has no ${name} job`);
	return found;
};
const runs = (name: string) => job(name).steps.flatMap((step) => (step.run ? [step.run] : []));

/** The README's two commands, as a newcomer copies them. */
function readmeCommands(): string[] {
	const block = /^## The two commands\n[\s\S]*?```bash\n([\s\S]*?)```/m.exec(read("README.md"))?.[1] ?? "";
	return block.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
}

/** The build step's settings as GitHub hands them over: each `${{ vars.X }}` or `${{ secrets.X }}` given or empty. */
function settings(given: Record<string, string>): Record<string, string> {
	const step = job("build").steps.find((candidate) => candidate.run?.includes("npm run build"));
	return Object.fromEntries(
		Object.entries(step?.env ?? {}).map(([name, value]) => {
			const source = /^\$\{\{ (?:vars|secrets)\.(\w+) \}\}$/.exec(value)?.[1];
			if (!source) throw new Error(`${name}: ${value} is not a repository variable or secret`);
			return [name, given[source] ?? ""];
		}),
	);
}

describe("the publishing workflow", () => {
	test("runs on main, tests first, then builds, then publishes what the build wrote", () => {
		expect(workflow.on.push).toEqual({ branches: ["main"] });
		expect(job("build").needs).toBe("test");
		expect(job("deploy").needs).toBe("build");
		const upload = job("build").steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
		// Docusaurus writes to build/ (scripts/build.mjs gives it no other folder).
		expect(upload?.with?.path).toBe("build");
		expect(read("scripts/build.mjs")).not.toMatch(/out-dir/);
		expect(job("deploy").steps.map((step) => step.uses?.split("@")[0])).toEqual(["actions/deploy-pages"]);
	});

	test("runs the README's test command, and its build", () => {
		const [serve, tests] = readmeCommands();
		expect(tests).toBe("npm install && npm test");
		expect(runs("test")).toContain(tests);
		const build = runs("build").find((command) => command.includes("npm run build"));
		expect(build).toBe("npm install && npm run build");
		expect(serve?.startsWith(`${build} && `)).toBe(true);
	});

	test("passes the address and the hosted search under the names the config reads, the search key as a secret", () => {
		const step = job("build").steps.find((candidate) => candidate.run?.includes("npm run build"));
		// GitHub's expression syntax, `${{ vars.NAME }}`.
		const expressionOf = (source: string) => `\${{ ${source} }}`;
		expect(step?.env).toEqual({
			SITE_URL: expressionOf("vars.SITE_URL"),
			SITE_BASE_URL: expressionOf("vars.SITE_BASE_URL"),
			ALGOLIA_APP_ID: expressionOf("vars.ALGOLIA_APP_ID"),
			ALGOLIA_INDEX_NAME: expressionOf("vars.ALGOLIA_INDEX_NAME"),
			ALGOLIA_SEARCH_API_KEY: expressionOf("secrets.ALGOLIA_SEARCH_API_KEY"),
		});
		const config = read("docusaurus.config.ts");
		for (const name of ["ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY", "ALGOLIA_INDEX_NAME"])
			expect(config).toContain(`process.env.${name}`);
		expect(config).toContain("...siteAddress(process.env)");
		// The tests run against the local index and the default address: none of the settings reach them.
		expect(job("test").env).toBeUndefined();
		for (const testStep of job("test").steps) expect(testStep.env).toBeUndefined();
	});

	test("with no variable set, the site keeps the project's address", () => {
		expect(siteAddress(settings({}))).toEqual({ url: siteFacts.siteUrl, baseUrl: "/" });
	});

	test("a fork's settings: the config, loaded as the build loads it, serves the site there", async () => {
		const fork = { SITE_URL: "https://someone.github.io", SITE_BASE_URL: "/dicelette-docs/" };
		const { stdout } = await promisify(execFile)(
			path.join(root, "node_modules/.bin/tsx"),
			[path.join(root, "tests/support/config-address.ts")],
			{ cwd: root, env: { ...process.env, ...settings(fork) } },
		);
		expect(JSON.parse(stdout)).toEqual({ url: fork.SITE_URL, baseUrl: fork.SITE_BASE_URL });
		// A new Node with tsx and the config's modules: 2 s of processor time, over 5 s at load 12. The limit only
		// stops a hang.
	}, 120_000);
});

describe("the address the build is given", () => {
	test("an origin with a trailing slash, or a path with spaces around it, is read as meant", () => {
		expect(siteAddress({ SITE_URL: " https://docs.example.org/ ", SITE_BASE_URL: " /dice/ " })).toEqual({
			url: "https://docs.example.org",
			baseUrl: "/dice/",
		});
	});

	test.each([
		[
			{ SITE_URL: "https://someone.github.io/dicelette-docs" },
			/SITE_URL must be an origin alone.*a path goes in SITE_BASE_URL/,
		],
		[{ SITE_URL: "someone.github.io" }, /SITE_URL must be an origin alone/],
		[{ SITE_URL: "ftp://someone.github.io" }, /SITE_URL must be an origin alone/],
		[{ SITE_BASE_URL: "dicelette-docs/" }, /SITE_BASE_URL must be a path that starts and ends with "\/"/],
		[{ SITE_BASE_URL: "/dicelette-docs" }, /SITE_BASE_URL must be a path that starts and ends with "\/"/],
		[{ SITE_BASE_URL: "/a//b/" }, /SITE_BASE_URL must be a path/],
	])("%j is refused with the reason", (env, message) => {
		expect(() => siteAddress(env)).toThrow(message);
	});
});

// An upgrade must not drop a patch silently: each patch in patches/ names a package
// version that package.json pins exactly, that is installed, and that the patch is applied to.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const siteDir = path.resolve(__dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(siteDir, "package.json"), "utf8"));
const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };

// patch-package names a patch "<scope>+<name>+<version>.patch".
const patches = readdirSync(path.join(siteDir, "patches"))
	.filter((file) => file.endsWith(".patch"))
	.map((file) => {
		const match = /^(.+)\+([^+]+)\.patch$/.exec(file);
		if (!match) throw new Error(`patch file name without a version: ${file}`);
		return { file, name: match[1].replace("+", "/"), version: match[2] };
	});

function installedVersion(name: string): string {
	return JSON.parse(readFileSync(path.join(siteDir, "node_modules", name, "package.json"), "utf8")).version;
}

describe.each(patches)("patch $file", ({ file, name, version }) => {
	it("patches the exact version package.json declares and npm installed", () => {
		expect(declared[name]).toBe(version);
		expect(installedVersion(name)).toBe(version);
	});

	it("is applied to the installed files", () => {
		// Reversing it applies cleanly only if every hunk is in place.
		expect(() =>
			execFileSync("git", ["apply", "--check", "--reverse", path.join("patches", file)], {
				cwd: siteDir,
				stdio: "pipe",
			}),
		).not.toThrow();
	});
});

it("postinstall fails the install when a patch does not apply or names another version", () => {
	expect(manifest.scripts.postinstall).toBe("patch-package --error-on-fail --error-on-warn");
});

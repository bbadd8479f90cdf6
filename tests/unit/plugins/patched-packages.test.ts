// The patch files must be build dependencies of the bundler's persistent cache,
// in the shape each bundler reads, so that changing a patch starts a fresh cache.
import path from "node:path";
import type { ConfigureWebpackUtils, LoadContext } from "@docusaurus/types";
import { afterEach, describe, expect, it } from "vitest";
import patchedPackagesPlugin from "../../../plugins/patched-packages";

const siteDir = path.resolve(__dirname, "../../..");
const PATCHES = [
	"@docusaurus+core+3.10.2.patch",
	"@docusaurus+theme-classic+3.10.2.patch",
	"@docusaurus+theme-common+3.10.2.patch",
].map((name) => path.join(siteDir, "patches", name));

function configFor(bundler: "rspack" | "webpack") {
	const plugin = patchedPackagesPlugin({ siteDir } as LoadContext);
	const utils = { currentBundler: { name: bundler } } as unknown as ConfigureWebpackUtils;
	return plugin.configureWebpack?.({}, false, utils, undefined);
}

describe("patched packages plugin", () => {
	afterEach(() => {
		delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
	});

	it("adds every patch to Rspack's persistent cache dependencies", () => {
		expect(configFor("rspack")).toEqual({ experiments: { cache: { buildDependencies: PATCHES } } });
	});

	it("adds them to webpack's filesystem cache when the site is built with webpack", () => {
		expect(configFor("webpack")).toEqual({
			cache: { type: "filesystem", buildDependencies: { patches: PATCHES } },
		});
	});

	it("adds nothing when the persistent cache is turned off", () => {
		process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = "true";
		expect(configFor("rspack")).toEqual({});
	});
});

import { describe, expect, test } from "vitest";
import { scriptsInStartOrder } from "../../../src/document/scriptsInStartOrder";

describe("scriptsInStartOrder", () => {
	test("puts the webpack runtime first and the main bundle last, keeping the route's chunks in their order", () => {
		const listed = [
			"assets/js/main.020eead9.js",
			"assets/js/runtime~main.320b1c87.js",
			"assets/js/5e95c892.a0c11ae9.js",
			"assets/js/3.94330d85.js",
			"assets/js/17896441.02f8b163.js",
		];
		expect(scriptsInStartOrder(listed)).toEqual([
			"assets/js/runtime~main.320b1c87.js",
			"assets/js/5e95c892.a0c11ae9.js",
			"assets/js/3.94330d85.js",
			"assets/js/17896441.02f8b163.js",
			"assets/js/main.020eead9.js",
		]);
	});

	test("judges a script by its file name, not by a folder that happens to start like an entry", () => {
		const listed = ["main.1/chunk.a.js", "runtime~main.2/chunk.b.js", "x/main.3.js"];
		expect(scriptsInStartOrder(listed)).toEqual(["main.1/chunk.a.js", "runtime~main.2/chunk.b.js", "x/main.3.js"]);
	});

	test("works as the page template uses it: serialised and called from its source", () => {
		// biome-ignore lint/security/noGlobalEval: the template inlines the function's source the same way
		const inlined = eval(`(${scriptsInStartOrder.toString()})`) as typeof scriptsInStartOrder;
		expect(inlined(["b/main.1.js", "a/runtime~main.2.js", "c/1.js"])).toEqual([
			"a/runtime~main.2.js",
			"c/1.js",
			"b/main.1.js",
		]);
	});

	test("leaves the list it is given unchanged", () => {
		const listed = ["main.1.js", "runtime~main.2.js"];
		scriptsInStartOrder(listed);
		expect(listed).toEqual(["main.1.js", "runtime~main.2.js"]);
	});
});

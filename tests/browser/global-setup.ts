// Serves the production build once for the whole browser test run.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startStaticServer } from "../support/static-server.mjs";

declare module "vitest" {
	export interface ProvidedContext {
		siteUrl: string;
	}
}

export default async function setup(project: TestProject) {
	if (!existsSync("build/index.html")) {
		throw new Error("No build found: run `npm run build` before the browser tests.");
	}
	const server = await startStaticServer({ root: "build" });
	project.provide("siteUrl", server.url);
	return async () => {
		await server.close();
	};
}

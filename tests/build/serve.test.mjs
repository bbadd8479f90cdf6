// `npm run serve` serves the build as a static host would: a path that does not
// exist gets the not-found page of its locale, English under /en/.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { test } from "node:test";

/** Starts `npm run serve` on a free port; resolves with its address once it listens. */
async function serve() {
	const child = spawn("npm", ["run", "serve"], { env: { ...process.env, PORT: "0" }, detached: true });
	let output = "";
	child.stdout.setEncoding("utf8");
	for await (const chunk of child.stdout) {
		output += chunk;
		const address = output.match(/Serving \S+ at (http:\/\/\S+)/);
		if (address) return { url: address[1], stop: () => process.kill(-child.pid) };
	}
	await once(child, "exit");
	throw new Error(`npm run serve stopped: ${output}`);
}

test("a missing page gets the not-found page of its language, with a 404", async () => {
	const server = await serve();
	try {
		for (const [route, language] of [
			["/docs/nope", "fr"],
			["/en/docs/nope", "en"],
			["/en/nope/deeper", "en"],
		]) {
			const response = await fetch(`${server.url}${route}`);
			assert.equal(response.status, 404, route);
			assert.match(await response.text(), new RegExp(`<html[^>]* lang="?${language}`), route);
		}
	} finally {
		server.stop();
	}
});

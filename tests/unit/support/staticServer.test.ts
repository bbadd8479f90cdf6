// The static server behind `npm run serve`: hostile request targets get a 400 (or a
// not-found page) and the process keeps serving the next ordinary request.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error: plain JavaScript module without type declarations
import { decodedPathname, startStaticServer } from "../../support/static-server.mjs";

let root: string;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
	root = mkdtempSync(path.join(tmpdir(), "static-server-"));
	writeFileSync(path.join(root, "index.html"), "<p>home</p>");
	writeFileSync(path.join(root, "404.html"), "<p>missing</p>");
	mkdirSync(path.join(root, "docs"));
	writeFileSync(path.join(root, "docs", "page.html"), "<p>a page</p>");
	mkdirSync(path.join(root, "en", "docs", "introduction"), { recursive: true });
	writeFileSync(path.join(root, "en", "docs", "introduction", "expression.html"), "<p>the playground</p>");
	server = await startStaticServer({ root, gzip: false });
});

afterAll(async () => {
	await server.close();
	rmSync(root, { recursive: true, force: true });
});

/** Sends a request line as written (no client-side normalisation) and returns the status. */
function rawStatus(target: string): Promise<number> {
	const { port } = new URL(server.url);
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), "127.0.0.1");
		let reply = "";
		socket.setEncoding("latin1");
		socket.on("data", (chunk) => {
			reply += chunk;
		});
		socket.on("error", reject);
		socket.on("close", () => {
			const status = /^HTTP\/1\.1 (\d{3})/.exec(reply);
			if (status) resolve(Number(status[1]));
			else reject(new Error(`no status line in ${JSON.stringify(reply.slice(0, 80))}`));
		});
		socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, "latin1");
	});
}

const HOSTILE = [
	"/%E0%A4%A",
	"/%",
	"/%zz",
	"/en/%C0%AF",
	"/docs/%2F..%2F..%2Fetc%2Fpasswd",
	"/docs/..%5C..%5Cpackage.json",
	"/docs/page%00.html",
	"/../../../../etc/passwd",
	"/%2e%2e/%2e%2e/etc/passwd",
	`/${"a".repeat(10_000)}`,
	`/${"%41".repeat(5_000)}`,
];

describe("static server", () => {
	test("serves a page, and the not-found page with 404 for a missing path", async () => {
		expect(await rawStatus("/docs/page")).toBe(200);
		expect(await rawStatus("/docs/nothing-here")).toBe(404);
	});

	test("answers every hostile path without serving a file outside the build, then keeps serving", async () => {
		for (const target of HOSTILE) {
			const status = await rawStatus(target);
			// 400 for what cannot be a path; a `..` that normalises inside the root is simply not found.
			expect([400, 404, 414, 431], `${target.slice(0, 40)} -> ${status}`).toContain(status);
		}
		expect(await rawStatus("/%E0%A4%A")).toBe(400);
		expect(await rawStatus("/docs/page%00.html")).toBe(400);
		expect(await rawStatus("/docs/%2F..%2Fpage")).toBe(400);
		expect(await rawStatus("/docs/page")).toBe(200);
	});

	test("2,000 requests after a malformed one all succeed", async () => {
		expect(await rawStatus("/%E0%A4%A")).toBe(400);
		const statuses = [];
		for (let batch = 0; batch < 20; batch++) {
			statuses.push(...(await Promise.all(Array.from({ length: 100 }, () => rawStatus("/docs/page")))));
		}
		expect(statuses.filter((status) => status === 200)).toHaveLength(2000);
		// What counts is that all succeed: a machine busy with other test files may take far longer than 5 s.
	}, 120_000);

	test("decodedPathname refuses malformed targets and decodes the rest", () => {
		expect(decodedPathname("/%E0%A4%A")).toBeNull();
		expect(decodedPathname("/a%00b")).toBeNull();
		expect(decodedPathname("/a%2fb")).toBeNull();
		expect(decodedPathname(`/${"a".repeat(10_000)}`)).toBeNull();
		expect(decodedPathname("/fr/caract%C3%A8re")).toBe("/fr/caractère");
	});

	test("serves the longest share link the playground builds: four 5,000-character expressions, any script", async () => {
		// As Playground.tsx's shareLink writes it: the roll, then each compared expression.
		const share = (expression: string) => {
			const url = new URL("http://localhost/en/docs/introduction/expression");
			url.searchParams.set("roll", expression);
			for (let other = 0; other < 3; other++) url.searchParams.append("vs", expression);
			return `${url.pathname}${url.search}`;
		};
		for (const piece of ["1d20+", "é", "骰"]) {
			const target = share(piece.repeat(Math.ceil(5000 / piece.length)).slice(0, 5000));
			// Past the 6,144 characters the server once refused, and past Node's default 16 KB head.
			expect(target.length).toBeGreaterThan(6144);
			expect(await rawStatus(target), `${piece}: ${target.length} characters`).toBe(200);
		}
		expect(await rawStatus("/docs/page")).toBe(200);
	});
});

// Serves a built Docusaurus site the way a static host does: clean URLs
// (/docs/x -> docs/x.html, /en/ -> en/index.html), the locale's 404.html with a
// 404 status for unknown paths, and gzip compression. Used by the browser tests and
// the benchmark, and `npm run serve` (`node tests/support/static-server.mjs [dir] [port]`,
// port 3000 or $PORT), so that a missing /en/ path gets the English not-found page.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import serveHandler from "serve-handler";

/**
 * Starts the server and resolves once it listens.
 * @param {{ root?: string, port?: number, gzip?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root = "build", port = 0, gzip = true } = {}) {
	const publicDir = path.resolve(root);
	const compress = gzip ? compression() : (_req, _res, next) => next();
	// A share link carries what the reader typed in its query: up to four expressions, which encode to nine
	// characters each for Chinese. Node refuses a request line over 16 KB by default; the path alone is capped below.
	const server = createServer({ maxHeaderSize: MAX_REQUEST_HEAD }, (request, response) => {
		compress(request, response, () => {
			// A path that cannot be decoded, or that smuggles a NUL or an encoded slash,
			// names no file: refuse it with 400 here, where a throw would end the process.
			const pathname = decodedPathname(request.url ?? "/");
			if (pathname === null) {
				response.statusCode = 400;
				response.setHeader("Content-Type", "text/plain; charset=utf-8");
				response.end("Bad request: the address cannot be read as a path.\n");
				return;
			}
			const notFoundPage = notFoundPageFor(publicDir, pathname);
			if (notFoundPage) {
				response.statusCode = 404;
				response.setHeader("Content-Type", "text/html; charset=utf-8");
				createReadStream(notFoundPage).pipe(response);
				return;
			}
			serveHandler(request, response, {
				public: publicDir,
				cleanUrls: true,
				directoryListing: false,
			}).catch((error) => {
				if (response.headersSent) {
					response.destroy();
					return;
				}
				response.statusCode = 500;
				response.end(String(error));
			});
		});
	});
	await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
	const address = server.address();
	const actualPort = typeof address === "object" && address ? address.port : port;
	return {
		url: `http://127.0.0.1:${actualPort}`,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/** Longest path served; a longer one cannot name a file of the build. */
const MAX_PATH_LENGTH = 2048;
/** Bytes a request's line and headers may take: a share link of four 5,000-character Chinese expressions fits. */
const MAX_REQUEST_HEAD = 256 * 1024;

/**
 * The decoded pathname of a request target, or null when it is malformed: a bad
 * percent escape, a NUL, an encoded slash or backslash, or an overlong path.
 * @param {string} url
 * @returns {string | null}
 */
export function decodedPathname(url) {
	// The query (a share link's expressions) may be long; only the path names a file.
	const end = url.search(/[?#]/);
	if ((end === -1 ? url.length : end) > MAX_PATH_LENGTH * 3) return null;
	let raw;
	try {
		raw = new URL(url, "http://localhost").pathname;
	} catch {
		return null;
	}
	if (/%2f|%5c|%00/i.test(raw)) return null;
	let pathname;
	try {
		pathname = decodeURIComponent(raw);
	} catch {
		return null;
	}
	if (pathname.length > MAX_PATH_LENGTH || pathname.includes("\0")) return null;
	return pathname;
}

/**
 * For a path that matches no file, the not-found page of its locale (the English
 * one under /en/, as a host configured per locale would serve); null otherwise.
 */
function notFoundPageFor(publicDir, pathname) {
	const relative = pathname.replace(/^\/+|\/+$/g, "");
	const candidates = relative === "" ? ["index.html"] : [relative, `${relative}.html`, `${relative}/index.html`];
	const exists = candidates.some((candidate) => {
		const file = path.join(publicDir, candidate);
		return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
	});
	if (exists) return null;
	const english = pathname === "/en" || pathname.startsWith("/en/");
	const page = path.join(publicDir, english ? "en/404.html" : "404.html");
	return existsSync(page) ? page : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const [root = "build", port = process.env.PORT ?? "3000"] = process.argv.slice(2);
	const { url } = await startStaticServer({ root, port: Number(port) });
	console.log(`Serving ${root} at ${url}`);
}

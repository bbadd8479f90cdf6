// Serves a built Docusaurus site the way a static host does: clean URLs
// (/docs/x -> docs/x.html), no trailing slash, the site's 404.html with a 404
// status for unknown paths, and gzip compression. Used by the browser tests and
// the benchmark; `node tests/support/static-server.mjs [dir] [port]` runs it alone.
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
	const server = createServer((request, response) => {
		compress(request, response, () => {
			serveHandler(request, response, {
				public: publicDir,
				cleanUrls: true,
				trailingSlash: false,
				directoryListing: false,
			}).catch((error) => {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const [root = "build", port = "3000"] = process.argv.slice(2);
	const { url } = await startStaticServer({ root, port: Number(port) });
	console.log(`Serving ${root} at ${url}`);
}

// How the benchmark starts Debian's Chromium: the flags of tests/browser/harness.ts,
// plus a host resolver that answers "not found" for every name, so that neither
// the page nor the browser can reach another machine (only 127.0.0.1 is served).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--no-first-run",
	"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/** True when `url` is served by the local server at `origin` (or is inline data). */
export function isLocal(url, origin) {
	return url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:");
}

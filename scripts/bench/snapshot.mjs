// A private copy of build/ for the measurements: several people build in the same
// tree, and a build started by someone else during a benchmark would otherwise
// change or empty the folder being measured halfway through.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Copies `buildDir` to a new temporary folder.
 * @param {string} buildDir
 * @returns {{ dir: string, remove: () => void }}
 */
export function snapshotBuild(buildDir) {
	if (!existsSync(path.join(buildDir, "index.html"))) throw new Error(`${buildDir}/index.html does not exist`);
	const parent = mkdtempSync(path.join(tmpdir(), "dicelette-bench-"));
	const dir = path.join(parent, "build");
	try {
		cpSync(buildDir, dir, { recursive: true });
	} catch (error) {
		rmSync(parent, { recursive: true, force: true });
		throw error;
	}
	return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Read access to the files of one version of the bot's repository, paths relative to its root with `/`. */
export interface SourceTree {
	readonly description: string;
	read(file: string): string | undefined;
	/** Every file of the tree, relative to its root with `/` (the bot's links are looked for in all of them). */
	list(): string[];
}

/** Files given in memory: used by the tests, whose fixture is a handful of small files. */
export function memoryTree(files: Readonly<Record<string, string>>, description = "memory"): SourceTree {
	return { description, read: (file) => files[file], list: () => Object.keys(files) };
}

function checkoutTree(root: string): SourceTree {
	return {
		description: root,
		read(file) {
			const full = path.join(root, file);
			return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
		},
		list() {
			const files: string[] = [];
			const walk = (folder: string) => {
				for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
					// Installed packages and git's own files are not the bot's source.
					if (entry.name === "node_modules" || entry.name === ".git") continue;
					const relative = folder ? `${folder}/${entry.name}` : entry.name;
					if (entry.isDirectory()) walk(relative);
					else if (entry.isFile()) files.push(relative);
				}
			};
			walk("");
			return files;
		},
	};
}

/** A bare git directory (or a checkout's `.git`), read at `ref` with `git show`, without a work tree. */
function gitTree(gitDir: string, ref: string): SourceTree {
	const files = new Set(
		execFileSync("git", ["--git-dir", gitDir, "ls-tree", "-r", "--name-only", ref], {
			encoding: "utf8",
			maxBuffer: 64 * 1024 * 1024,
		}).split("\n"),
	);
	return {
		description: `${gitDir} at ${ref}`,
		list: () => [...files].filter(Boolean),
		read(file) {
			if (!files.has(file)) return undefined;
			return execFileSync("git", ["--git-dir", gitDir, "show", `${ref}:${file}`], {
				encoding: "utf8",
				maxBuffer: 64 * 1024 * 1024,
			});
		},
	};
}

/**
 * Opens a checkout of the bot (a folder with its files) or a bare git directory. `ref` is used for a bare directory
 * only; a checkout is read as it is on disk.
 */
export function openSourceTree(location: string, ref = "HEAD"): SourceTree {
	const isBare = existsSync(path.join(location, "HEAD")) && existsSync(path.join(location, "objects"));
	return isBare ? gitTree(location, ref) : checkoutTree(location);
}

// The tasks each page lets a reader do, as readers say them: "verb | object" in the page's
// language (data/tasks.fr.json, data/tasks.en.json, keyed by the doc's id). The index puts
// them on the page's own record; the engine meets their words through their classes
// (data/synonyms.json), so "fix a value on my sheet" finds the page declaring "edit |
// statistic of my sheet" before a page that only shares the noun.

/** The file's shape: a comment, then each doc id with its tasks. */
export type TasksFile = Record<string, string | string[]>;

/** Where a locale's tasks live, relative to the site's folder. */
export function tasksFilePath(locale: string): string {
	return `src/search/data/tasks.${locale}.json`;
}

const TASK_PATTERN = /^[^|]*\S[^|]*\|[^|]*\S[^|]*$/;

/** A task is a verb and an object, both non-empty, split by one "|". */
export function isTask(value: unknown): value is string {
	return typeof value === "string" && TASK_PATTERN.test(value);
}

/**
 * The tasks by page path, from a locale's file and the docs (id and permalink); throws on
 * a doc id no page has or a task that is not "verb | object", so a typo fails the build.
 */
export function tasksByPath(
	file: TasksFile,
	docs: readonly { id: string; permalink: string }[],
): Map<string, string[]> {
	const permalinks = new Map(docs.map((doc) => [doc.id, doc.permalink.replace(/\/$/, "")]));
	const tasks = new Map<string, string[]>();
	for (const [id, value] of Object.entries(file)) {
		if (id.startsWith("$")) continue;
		const permalink = permalinks.get(id);
		if (!permalink) throw new Error(`tasks: no doc page has the id "${id}"`);
		if (!Array.isArray(value) || !value.every(isTask)) {
			throw new Error(`tasks of "${id}": each must be a string "verb | object"`);
		}
		tasks.set(
			permalink,
			value.map((task) => task.trim()),
		);
	}
	return tasks;
}

/** A task's words, the verb's and the object's, as the engine indexes them. */
export function taskText(task: string): string {
	return task.replace("|", " ");
}

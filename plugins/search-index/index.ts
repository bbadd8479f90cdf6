// The local search's build step.
// - After the build, writes each locale's search index from the built HTML (the most
//   faithful source: what readers see, with the anchors Docusaurus generated):
//   build/search-index/fr.json and build/en/search-index/en.json. The browser fetches
//   its locale's file on the first search; `npm run search:upload` pushes the same
//   records to the hosted index.
// - Hands DocSearch's modal stylesheet to the client as a module of its own, imported
//   by the lazily loaded modal: Docusaurus merges every imported CSS file into the one
//   stylesheet all pages load, which would put DocSearch's 30 kB there.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { buildLocaleRecords } from "../../src/search/buildIndex";
import { searchIndexRelativePath } from "../../src/search/constants";
import { toIndexFile } from "../../src/search/indexFile";
import { type TasksFile, tasksByPath, tasksFilePath } from "../../src/search/tasks";

export const PLUGIN_NAME = "search-index";
/** Imported by src/theme/SearchBar/SearchModal.tsx as @generated/search-index/default/docsearch-modal-css.json. */
export const DOCSEARCH_CSS_MODULE = "docsearch-modal-css.json";

/** DocSearch's variables and modal styles, from the @docsearch/css that @docsearch/react itself uses. */
async function readDocSearchModalCss(): Promise<string> {
	const reactEntry = require.resolve("@docsearch/react");
	const reactRoot = reactEntry.slice(0, reactEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
	const files = ["_variables.css", "modal.css"].map((file) =>
		require.resolve(`@docsearch/css/dist/${file}`, { paths: [reactRoot] }),
	);
	const parts = await Promise.all(files.map((file) => readFile(file, "utf8")));
	return parts.join("\n");
}

/** The docs plugin's content, as much of it as the index reads. */
type DocsContent = {
	loadedVersions?: { docs?: { id?: string; permalink: string; frontMatter: { questions?: unknown } }[] }[];
};

/**
 * Each doc page's front-matter `questions` (the questions it answers, in readers'
 * words), by page path: written nowhere in the HTML, so read from the docs' content.
 */
export function questionsByPath(docs: DocsContent | undefined): Map<string, string[]> {
	const questions = new Map<string, string[]>();
	for (const version of docs?.loadedVersions ?? []) {
		for (const doc of version.docs ?? []) {
			const value = doc.frontMatter.questions;
			if (value === undefined) continue;
			if (!Array.isArray(value) || !value.every((question) => typeof question === "string" && question.trim())) {
				throw new Error(`${doc.permalink}: front matter "questions" must be a list of non-empty strings`);
			}
			questions.set(
				doc.permalink.replace(/\/$/, ""),
				value.map((question) => question.trim()),
			);
		}
	}
	return questions;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
	let questions = new Map<string, string[]>();
	let docs: { id: string; permalink: string }[] = [];
	return {
		name: PLUGIN_NAME,
		allContentLoaded({ allContent }) {
			const content = allContent["docusaurus-plugin-content-docs"]?.default as DocsContent | undefined;
			questions = questionsByPath(content);
			docs = (content?.loadedVersions ?? []).flatMap((version) =>
				(version.docs ?? []).map((doc) => ({ id: doc.id ?? "", permalink: doc.permalink })),
			);
		},
		async contentLoaded({ actions }) {
			await actions.createData(DOCSEARCH_CSS_MODULE, JSON.stringify(await readDocSearchModalCss()));
		},
		async postBuild({ outDir, routesPaths }) {
			const language = context.i18n.currentLocale;
			const records = await buildLocaleRecords({
				outDir,
				baseUrl: context.baseUrl,
				routesPaths,
				language,
				questionsByPath: questions,
				// The tasks readers do with each page, in readers' words: data kept beside the engine.
				tasksByPath: tasksByPath(
					JSON.parse(await readFile(path.join(context.siteDir, tasksFilePath(language)), "utf8")) as TasksFile,
					docs,
				),
			});
			const index = toIndexFile(language, records);
			const target = path.join(outDir, searchIndexRelativePath(language));
			await mkdir(path.dirname(target), { recursive: true });
			const json = JSON.stringify(index);
			await writeFile(target, json);
			const pages = Object.keys(index.pageTags).length;
			console.log(
				`[search-index] ${language}: ${index.records.length} records from ${pages} pages, ${Math.round(json.length / 1024)} KiB -> ${path.relative(context.siteDir, target)}`,
			);
		},
	};
}

// Pushes the built search records of every locale to the hosted Algolia index, with
// the official client: settings first, then an atomic replacement of all records.
// Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (a key with write
// rights, never the public search key). Run after `npm run build`.
// Usage: npm run search:upload [-- --build build] [-- --dry-run]
import { algoliasearch } from "algoliasearch";
import { builtIndexPath, readBuiltRecords } from "../src/search/buildIndex";
import { HOSTED_INDEX_SETTINGS } from "../src/search/hostedIndexSettings";

/** The site's locales, default first (docusaurus.config.ts, i18n). */
const LOCALES = ["fr", "en"] as const;
const DEFAULT_LOCALE = "fr";

function option(name: string): string | undefined {
	const at = process.argv.indexOf(`--${name}`);
	return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
	const buildDir = option("build") ?? "build";
	const dryRun = process.argv.includes("--dry-run");
	const records = await readBuiltRecords(buildDir, LOCALES, DEFAULT_LOCALE);
	for (const locale of LOCALES) {
		const own = records.filter((record) => record.language === locale);
		const withKeywords = own.filter((record) => record.keywords).length;
		const withCommands = own.filter((record) => record.commands).length;
		console.log(
			`${locale}: ${own.length} records from ${builtIndexPath(buildDir, locale, DEFAULT_LOCALE)}; ${withKeywords} pages with keywords, ${withCommands} with command names`,
		);
	}
	const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName } = process.env;
	if (dryRun) {
		console.log(`Dry run: would replace the records of "${indexName ?? "(ALGOLIA_INDEX_NAME)"}" with these settings:`);
		console.log(JSON.stringify(HOSTED_INDEX_SETTINGS, null, 2));
		return;
	}
	if (!appId || !adminKey || !indexName) {
		throw new Error("Set ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY to upload the search records.");
	}
	const client = algoliasearch(appId, adminKey);
	const settings = await client.setSettings({ indexName, indexSettings: HOSTED_INDEX_SETTINGS });
	await client.waitForTask({ indexName, taskID: settings.taskID });
	const objects = records.map((record) => ({ ...record }));
	await client.replaceAllObjects({ indexName, objects, batchSize: 1000 });
	console.log(`Uploaded ${objects.length} records to "${indexName}".`);
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
});

// Publishes the JSON Schema of the bot's template at /schema/template.schema.json,
// generated after the build from the zod schema the site validates with
// (src/template/botSchema.ts), so the file editors read and the builder agree.
// Exported templates point at it with `$schema`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { templateJsonSchema } from "../../src/template/botSchema";
import { TEMPLATE_SCHEMA_PATH } from "../../src/template/limits";

export default function templateSchemaPlugin(context: LoadContext): Plugin {
	return {
		name: "template-schema",
		async postBuild({ outDir }) {
			// One schema for the whole site, at the root: the default locale's build writes it.
			if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
			const target = path.join(outDir, TEMPLATE_SCHEMA_PATH);
			await mkdir(path.dirname(target), { recursive: true });
			const schema = templateJsonSchema(`${context.siteConfig.url}${TEMPLATE_SCHEMA_PATH}`);
			await writeFile(target, `${JSON.stringify(schema, null, 2)}\n`);
			console.log(`[template-schema] wrote ${path.relative(context.siteDir, target)}`);
		},
	};
}

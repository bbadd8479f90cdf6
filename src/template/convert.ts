/**
 * Conversion between the form model and the bot's JSON, both ways, as the
 * field declarations give it (`fields.ts`, `fieldModel.ts`).
 */
import type { BotTemplate } from "./botSchema";
import { fromJsonOf, jsonPathOf, toJsonOf } from "./fieldModel";
import { TEMPLATE_FIELDS } from "./fields";
import type { TemplateForm } from "./formModel";

/** The bot's JSON for a (valid) form: only the keys that are set, `$schema` first. */
export function toBotTemplate(form: TemplateForm, schemaUrl?: string): BotTemplate {
	return { ...(schemaUrl ? { $schema: schemaUrl } : {}), ...toJsonOf(TEMPLATE_FIELDS, form) };
}

/** The template as the file the builder downloads. */
export function toBotTemplateJson(form: TemplateForm, schemaUrl: string): string {
	return `${JSON.stringify(toBotTemplate(form, schemaUrl), null, 2)}\n`;
}

/** The form model for a bot JSON whose structure `botTemplateSchema` accepted. */
export function fromBotTemplate(template: BotTemplate): TemplateForm {
	return fromJsonOf(TEMPLATE_FIELDS, template);
}

/** Where a form path (`statistics.2.max`) points in the bot's JSON (`statistics.Force.max`). */
export function formPathToJsonPath(form: TemplateForm, path: readonly (string | number)[]): (string | number)[] {
	return jsonPathOf(TEMPLATE_FIELDS, form, path);
}

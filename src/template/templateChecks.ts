/**
 * Everything that checks a template with the bot's dice and math rules, as one
 * entry point: the form's full zod schema, and reading an imported file. These
 * pull in math.js and @dice-roller/rpg-dice-roller (about 200 KB gzipped), so
 * the builder loads this module only once the visitor starts using the form.
 */
export { budgetIssues } from "./budget";
export { answerChecksRequest, notesReply } from "./checksWorkerHandler";
export { templateFormSchema } from "./formSchema";
export { parseTemplateText, readTemplateFile } from "./templateFile";

/**
 * The zod schema the form's resolver uses: the form model's shape plus every
 * template rule, each reported as an encoded code at its field's path.
 */
import * as z from "zod/mini";
import { encodeIssueMessage } from "./errorCodes";
import { formShapeSchema } from "./formModel";
import { collectTemplateIssues } from "./rules";

export const templateFormSchema = formShapeSchema.check(
	z.superRefine((form, ctx) => {
		for (const issue of collectTemplateIssues(form)) {
			ctx.addIssue({ code: "custom", message: encodeIssueMessage(issue.code, issue.values), path: issue.path });
		}
	}),
);

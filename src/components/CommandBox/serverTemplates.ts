// The templates the reader brings to the sample server, checked by the builder's own validation
// (src/template): the builder's draft in this browser, or a JSON pasted or opened. Loaded only when
// one of them is chosen, as zod and the form model weigh more than the rest of the box.

import type { ServerTemplate } from "@site/src/dice/commands";
import { translate } from "@site/src/i18n/sampleServer";
import { toBotTemplate } from "@site/src/template/convert";
import { decodeTemplateFile } from "@site/src/template/decodeTemplateFile";
import { MAX_TEMPLATE_FILE_LABEL } from "@site/src/template/limits";
import { fileProblemMessage, templateErrorMessage } from "@site/src/template/messages";
import { browserStorage, loadGameName, readDraft } from "@site/src/template/storage";
import { parseTemplateText, type TemplateFileResult } from "@site/src/template/templateFile";
import { type TemplateVerdict, validateTemplateJson } from "@site/src/template/validate";

export type TemplateLoad =
	| { ok: true; template: ServerTemplate; game: string }
	/** `problems`: the validation's sentences, each with where in the JSON it points. */
	| { ok: false; message: string; problems: string[] };

const MAX_PROBLEMS = 5;

function fromVerdict(verdict: TemplateVerdict, game: string): TemplateLoad {
	if (verdict.ok) return { ok: true, template: verdict.template as ServerTemplate, game };
	return {
		ok: false,
		message: translate({
			id: "sampleServer.template.invalid",
			message: "Le bot refuserait ce modèle : le serveur garde le précédent.",
			description: "Command box: the chosen template does not pass the builder's checks; the server keeps its template",
		}),
		problems: verdict.issues.slice(0, MAX_PROBLEMS).map((issue) => {
			const sentence = templateErrorMessage(issue.code, issue.values);
			return issue.path.length > 0 ? `${issue.path.join(".")} : ${sentence}` : sentence;
		}),
	};
}

function fromFileResult(result: TemplateFileResult): TemplateLoad {
	if (result.kind === "verdict") return fromVerdict(result.verdict, "");
	const { title, detail } = fileProblemMessage(result.problem, { max: MAX_TEMPLATE_FILE_LABEL });
	return { ok: false, message: title, problems: [detail] };
}

/** The builder's saved draft as the bot would store it, if it passes the builder's checks. */
export function draftTemplate(): TemplateLoad {
	const storage = browserStorage();
	const draft = storage ? readDraft(storage) : ({ status: "empty" } as const);
	if (draft.status !== "restored") {
		return {
			ok: false,
			message: translate({
				id: "sampleServer.template.noDraft",
				message: "Aucun brouillon du constructeur n'est enregistré dans ce navigateur : le serveur garde son modèle.",
				description: "Command box: the builder has no saved draft in this browser",
			}),
			problems: [],
		};
	}
	return fromVerdict(validateTemplateJson(toBotTemplate(draft.form)), storage ? loadGameName(storage) : "");
}

/** A pasted template's text, checked as the builder's import checks a file, its JSON fault said as such. */
export function importedTemplate(text: string): TemplateLoad {
	const result = parseTemplateText(text);
	if (result.kind === "fileProblem" && result.problem === "empty") {
		return {
			ok: false,
			message: translate({
				id: "sampleServer.import.empty",
				message: "Le champ est vide : collez-y le JSON du modèle, ou ouvrez un fichier.",
				description: "Command box: the import was asked with nothing in the JSON field",
			}),
			problems: [],
		};
	}
	if (result.kind === "fileProblem" && result.problem === "notJson") {
		let reason = "";
		try {
			JSON.parse(text);
		} catch (error) {
			reason = error instanceof Error ? error.message : String(error);
		}
		return {
			ok: false,
			message: translate({
				id: "sampleServer.import.notJson",
				message: "Ce texte n'est pas du JSON valide ; il reste dans le champ pour être corrigé.",
				description: "Command box: the pasted template is not JSON; the text stays in the field",
			}),
			problems: reason ? [reason] : [],
		};
	}
	return fromFileResult(result);
}

/** An opened file's text (decoded as the bot decodes it) and its check; the text is kept to be corrected. */
export async function fileTemplate(file: File): Promise<{ text: string | undefined; load: TemplateLoad }> {
	const decoded = await decodeTemplateFile(file);
	if (decoded.kind !== "text") return { text: undefined, load: fromFileResult(decoded) };
	return { text: decoded.text, load: importedTemplate(decoded.text) };
}

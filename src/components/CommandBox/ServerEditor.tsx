// The sample server's editor, loaded when the reader opens it: which template the server holds (a
// gallery game, the builder's draft, a JSON pasted or opened, checked by the builder's validation),
// the registered character (its values within the template's bounds, its combinations and macros),
// the settings that change a reply, and a link that opens the box on this same server.
import type { BotLocale } from "@site/src/data/botCommands";
import type { ServerTemplate } from "@site/src/dice/commands";
import { translate } from "@site/src/i18n/sampleServer";
import { useEffect, useState } from "react";
import CharacterFields from "./CharacterFields";
import SettingsFields from "./SettingsFields";
import StatusView, { type Status } from "./StatusView";
import styles from "./server.module.css";
import { choiceFragment, type ServerChoice, type TemplateSource } from "./serverChoice";
import { serverLine } from "./serverLine";
import TemplateChoice from "./TemplateChoice";

interface Props {
	locale: BotLocale;
	choice: ServerChoice;
	template: ServerTemplate;
	thread: string;
	/** Every statistic's value on the sheet, combinations worked out. */
	sheet: readonly { name: string; value: number }[];
	onChange: (update: (previous: ServerChoice) => ServerChoice) => void;
	onTemplate: (source: TemplateSource, template: ServerTemplate, game: string) => void;
}

export default function ServerEditor({ locale, choice, template, thread, sheet, onChange, onTemplate }: Props) {
	const [link, setLink] = useState("");
	const [linkStatus, setLinkStatus] = useState<Status>(null);
	// The page's line about the server, kept with the choice so that the page shows it without the box's code.
	const line = serverLine(choice);
	useEffect(() => {
		if (line !== choice.line) onChange((previous) => ({ ...previous, line }));
	}, [line, choice.line, onChange]);

	const share = async () => {
		const url = new URL(window.location.href);
		// The draft lives in this browser only: the link carries the template itself.
		const sent: ServerChoice =
			choice.source.kind === "draft"
				? { ...choice, source: { kind: "imported", text: JSON.stringify(template) } }
				: choice;
		url.hash = choiceFragment(sent);
		setLink(url.href);
		try {
			await navigator.clipboard.writeText(url.href);
			setLinkStatus({
				tone: "info",
				lines: [
					translate({
						id: "sampleServer.share.copied",
						message: "Lien copié : il ouvre cette page avec le même serveur, le même personnage et les mêmes réglages.",
						description: "Command box: the share link was copied to the clipboard",
					}),
				],
			});
		} catch {
			setLinkStatus({
				tone: "info",
				lines: [
					translate({
						id: "sampleServer.share.notCopied",
						message: "Le navigateur n'a pas laissé copier le lien : sélectionnez-le dans le champ ci-dessous.",
						description: "Command box: the clipboard was refused; the link is shown in a field to copy by hand",
					}),
				],
			});
		}
	};

	return (
		<div className={styles.editor}>
			<TemplateChoice locale={locale} choice={choice} onTemplate={onTemplate} />
			<CharacterFields choice={choice} template={template} sheet={sheet} onChange={onChange} />
			<SettingsFields locale={locale} choice={choice} thread={thread} onChange={onChange} />
			<div className={styles.row}>
				<button type="button" className="button button--secondary" onClick={share}>
					{translate({
						id: "sampleServer.share.button",
						message: "Copier le lien de ce serveur",
						description: "Command box: copies a link that opens the page with this sample server",
					})}
				</button>
				{link ? (
					<label className={styles.stacked}>
						{translate({
							id: "sampleServer.share.field",
							message: "Lien de ce serveur",
							description: "Command box: label of the field that shows the share link",
						})}
						<input className={styles.control} readOnly value={link} onFocus={(event) => event.target.select()} />
					</label>
				) : null}
			</div>
			<StatusView status={linkStatus} />
		</div>
	);
}

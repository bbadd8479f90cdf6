// The server editor's settings: those of /config that change a reply in the model, starting as the bot
// leaves a server it joins, with the bot's own names of the sort order's choices.
import type { BotLocale } from "@site/src/data/botCommands";
import { translate } from "@site/src/i18n/sampleServer";
import styles from "./server.module.css";
import { type BoxSettings, ON_JOIN_SETTINGS, type ServerChoice } from "./serverChoice";

export default function SettingsFields({
	locale,
	choice,
	thread,
	onChange,
}: {
	locale: BotLocale;
	choice: ServerChoice;
	thread: string;
	onChange: (update: (previous: ServerChoice) => ServerChoice) => void;
}) {
	const { settings } = choice;
	const viaThread = settings.threadCopy && !settings.rollChannel;
	const setSettings = (change: Partial<BoxSettings>) =>
		onChange((previous) => ({ ...previous, settings: { ...previous.settings, ...change } }));

	return (
		<fieldset className={styles.group}>
			<legend>
				{translate({
					id: "sampleServer.settings.legend",
					message: "Réglages du serveur (/config)",
					description: "Command box: legend of the server's settings that change a reply",
				})}
			</legend>
			<p className={styles.note}>
				{translate({
					id: "sampleServer.settings.onJoin",
					message: "Au départ, ceux d'un serveur qui vient d'inviter le bot : fil désactivé, rien d'autre réglé.",
					description: "Command box: the settings start as the bot leaves a server it joins",
				})}
			</p>
			<label className={styles.check}>
				<input
					type="checkbox"
					checked={settings.threadCopy}
					onChange={(event) => setSettings({ threadCopy: event.target.checked })}
				/>
				{translate(
					{
						id: "sampleServer.settings.threadCopy",
						message: "Copier les jets dans le fil de résultats « {thread} » (/config result_channel)",
						description:
							"Command box: server setting, off when the bot joins a server: the bot copies each roll into a thread whose name starts with 🎲",
					},
					{ thread },
				)}
			</label>
			<label className={styles.check}>
				<input
					type="checkbox"
					checked={settings.rollChannel}
					onChange={(event) => setSettings({ rollChannel: event.target.checked })}
				/>
				{translate({
					id: "sampleServer.settings.rollChannel",
					message: "Ce salon est le salon des résultats (/config result_channel channel)",
					description: "Command box: server setting: the reader's channel is the results channel, so nothing is copied",
				})}
			</label>
			<label className={styles.check}>
				<input
					type="checkbox"
					checked={settings.context}
					disabled={!viaThread}
					onChange={(event) => setSettings({ context: event.target.checked })}
				/>
				{translate({
					id: "sampleServer.settings.context",
					message: "La copie renvoie au message d'origine (/config context)",
					description: "Command box: server setting: the thread copy links to the message it answers",
				})}
			</label>
			<label className={styles.check}>
				<input
					type="checkbox"
					checked={settings.linkToLogs}
					disabled={!viaThread}
					onChange={(event) => setSettings({ linkToLogs: event.target.checked })}
				/>
				{translate({
					id: "sampleServer.settings.linkToLogs",
					message: "La réponse renvoie à sa copie (/config save_link)",
					description: "Command box: server setting: the reply links to its copy in the thread",
				})}
			</label>
			<label className={styles.inline}>
				{translate({
					id: "sampleServer.settings.deleteAfter",
					message: "Effacer la réponse après (secondes, 0 : jamais ; /config delete_after)",
					description: "Command box: server setting: seconds before the bot deletes a reply it copied into the thread",
				})}
				<input
					className={styles.control}
					type="number"
					min={0}
					max={3600}
					disabled={!viaThread}
					value={settings.deleteAfter}
					onChange={(event) => {
						const seconds = Number(event.target.value);
						if (event.target.value !== "" && Number.isFinite(seconds) && seconds >= 0 && seconds <= 3600)
							setSettings({ deleteAfter: seconds });
					}}
				/>
			</label>
			<label className={styles.check}>
				<input
					type="checkbox"
					checked={settings.logs}
					onChange={(event) => setSettings({ logs: event.target.checked })}
				/>
				{translate({
					id: "sampleServer.settings.logs",
					message: "Le serveur a un salon des logs pour les erreurs (/config logs)",
					description: "Command box: server setting: a logs channel receives the errors rolls raise",
				})}
			</label>
			<label className={styles.inline}>
				{translate({
					id: "sampleServer.settings.sortOrder",
					message: "Ordre des dés (/config sort_order)",
					description: "Command box: server setting: the order each roll's dice are listed in",
				})}
				<select
					className={styles.control}
					value={settings.sortOrder}
					onChange={(event) => {
						const order = event.target.value;
						setSettings({ sortOrder: order === "sa" || order === "sd" ? order : "" });
					}}
				>
					{/* The bot's own names of the choices (`/config sort_order order:`). */}
					<option value="">{locale === "en" ? "Disabled" : "Aucun"}</option>
					<option value="sa">{locale === "en" ? "Ascending" : "Croissant"}</option>
					<option value="sd">{locale === "en" ? "Descending" : "Décroissant"}</option>
				</select>
			</label>
			<button
				type="button"
				className="button button--secondary button--sm"
				onClick={() => setSettings({ ...ON_JOIN_SETTINGS })}
			>
				{translate({
					id: "sampleServer.settings.reset",
					message: "Revenir aux réglages d'arrivée du bot",
					description: "Command box: puts the settings back as the bot leaves a server it joins",
				})}
			</button>
		</fieldset>
	);
}

// The embeds of a bot message as Discord draws them: a colour bar on the
// left, the author line, the title, the description, the fields (three
// to a row when inline, one per row on a phone) and the footer. Only the command box
// imports it, so pages that show no embed do not carry it.
import type { BotEmbed } from "@site/src/dice/commands";
import { Markdown } from ".";
import styles from "./embeds.module.css";

/** discord.js' colours by the names the bot gives them (`Colors` of discord.js). */
const COLOURS: Record<BotEmbed["color"], string> = {
	Red: "#ed4245",
	Gold: "#f1c40f",
	Aqua: "#1abc9c",
	Green: "#57f287",
};

export default function DiscordEmbeds({
	embeds,
	names,
}: {
	embeds: readonly BotEmbed[];
	names: (id: string) => string;
}) {
	return embeds.map((embed, index) => (
		// Embeds of one fixed message: their order is their identity.
		// biome-ignore lint/suspicious/noArrayIndexKey: see above
		<div key={index} className={styles.embed} style={{ borderInlineStartColor: COLOURS[embed.color] }}>
			{embed.author ? <p className={styles.author}>{embed.author}</p> : null}
			{embed.title ? <p className={styles.title}>{embed.title}</p> : null}
			{embed.description ? (
				<div className={styles.description}>
					<Markdown text={embed.description} names={names} />
				</div>
			) : null}
			{embed.fields && embed.fields.length > 0 ? (
				<dl className={styles.fields}>
					{embed.fields.map((field) => (
						<div key={field.name} className={field.inline ? styles.inline : styles.field}>
							<dt className={styles.fieldName}>{field.name}</dt>
							<dd className={styles.fieldValue}>
								<Markdown text={field.value} names={names} />
							</dd>
						</div>
					))}
				</dl>
			) : null}
			{embed.footer ? <p className={styles.footer}>{embed.footer}</p> : null}
		</div>
	));
}

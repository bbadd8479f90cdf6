// "Report a problem": a link to a pre-filled issue on the site's repository, at the foot of each doc page and in
// each tool. It is a plain link computed from what the page shows: no request leaves the page until the reader
// follows it, and it opens in a new tab so that nothing typed in a tool is lost. The `markdown-copy-skip` class
// keeps it out of the Markdown copies (plugins/llms-txt/cleanArticle.ts).
import { useLocation } from "@docusaurus/router";
import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { siteFacts } from "@site/src/data/siteFacts";
import clsx from "clsx";
import type { ReactNode } from "react";
import { type IssueCuts, issueLink, type ReportField } from "./issueUrl";
import styles from "./styles.module.css";

export { csvLine } from "./issueUrl";

interface Props {
	/** What the tool was given and what it showed; a doc page has none. */
	fields?: readonly ReportField[];
	/** The issue's title; by default, the page's path. */
	title?: string;
	/** The link's text; by default, "Report a problem on this page". */
	children?: ReactNode;
	/** A name for the link when several share a text (one per row of a table). */
	ariaLabel?: string;
	className?: string;
}

export default function ReportProblem({ fields = [], title, children, ariaLabel, className }: Props) {
	const { pathname } = useLocation();
	const { i18n, siteConfig } = useDocusaurusContext();
	const pageUrl = `${siteFacts.siteUrl}${pathname}`;
	const { url: href, cuts } = issueLink({
		repositoryUrl: siteFacts.siteRepositoryUrl,
		title:
			title ??
			translate(
				{
					id: "reportProblem.pageTitle",
					message: "Problème sur la page {path}",
					description: "Title of a pre-filled issue sent from a doc page; {path} is the page's path",
				},
				{ path: pathname },
			),
		facts: [
			{
				label: translate({
					id: "reportProblem.fact.page",
					message: "Page :",
					description: "Issue body: the page's address",
				}),
				value: pageUrl,
			},
			{
				label: translate({
					id: "reportProblem.fact.language",
					message: "Langue :",
					description: "Issue body: the page's language code",
				}),
				value: i18n.currentLocale,
			},
			{
				label: translate({
					id: "reportProblem.fact.release",
					message: "Version du bot décrite par le site :",
					description: "Issue body: the bot release the site describes",
				}),
				// Set by docusaurus.config.ts from the command data module.
				value: String(siteConfig.customFields?.botRelease ?? ""),
			},
		],
		fields,
		prompt: translate({
			id: "reportProblem.prompt",
			message:
				"Ce qui ne va pas : ce que vous attendiez, et, si le bot fait autrement, ce qu'il a répondu (avec la version affichée par /info).",
			description: "Issue body: the line asking the reader to describe the problem",
		}),
		truncated: translate({
			id: "reportProblem.truncated",
			message: "(raccourci : {count} caractères de plus)",
			description: "Issue body: under a value shortened to fit the link; {count} characters were left out",
		}),
	});
	return (
		<p className={clsx("markdown-copy-skip", styles.report, className)}>
			<a href={href} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
				{children ?? (
					<Translate
						id="reportProblem.pageLink"
						description="Link at the foot of a doc page opening a pre-filled issue"
					>
						Signaler un problème sur cette page
					</Translate>
				)}
			</a>{" "}
			<span className={styles.where}>
				<Translate
					id="reportProblem.where"
					description="After the report link: it opens GitHub in a new tab, with the details filled in"
				>
					(GitHub, nouvel onglet, détails pré-remplis)
				</Translate>
			</span>
			<CutNote cuts={cuts} locale={i18n.currentLocale} />
		</p>
	);
}

/** Said beside the link, before any click, when the address had to leave something out. */
function CutNote({ cuts, locale }: { cuts: IssueCuts; locale: string }) {
	const parts = [
		...(cuts.title > 0
			? [
					translate(
						{
							id: "reportProblem.cut.title",
							message: "le titre ({count} caractères)",
							description: "In the note on what a report link cut: the issue's title, {count} characters left out",
						},
						{ count: cuts.title.toLocaleString(locale) },
					),
				]
			: []),
		...cuts.fields.map((field) =>
			translate(
				{
					id: "reportProblem.cut.field",
					message: "« {label} » ({count} caractères)",
					description: "In the note on what a report link cut: one section of the issue, {count} characters left out",
				},
				{ label: field.label, count: field.count.toLocaleString(locale) },
			),
		),
	];
	if (parts.length === 0) return null;
	return (
		<span className={styles.where} data-report-cut="">
			{" "}
			{translate(
				{
					id: "reportProblem.cut",
					message: "Trop long pour un lien : le brouillon raccourcit {parts}. Collez le reste dans l'issue si besoin.",
					description:
						"Beside a report link whose address had to be shortened; {parts} lists what was cut and by how much",
				},
				{ parts: parts.join(", ") },
			)}
		</span>
	);
}

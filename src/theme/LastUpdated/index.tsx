// The theme's "Last updated" line (ejected, unsafe in 3.10.2), the same words and markup, with the day
// written by lastUpdatedDayText instead of the theme's Intl.DateTimeFormat: see dayText.ts for why.
import Translate from "@docusaurus/Translate";
import { ThemeClassNames } from "@docusaurus/theme-common";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import type { Props } from "@theme/LastUpdated";
import { lastUpdatedDayText } from "./dayText";

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }) {
	const { i18n } = useDocusaurusContext();
	const atDate = new Date(lastUpdatedAt);
	return (
		<Translate
			id="theme.lastUpdated.atDate"
			description="The words used to describe on which date a page has been last updated"
			values={{
				date: (
					<b>
						<time dateTime={atDate.toISOString()} itemProp="dateModified">
							{lastUpdatedDayText(atDate, i18n.currentLocale)}
						</time>
					</b>
				),
			}}
		>
			{" on {date}"}
		</Translate>
	);
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }) {
	return (
		<Translate
			id="theme.lastUpdated.byUser"
			description="The words used to describe by who the page has been last updated"
			values={{ user: <b>{lastUpdatedBy}</b> }}
		>
			{" by {user}"}
		</Translate>
	);
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props) {
	return (
		<span className={ThemeClassNames.common.lastUpdated}>
			<Translate
				id="theme.lastUpdated.lastUpdatedAtBy"
				description="The sentence used to display when a page has been last updated, and by who"
				values={{
					atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : "",
					byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : "",
				}}
			>
				{"Last updated{atDate}{byUser}"}
			</Translate>
		</span>
	);
}

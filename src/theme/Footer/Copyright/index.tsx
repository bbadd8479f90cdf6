// Ejected leaf: the theme renders the configured copyright as a fixed HTML string,
// which a translation file would freeze with one year in it. This renders the
// licence notice translated, with the years running from the first release to
// the year of the build (passed in customFields so server and client agree).

import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { siteFacts } from "../../../data/siteFacts";

export default function FooterCopyright() {
	const { siteConfig } = useDocusaurusContext();
	const buildYear = Number(siteConfig.customFields?.buildYear ?? siteFacts.firstYear);
	return (
		<div className="footer__copyright">
			<Translate
				id="footer.copyright"
				description="Licence notice in the footer; {license} is a link to the GNU GPL v3, {years} the copyright years"
				values={{
					license: <Link href={siteFacts.licenseUrl}>GNU GPL v3</Link>,
					years: `${siteFacts.firstYear}–${buildYear}`,
				}}
			>
				{"Dicelette est un logiciel libre distribué sous licence {license}. © {years} Dicelette et ses contributeurs."}
			</Translate>
		</div>
	);
}

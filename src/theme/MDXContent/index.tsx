// Wrapper (safe swizzle): puts the "Copy page" bar at the top of each doc page's and MDX page's content, and the
// "Report a problem" link at its foot. Both carry a class that plugins/llms-txt/cleanArticle.ts removes from the
// Markdown copies. See src/components/CopyPage and src/components/ReportProblem.
import type { WrapperProps } from "@docusaurus/types";
import CopyPage from "@site/src/components/CopyPage";
import ReportProblem from "@site/src/components/ReportProblem";
import type MDXContentType from "@theme/MDXContent";
import MDXContent from "@theme-original/MDXContent";

type Props = WrapperProps<typeof MDXContentType>;

export default function MDXContentWrapper(props: Props) {
	return (
		<>
			<CopyPage />
			<MDXContent {...props} />
			<ReportProblem />
		</>
	);
}

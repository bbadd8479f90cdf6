// Wrapper (safe swizzle): puts the "Copy page" bar above each doc page's content, outside the article's Markdown
// container so the page's own Markdown copy does not include it. See src/components/CopyPage.
import type { WrapperProps } from "@docusaurus/types";
import CopyPage from "@site/src/components/CopyPage";
import type ContentType from "@theme/DocItem/Content";
import Content from "@theme-original/DocItem/Content";

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
	return (
		<>
			<CopyPage />
			<Content {...props} />
		</>
	);
}

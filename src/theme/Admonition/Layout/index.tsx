/**
 * The frame of every admonition (the theme's `:::note` … and the docs' own
 * `:::roll` …), as one component. theme-classic's Layout renders it through
 * three more (container, heading, content), so each admonition cost hydration
 * four components for three elements; the notation page has 18 admonitions.
 * The elements, class names and id are the theme's (its stylesheet is the one
 * used here), so the HTML is the same.
 */

import styles from "@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css";
import { ThemeClassNames } from "@docusaurus/theme-common";
import type { Props } from "@theme/Admonition/Layout";
import clsx from "clsx";
import type { ReactNode } from "react";

export default function AdmonitionLayout({ type, icon, title, children, className, id }: Props): ReactNode {
	const frameClassName = clsx(
		ThemeClassNames.common.admonition,
		ThemeClassNames.common.admonitionType(type),
		styles.admonition,
		className,
	);
	return (
		<div className={frameClassName} id={id}>
			{title || icon ? (
				<div className={styles.admonitionHeading}>
					<span className={styles.admonitionIcon}>{icon}</span>
					{title}
				</div>
			) : null}
			{children ? <div className={styles.admonitionContent}>{children}</div> : null}
		</div>
	);
}

// Ejected: one component for an admonition's frame, heading and content where the
// theme uses four, with the theme's elements, class names and stylesheet.

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

/**
 * Code-highlighting themes with every token readable (WCAG AA, 4.5:1) on the
 * theme's own background. The One Light / One Dark palettes we start from use
 * a few token colours below that ratio; those are darkened (light theme) or
 * lightened (dark theme) just enough, keeping their hue.
 */
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import type { PrismTheme } from "prism-react-renderer";

extend([a11yPlugin]);

const MIN_CONTRAST = 4.6; // a little above 4.5 so rounding in browsers never tips a token under

function readableOn(color: string, background: string): string {
	const backgroundColor = colord(background);
	const lighten = backgroundColor.isDark();
	let candidate = colord(color);
	for (let step = 0; step < 100 && candidate.contrast(backgroundColor) < MIN_CONTRAST; step += 1) {
		candidate = lighten ? candidate.lighten(0.01) : candidate.darken(0.01);
	}
	return candidate.toHex();
}

export function readableCodeTheme(theme: PrismTheme): PrismTheme {
	const background = theme.plain.backgroundColor ?? "#ffffff";
	return {
		plain: { ...theme.plain, color: theme.plain.color && readableOn(theme.plain.color, background) },
		styles: theme.styles.map((entry) =>
			entry.style.color
				? { ...entry, style: { ...entry.style, color: readableOn(entry.style.color, background) } }
				: entry,
		),
	};
}

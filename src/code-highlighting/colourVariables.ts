// One highlighting theme for both colour modes: each colour that differs becomes a CSS
// variable, so the server's markup is right in dark mode too and the blocks need not be
// rebuilt after hydration, as theme-classic's CodeBlock does.
import type { PrismTheme } from "prism-react-renderer";

export interface ColourModeThemes {
	light: PrismTheme;
	dark: PrismTheme;
}

/** Custom property name → value, per colour mode; a name absent in a mode is unset there. */
export type ColourVariables = Record<"light" | "dark", Record<string, string>>;

export interface CodeColourTheme {
	/** The theme for `themeConfig.prism.theme`: values that differ between modes are `var(--code-…)` references. */
	theme: PrismTheme;
	variables: ColourVariables;
	/** Defines the variables: light ones on `:root`, dark ones under `[data-theme="dark"]`. */
	stylesheet: string;
}

type StyleByName = Map<string, Map<string, string>>;

const kebabCase = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each token type's style, with later rules winning, as prism-react-renderer merges them. */
function stylesByTokenType(theme: PrismTheme, mode: string): StyleByName {
	const byType: StyleByName = new Map();
	for (const rule of theme.styles) {
		if (rule.languages) {
			throw new Error(
				`The ${mode} code theme has a rule for some languages only (${rule.languages.join(", ")}); colour variables cannot express it.`,
			);
		}
		for (const type of rule.types) {
			const style = byType.get(type) ?? new Map<string, string>();
			for (const [property, value] of Object.entries(rule.style)) {
				if (value !== undefined && value !== null) style.set(property, String(value));
			}
			byType.set(type, style);
		}
	}
	return byType;
}

function plainStyle(theme: PrismTheme): Map<string, string> {
	return new Map(
		Object.entries(theme.plain)
			.filter(([, value]) => value !== undefined && value !== null)
			.map(([property, value]) => [property, String(value)]),
	);
}

/**
 * A style with every property either mode sets: a variable when the modes differ
 * (its values recorded per mode), the value itself when they agree.
 */
function toVariables(
	prefix: string,
	light: Map<string, string> | undefined,
	dark: Map<string, string> | undefined,
	variables: ColourVariables,
) {
	const style: Record<string, string> = {};
	const properties = new Set([...(light?.keys() ?? []), ...(dark?.keys() ?? [])]);
	for (const property of properties) {
		const lightValue = light?.get(property);
		const darkValue = dark?.get(property);
		if (lightValue === darkValue && lightValue !== undefined) {
			style[property] = lightValue; // the same in both modes: no variable needed
			continue;
		}
		const name = `--code-${prefix}-${kebabCase(property)}`;
		style[property] = `var(${name})`;
		if (lightValue !== undefined) variables.light[name] = lightValue;
		if (darkValue !== undefined) variables.dark[name] = darkValue;
	}
	return style;
}

function declarations(values: Record<string, string>): string {
	return Object.entries(values)
		.map(([name, value]) => `\t${name}: ${value};\n`)
		.join("");
}

export function codeColourTheme({ light, dark }: ColourModeThemes): CodeColourTheme {
	const variables: ColourVariables = { light: {}, dark: {} };
	const plain = toVariables("base", plainStyle(light), plainStyle(dark), variables);

	const lightTypes = stylesByTokenType(light, "light");
	const darkTypes = stylesByTokenType(dark, "dark");
	const types = [...new Set([...lightTypes.keys(), ...darkTypes.keys()])];
	const styles = types.map((type) => ({
		types: [type],
		style: toVariables(`token-${type}`, lightTypes.get(type), darkTypes.get(type), variables),
	}));

	// Both selectors match <html> in dark mode, so a light-only variable is reset
	// there; `initial` leaves it undefined, and the property falls back to inherited.
	const darkOnly = { ...variables.dark };
	for (const name of Object.keys(variables.light)) if (!(name in darkOnly)) darkOnly[name] = "initial";
	const stylesheet = `/* Code colours, generated from the light and dark Prism themes by src/code-highlighting/colourVariables.ts */\n:root {\n${declarations(variables.light)}}\n\n[data-theme="dark"] {\n${declarations(darkOnly)}}\n`;

	return { theme: { plain, styles }, variables, stylesheet };
}

/**
 * Code to lines of tokens with the site's small Prism (./prism.ts): what
 * Highlight renders in the browser and prerenderedLines at build time.
 */
import { Prism } from "./prism";
import { type LineToken, toTokenLines } from "./tokenLines";

/**
 * Tokenizes with Prism's hooks run around it, as Prism's own `highlight` does.
 * A language Prism has no grammar for gives one plain token per line.
 */
export function tokenLinesOf(code: string, language: string): LineToken[][] {
	const grammar = Prism.languages[language];
	if (!grammar) return toTokenLines(code);
	const env = { code, grammar, language, tokens: [] as Prism.TokenStream };
	Prism.hooks.run("before-tokenize", env);
	env.tokens = Prism.tokenize(env.code, env.grammar);
	Prism.hooks.run("after-tokenize", env);
	return toTokenLines(env.tokens);
}

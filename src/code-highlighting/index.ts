/**
 * What the site's JavaScript gets when it imports "prism-react-renderer" (the
 * alias is set by plugins/code-highlighting): the two names Docusaurus' theme
 * uses in the browser, `Highlight` (CodeBlock/Content) and `Prism` (the
 * prism-include-languages client module), served by a small Prism. Type imports
 * and the colour themes read by docusaurus.config.ts still come from the real
 * package, which Node loads without the alias.
 */
export { Highlight } from "./Highlight";
export { Prism } from "./prism";

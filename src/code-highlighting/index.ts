// What "prism-react-renderer" resolves to in the browser (alias in plugins/code-highlighting):
// the two names the theme uses there. Types and themes still come from the real package.
export { Highlight } from "./Highlight";
export { Prism } from "./prism";

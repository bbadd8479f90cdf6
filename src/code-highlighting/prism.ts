/**
 * The Prism instance that colours the code blocks of the site: prismjs' core with
 * only the grammars our pages use. Blocks marked `text`, `csv` or with no language
 * use Prism's plain-text grammar (or none) and stay uncoloured.
 *
 * Why not the Prism bundled in prism-react-renderer (what Docusaurus uses by
 * default)? That bundle registers 17 grammars and ships 20 colour themes in the
 * main script of every page: about 26 KB gzipped, and about 75 ms of start-up
 * work (measured in Node; four times that in Lighthouse's mobile model), for
 * pages that only ever show JSON and shell.
 */
import Prism from "./prismCore";
import "prismjs/components/prism-json";
import "prismjs/components/prism-bash";

// The grammars are registered; nothing else needs the global any more.
delete (globalThis as { Prism?: unknown }).Prism;

export { Prism };

// prismjs' core with only the grammars the docs use (JSON, shell), in place of
// prism-react-renderer's bundle of 17 grammars and 20 themes (~26 KB gzipped per page).
import Prism from "./prismCore";
import "prismjs/components/prism-json";
import "prismjs/components/prism-bash";

// The grammars are registered; nothing else needs the global any more.
delete (globalThis as { Prism?: unknown }).Prism;

export { Prism };

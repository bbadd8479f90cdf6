// prismjs ships no types for its per-file components; @types/prismjs types the
// package's main module, which the core file exports the same object as.
declare module "prismjs/components/prism-core" {
	import * as Prism from "prismjs";
	export default Prism;
}

declare module "prismjs/components/prism-*";

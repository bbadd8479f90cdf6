// Module written by plugins/search-index at build start: DocSearch's modal CSS as a JSON string.
declare module "@generated/search-index/default/docsearch-modal-css.json" {
	const css: string;
	export default css;
}

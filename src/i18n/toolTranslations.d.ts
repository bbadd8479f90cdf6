// The catalogues of plugins/tool-translations, one per id namespace, in the locale being built: each id's message.
declare module "@site-tool-translations/*" {
	const catalogue: Readonly<Record<string, { message: string }>>;
	export default catalogue;
}

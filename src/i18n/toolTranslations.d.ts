// The alias set by plugins/tool-translations: the tools' catalogue of the locale being built.
declare module "@site-tool-translations" {
	const catalogue: Readonly<Record<string, { message: string; description?: string }>>;
	export default catalogue;
}

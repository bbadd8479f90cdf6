// The share link's fragment parameters, apart from the code that reads them,
// so the page can tell that a link holds a template without loading the builder.
export const SHARE_PARAMS = { compressed: "template", plain: "template-json", game: "game" } as const;

/** True when a location's fragment holds a shared template. */
export function hasSharedTemplate(hash: string): boolean {
	const params = new URLSearchParams(hash.replace(/^#/, ""));
	return params.has(SHARE_PARAMS.compressed) || params.has(SHARE_PARAMS.plain);
}

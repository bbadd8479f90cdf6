// The share link's fragment parameters, apart from the code that reads them,
// so the page can tell that a link holds a template without loading the builder.
export const SHARE_PARAMS = {
	compressed: "template",
	plain: "template-json",
	game: "game",
	/** The type die's odds opened, with the macro studied (empty: the type die). */
	odds: "odds",
	/** The comparison opened, with its rows as JSON (`[{"roll": "", "value": "30"}]`). */
	compare: "compare",
} as const;

/**
 * The fragment's parameters. Read by splitting, not with URLSearchParams: a link may
 * carry a megabyte of base64, which URLSearchParams decodes character by character.
 */
export function fragmentParams(hash: string): Map<string, string> {
	const params = new Map<string, string>();
	for (const part of hash.replace(/^#/, "").split("&")) {
		const equals = part.indexOf("=");
		const name = equals === -1 ? part : part.slice(0, equals);
		if (!params.has(name)) params.set(name, equals === -1 ? "" : part.slice(equals + 1));
	}
	return params;
}

/** True when a location's fragment holds a shared template. */
export function hasSharedTemplate(hash: string): boolean {
	const params = fragmentParams(hash);
	return params.has(SHARE_PARAMS.compressed) || params.has(SHARE_PARAMS.plain);
}

/**
 * A share link carries the template in the URL fragment (`#template=…`), which
 * browsers never send to a server: nothing leaves the visitor's machine. The
 * JSON is compressed with the browser's own CompressionStream (deflate-raw)
 * and written in base64url; a browser without it writes the JSON uncompressed
 * (`#template-json=…`). The game's name, when given, travels as `game=…`; the odds view, when open, as
 * `odds=…` (the roll studied) and `compare=…` (the comparison's rows).
 */
import { MAX_TEMPLATE_FILE_BYTES } from "../../../template/limits";
import type { CompareRow, OddsView } from "./oddsView";
import { fragmentParams, SHARE_PARAMS } from "./shareParams";

const { compressed: COMPRESSED, plain: PLAIN, game: GAME, odds: ODDS, compare: COMPARE } = SHARE_PARAMS;

/** The odds view a link opens: the roll studied, and the comparison's rows when it was open. */
export interface SharedOddsView {
	studied: string;
	rows?: CompareRow[];
}

export interface SharedTemplate {
	text: string;
	game: string;
	view?: SharedOddsView;
}

/** Rows a comparison holds at most (`BuilderCompare`), and characters a name or value of a link may have. */
const MOST_SHARED_ROWS = 4;
const MOST_SHARED_CHARACTERS = 1000;

function toBase64Url(bytes: Uint8Array): string {
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
	const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
	const bytes = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
	return bytes;
}

/** A link whose template is over the size an imported file may have: said apart from a damaged one. */
export class SharedTemplateTooLarge extends RangeError {
	constructor() {
		super("Shared template too large");
		this.name = "SharedTemplateTooLarge";
	}
}

async function compress(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
	return new Uint8Array(
		await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer(),
	);
}

/**
 * Compressed bytes given to the inflater at a time. Deflate inflates at most about
 * 1,032 times, so one slice yields at most about 1 MB: a link crafted to inflate
 * into gigabytes stops within a slice of the limit, never holding more than that.
 */
const INFLATE_SLICE = 1024;

/** Inflates deflate-raw bytes, stopping as soon as the output passes `limit` bytes. */
export async function inflateAtMost(bytes: Uint8Array, limit: number): Promise<Uint8Array<ArrayBuffer>> {
	const inflater = new DecompressionStream("deflate-raw");
	const writer = inflater.writable.getWriter();
	const reader = inflater.readable.getReader();
	let stopped = false;
	// Writes wait for the reads below (backpressure): only a slice is inflated ahead of them.
	const feeding = (async () => {
		for (let start = 0; start < bytes.length && !stopped; start += INFLATE_SLICE) {
			await writer.write(bytes.slice(start, start + INFLATE_SLICE));
		}
		if (!stopped) await writer.close();
	})();
	const chunks: Uint8Array[] = [];
	let size = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			size += value.length;
			if (size > limit) throw new SharedTemplateTooLarge();
			chunks.push(value);
		}
		await feeding;
	} catch (error) {
		stopped = true;
		await Promise.allSettled([reader.cancel(), writer.abort(), feeding]);
		throw error;
	}
	const joined = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		joined.set(chunk, offset);
		offset += chunk.length;
	}
	return joined;
}

/** Base64 of a file at the size limit, compressed or not: a longer fragment holds more than any template may. */
const MAX_FRAGMENT_LENGTH = Math.ceil((MAX_TEMPLATE_FILE_BYTES * 4) / 3) + 1024;

/** The fragment (without `#`) for a template's JSON text, the game's name and the odds view, when open. */
export async function shareFragment(
	text: string,
	game: string,
	view?: Pick<OddsView, "open" | "studied" | "compareOpen" | "rows">,
): Promise<string> {
	const params = new URLSearchParams();
	const bytes = new TextEncoder().encode(text);
	if (typeof CompressionStream === "function") {
		params.set(COMPRESSED, toBase64Url(await compress(bytes)));
	} else {
		params.set(PLAIN, toBase64Url(bytes));
	}
	if (game.trim()) params.set(GAME, game.trim());
	if (view?.open) {
		params.set(ODDS, view.studied);
		if (view.compareOpen && view.rows) {
			params.set(COMPARE, JSON.stringify(view.rows.map(({ roll, value }) => ({ roll, value }))));
		}
	}
	return params.toString();
}

/** A link's odds view; throws when it is there but cannot be read. */
function sharedView(params: Map<string, string>): SharedOddsView | undefined {
	const studied = params.get(ODDS);
	if (studied === undefined) return undefined;
	const name = formDecoded(studied);
	if (name.length > MOST_SHARED_CHARACTERS) throw new Error("Shared odds view: the roll's name is too long");
	const compare = params.get(COMPARE);
	if (compare === undefined) return { studied: name };
	const rows: unknown = JSON.parse(formDecoded(compare));
	const fits = (text: unknown): text is string => typeof text === "string" && text.length <= MOST_SHARED_CHARACTERS;
	if (
		!Array.isArray(rows) ||
		rows.length === 0 ||
		rows.length > MOST_SHARED_ROWS ||
		!rows.every(
			(row: unknown) =>
				typeof row === "object" && row !== null && fits((row as CompareRow).roll) && fits((row as CompareRow).value),
		)
	)
		throw new Error("Shared odds view: the comparison's rows cannot be read");
	return { studied: name, rows: rows.map((row: CompareRow) => ({ roll: row.roll, value: row.value })) };
}

/** A value written by URLSearchParams (`+` for spaces, percent escapes); a damaged one is kept as it is. */
function formDecoded(value: string): string {
	try {
		return decodeURIComponent(value.replaceAll("+", " "));
	} catch {
		return value;
	}
}

/**
 * The template of a fragment, undefined when there is none; throws when one is
 * there but cannot be read (cut short when copied, or altered), and
 * `SharedTemplateTooLarge` when it holds more than an imported file may.
 */
export async function readShareFragment(hash: string): Promise<SharedTemplate | undefined> {
	const params = fragmentParams(hash);
	const compressed = params.get(COMPRESSED) ?? null;
	const plain = params.get(PLAIN) ?? null;
	if (compressed === null && plain === null) return undefined;
	const encoded = compressed ?? plain ?? "";
	if (encoded.length > MAX_FRAGMENT_LENGTH) throw new SharedTemplateTooLarge();
	const bytes =
		compressed !== null ? await inflateAtMost(fromBase64Url(encoded), MAX_TEMPLATE_FILE_BYTES) : fromBase64Url(encoded);
	if (bytes.length > MAX_TEMPLATE_FILE_BYTES) throw new SharedTemplateTooLarge();
	const view = sharedView(params);
	return {
		text: new TextDecoder("utf-8", { fatal: true }).decode(bytes),
		game: formDecoded(params.get(GAME) ?? ""),
		...(view ? { view } : {}),
	};
}

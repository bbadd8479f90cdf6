/**
 * A share link carries the template in the URL fragment (`#template=…`), which
 * browsers never send to a server: nothing leaves the visitor's machine. The
 * JSON is compressed with the browser's own CompressionStream (deflate-raw)
 * and written in base64url; a browser without it writes the JSON uncompressed
 * (`#template-json=…`). The game's name, when given, travels as `game=…`.
 */
import { MAX_TEMPLATE_FILE_BYTES } from "../../../template/limits";
import { SHARE_PARAMS } from "./shareParams";

const { compressed: COMPRESSED, plain: PLAIN, game: GAME } = SHARE_PARAMS;

export interface SharedTemplate {
	text: string;
	game: string;
}

function toBase64Url(bytes: Uint8Array): string {
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
	const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
	return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function transform(
	bytes: Uint8Array<ArrayBuffer>,
	stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
	const reader = new Blob([bytes]).stream().pipeThrough<Uint8Array>(stream).getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		// A link crafted to inflate into gigabytes stops at the size an imported file may have.
		if (size > MAX_TEMPLATE_FILE_BYTES) {
			await reader.cancel();
			throw new RangeError("Shared template too large");
		}
		chunks.push(value);
	}
	const joined = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		joined.set(chunk, offset);
		offset += chunk.length;
	}
	return joined;
}

/** The fragment (without `#`) for a template's JSON text and the game's name. */
export async function shareFragment(text: string, game: string): Promise<string> {
	const params = new URLSearchParams();
	const bytes = new TextEncoder().encode(text);
	if (typeof CompressionStream === "function") {
		params.set(COMPRESSED, toBase64Url(await transform(bytes, new CompressionStream("deflate-raw"))));
	} else {
		params.set(PLAIN, toBase64Url(bytes));
	}
	if (game.trim()) params.set(GAME, game.trim());
	return params.toString();
}

/**
 * The template of a fragment, undefined when there is none; throws when one is
 * there but cannot be read (cut short when copied, or altered).
 */
export async function readShareFragment(hash: string): Promise<SharedTemplate | undefined> {
	const params = new URLSearchParams(hash.replace(/^#/, ""));
	const compressed = params.get(COMPRESSED);
	const plain = params.get(PLAIN);
	if (compressed === null && plain === null) return undefined;
	const bytes =
		compressed !== null
			? await transform(fromBase64Url(compressed), new DecompressionStream("deflate-raw"))
			: fromBase64Url(plain ?? "");
	if (bytes.length > MAX_TEMPLATE_FILE_BYTES) throw new RangeError("Shared template too large");
	return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), game: params.get(GAME) ?? "" };
}

// The sample server the reader chose for the command box: where its template comes from
// (a gallery game, the builder's draft, a pasted or opened JSON), the character and the
// server's settings. It is kept in localStorage (a versioned key) and carried by a share
// link (`#server=…` in the fragment, never sent to a server). A stored or shared value is
// read field by field here, without zod (zod is far heavier than the box's budget allows).
import { choiceStorageKey } from "./shownServer";

export type TemplateSource = { kind: "gallery"; id: string } | { kind: "draft" } | { kind: "imported"; text: string };

/** The settings of the server that move a reply, as the bot leaves them when it joins a server unless changed. */
export interface BoxSettings {
	/** `/config result_channel disable_thread:false`: each roll copied into the 🎲 thread. */
	threadCopy: boolean;
	/** `/config result_channel channel:`: the reader's channel is the server's results channel. */
	rollChannel: boolean;
	/** `/config delete_after`, in seconds (0: never). */
	deleteAfter: number;
	/** `/config context`. */
	context: boolean;
	/** `/config save_link`. */
	linkToLogs: boolean;
	/** `/config logs`: the server has a logs channel. */
	logs: boolean;
	/** `/config sort_order`; "" when never set. */
	sortOrder: "" | "sa" | "sd";
}

export interface ServerChoice {
	source: TemplateSource;
	/** The game's name as the box shows it (a gallery game, the builder's game name); empty when unknown. */
	game: string;
	character: string;
	/** The typed value of each base statistic, by name, kept as typed. */
	values: Record<string, string>;
	settings: BoxSettings;
	/** The line the page shows beside the box's button, as the box last wrote it (in the server's language). */
	line: string;
}

const SHARE_PARAM = "server";
const MAX_CHARACTER = 100;
const MAX_VALUE_TEXT = 40;
/** A template imported from a file may be 1 MB (src/template/limits.ts); a stored one is held to the same. */
const MAX_IMPORTED = 1024 * 1024;
const MAX_VALUES = 100;

/** What the bot stores when it joins a server (`events/on_join.ts`): threads disabled, every other setting unset. */
export const ON_JOIN_SETTINGS: BoxSettings = {
	threadCopy: false,
	rollChannel: false,
	// `roll_handler.ts` reads an unset `deleteAfter` as 180 seconds.
	deleteAfter: 180,
	context: false,
	linkToLogs: false,
	logs: false,
	sortOrder: "",
};

const DEFAULT_GALLERY_ID = "dnd5e";

export function defaultChoice(): ServerChoice {
	return {
		source: { kind: "gallery", id: DEFAULT_GALLERY_ID },
		game: "",
		character: "Maëlle",
		values: {},
		settings: { ...ON_JOIN_SETTINGS },
		line: "",
	};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

function readSource(value: unknown, isGalleryId: (id: string) => boolean): TemplateSource | undefined {
	if (!isRecord(value)) return undefined;
	if (value.kind === "gallery" && typeof value.id === "string" && isGalleryId(value.id))
		return { kind: "gallery", id: value.id };
	if (value.kind === "draft") return { kind: "draft" };
	if (value.kind === "imported" && typeof value.text === "string" && value.text.length <= MAX_IMPORTED)
		return { kind: "imported", text: value.text };
	return undefined;
}

function readSettings(value: unknown): BoxSettings {
	const settings = { ...ON_JOIN_SETTINGS };
	if (!isRecord(value)) return settings;
	for (const key of ["threadCopy", "rollChannel", "context", "linkToLogs", "logs"] as const) {
		if (typeof value[key] === "boolean") settings[key] = value[key];
	}
	// The bounds of `/config delete_after time:` (0 to 3600 seconds).
	const seconds = value.deleteAfter;
	if (typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 && seconds <= 3600)
		settings.deleteAfter = seconds;
	if (value.sortOrder === "sa" || value.sortOrder === "sd") settings.sortOrder = value.sortOrder;
	return settings;
}

/**
 * A stored or shared choice read against the current shape; a value with no readable source is refused whole
 * (undefined: the box starts from the default), a damaged field alone takes its default.
 */
function readChoice(value: unknown, isGalleryId: (id: string) => boolean): ServerChoice | undefined {
	if (!isRecord(value)) return undefined;
	const source = readSource(value.source, isGalleryId);
	if (!source) return undefined;
	const fallback = defaultChoice();
	const values: Record<string, string> = {};
	if (isRecord(value.values)) {
		for (const [name, typed] of Object.entries(value.values).slice(0, MAX_VALUES)) {
			if (typeof typed === "string" && typed.length <= MAX_VALUE_TEXT) values[name] = typed;
		}
	}
	const character =
		typeof value.character === "string" && value.character.length <= MAX_CHARACTER
			? value.character
			: fallback.character;
	const game = typeof value.game === "string" && value.game.length <= MAX_CHARACTER ? value.game : "";
	const line = typeof value.line === "string" && value.line.length <= 300 ? value.line : "";
	return { source, game, character, values, settings: readSettings(value.settings), line };
}

/** The stored choice's text, or null when storage is blocked or holds none. */
export function storedChoiceText(locale: string): string | null {
	try {
		return window.localStorage.getItem(choiceStorageKey(locale));
	} catch {
		return null;
	}
}

export function parseChoiceText(text: string | null, isGalleryId: (id: string) => boolean): ServerChoice | undefined {
	if (text === null) return undefined;
	try {
		return readChoice(JSON.parse(text), isGalleryId);
	} catch {
		return undefined;
	}
}

/** Saves the choice; false when the browser refuses (storage blocked or full), which the box says. */
export function storeChoice(choice: ServerChoice, locale: string): boolean {
	try {
		window.localStorage.setItem(choiceStorageKey(locale), JSON.stringify(choice));
		return true;
	} catch {
		return false;
	}
}

function toBase64Url(text: string): string {
	let binary = "";
	for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
	return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
	const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
	return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The fragment that carries a choice (`server=…`). */
export function choiceFragment(choice: ServerChoice): string {
	return `${SHARE_PARAM}=${toBase64Url(JSON.stringify(choice))}`;
}

/** The `server=` value of a share link's fragment (`#server=…`), if the page was opened with one. */
export function sharedServer(hash: string): string | undefined {
	return new URLSearchParams(hash.replace(/^#/, "")).get(SHARE_PARAM) ?? undefined;
}

/** A shared choice decoded; undefined for a damaged link. */
export function decodeSharedChoice(encoded: string, isGalleryId: (id: string) => boolean): ServerChoice | undefined {
	try {
		return readChoice(JSON.parse(fromBase64Url(encoded)), isGalleryId);
	} catch {
		return undefined;
	}
}

/** A statistic's value before the reader types one: the middle of its bounds. */
export function startingValue(rule: { min?: number; max?: number }): number {
	if (rule.min !== undefined && rule.max !== undefined) return Math.round((rule.min + rule.max) / 2);
	return rule.min ?? rule.max ?? 10;
}

/** The value the sheet holds for what was typed: a number, within the template's bounds. */
export function sheetValue(typed: string | undefined, rule: { min?: number; max?: number }): number {
	const number = typed === undefined || typed.trim() === "" ? Number.NaN : Number(typed);
	if (!Number.isFinite(number)) return startingValue(rule);
	return Math.min(rule.max ?? Number.POSITIVE_INFINITY, Math.max(rule.min ?? Number.NEGATIVE_INFINITY, number));
}

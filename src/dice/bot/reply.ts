/**
 * What the bot prints for a roll (4.7.2): the message body of
 * `packages/parse_result/src/result_as_text.ts`, rebuilt from a roll of this
 * engine. The bot reads a roll from the text @dicelette/core writes for it
 * (`1d20+3: [20]+3 = 23`, `※ … ;✓ …` for shared rolls), so the roll is first
 * written that way, then read by the same rules:
 * - labels only when the roll has a comparison;
 * - the template's critical values are exact faces of the dice shown alone
 *   between brackets (`[20]`, not `[3, 4]`), failure checked first;
 * - custom criticals are tried in their order, the first that holds replaces
 *   the label; one on the natural dice is one exact face, its sign ignored;
 * - an opposition is tested once the threshold passes.
 * The text keeps the bot's Discord markdown; `parseInline` (src/components/DiscordMarkdown) cuts it for display.
 * Not rebuilt: the mention and character name, timestamps, links, labels per
 * segment of a shared roll and dice with a computed size (`1d(…)`).
 */

import type { ComparisonSign, RollLine, RollResult } from "../types";
import { comparedAsCount } from "./comparedCount";
import { compare } from "./comparison";
import { type BotThreshold, type CoreRoll, coreSign, thresholdOf, toCoreRoll } from "./coreRoll";
import { labelsByPart, withPartNames } from "./statisticsHeader";
import { type BotWords, botWords } from "./words";

export interface BotCustomCritical {
	name: string;
	sign: ComparisonSign;
	/** The value once `$`, names and maths are replaced. */
	value: number;
	onNaturalDice: boolean;
}

export interface BotReading {
	/** The template's critical success and failure (`/dbroll` of a statistic; macros get none). */
	critical?: { success?: number; failure?: number };
	customCriticals?: readonly BotCustomCritical[];
	/** The name the bot heads the roll with: the statistic or the macro. */
	header?: string;
	/** The opposition given at roll time. */
	opposition?: BotThreshold;
	/** The statistics a message read from the sheet, which the bot writes into the roll's comment. */
	commentInfo?: string;
	/** A shared roll's statistics, per part (empty for a part that reads none): each named on its part's line. */
	statisticsByPart?: readonly string[];
	/** The server's `disableCompare`: a compared roll is answered with its count of successes. */
	countCompared?: true;
	/** The dice the message handler left on core's result, which its errors quote (`5d17r<=3+`; a comment after the first space written in). */
	quotedDice?: (dice: string) => string;
}

export type BotLabel = "success" | "failure" | "criticalSuccess" | "criticalFailure" | "custom";

export interface BotMessage {
	/** The message as the bot sends it, mention left out; its error embed's text when its formatter throws. */
	text: string;
	/** The error the bot answers with instead of a result (its reply formatter threw); `cause` is core's, if any. */
	error?: { name: string; message: string; cause?: string };
	/** The label the bot shows last (a custom critical's name for `custom`), when the roll is judged. */
	label?: { kind: BotLabel; name: string };
}

const PATTERN = {
	diceResult: /(?<entry>\S+) ⟶ (?<calc>.*) =/,
	formulaSymbol: /^[✕✓]/,
	naturalDie: /\[(\d+)\]/g,
	resultEquals: / = (\S+)/g,
	sharedSymbol: /[✓✕◈※]/,
};

/** The faces the bot tests criticals on: each number shown alone between brackets in the line's detail. */
export function naturalFaces(line: RollLine): number[] {
	return [...line.detail.matchAll(PATTERN.naturalDie)].map(([, face = ""]) => Number.parseInt(face, 10));
}

/** Upper case at the start of each word, as the bot's `capitalize`. */
export function capitalize(text: string): string {
	return text.replace(/(^\p{L})|(\s+\p{L})|(-\p{L})/gu, (letters) => letters.toUpperCase());
}

/** The sign written between a total and its threshold so that the line reads true. */
function shownSign(sign: ComparisonSign, passed: boolean): string {
	if (passed) return sign === ">=" ? "⩾" : sign === "<=" ? "⩽" : displaySign(sign);
	const opposite: Record<ComparisonSign, string> = {
		"<": ">",
		">": "<",
		">=": "⩽",
		"<=": "⩾",
		"=": "≠",
		"==": "≠",
		"!=": "=",
	};
	return opposite[sign];
}

function displaySign(sign: ComparisonSign): string {
	switch (sign) {
		case "!=":
			return "≠";
		case "==":
		case "=":
			return "=";
		case ">=":
			return "⩾";
		case "<=":
			return "⩽";
		default:
			return sign;
	}
}

type Critical = { kind: Exclude<BotLabel, "success" | "failure">; label: string } | undefined;

/** One reading of one roll; the threshold can change as it goes (an opposition replaces it), as in the bot. */
class Reader {
	private threshold?: BotThreshold;
	private headerThreshold?: BotThreshold;
	private readonly shared: boolean;
	lastLabel?: { kind: BotLabel; name: string };

	constructor(
		private readonly roll: CoreRoll,
		private readonly reading: BotReading,
		private readonly words: BotWords,
	) {
		this.threshold = roll.compare;
		this.shared = roll.result.includes(";");
	}

	private bold(text: string): string {
		return `**${text}**`;
	}

	/**
	 * The bot tests a total with math.js, `${total} ${sign} ${value}`: there a
	 * single = is an assignment, and the reply throws (`1d20=10` gets an error).
	 */
	private holds(total: number, threshold: BotThreshold): boolean {
		if (threshold.sign === "=") {
			const message = `Invalid left hand side of assignment operator = (char ${String(total).length + 2})`;
			// The bot's error embed for what it does not name (`error.generic.withWarning`, the same in every language).
			throw new ReplyThrows("SyntaxError", message, `## [SyntaxError]\n${message}`);
		}
		return compare(total, threshold.sign, threshold.value);
	}

	private thresholdText(threshold: BotThreshold | undefined, last = ""): string {
		if (threshold?.rollValue && threshold.originalDice) return `${threshold.rollValue.replaceAll("=", "═")}${last}`;
		if (threshold?.rollValue) return `${threshold.rollValue} ═ ${threshold.shownValue ?? threshold.value}${last}`;
		if (threshold?.value) return `${threshold.value}${last}`;
		return `${this.threshold?.value}${last}`;
	}

	/** Core's line as the bot rewrites it: arrows, bold total or the given ending, escaped stars. */
	private rewrite(line: string, given?: string): string {
		// Formula lines of a shared roll keep core's own total.
		const ending = line.includes("◈") ? undefined : given;
		let text = line.replaceAll(";", "\n").replaceAll(":", " ⟶").replaceAll("⁚", ":");
		text =
			ending === undefined
				? text.replaceAll(PATTERN.resultEquals, " = ` $1 `")
				: text.replaceAll(PATTERN.resultEquals, ending);
		return text.replaceAll("*", "\\*");
	}

	private criticalOf(natural: number[], total: number): Critical {
		const { critical, customCriticals = [] } = this.reading;
		if (critical?.failure && natural.includes(critical.failure)) {
			return { kind: "criticalFailure", label: this.words.criticalFailure };
		}
		if (critical?.success && natural.includes(critical.success)) {
			return { kind: "criticalSuccess", label: this.words.criticalSuccess };
		}
		for (const custom of customCriticals) {
			const holds = custom.onNaturalDice
				? natural.includes(Math.trunc(custom.value))
				: compare(total, coreSign(custom.sign), custom.value);
			if (holds) return { kind: "custom", label: custom.name };
		}
		return undefined;
	}

	/**
	 * The bot refuses a threshold core could not work out (0, text kept) on dice that cannot both pass and fail
	 * it, with its `invalidDice.compare` error: `compare` is its sign as the bot's `asciiSign` writes it.
	 */
	private refuseUnreadable(total: number): void {
		const threshold = this.threshold;
		if (threshold?.value !== 0 || !threshold.trivial || !threshold.unresolved) return;
		const dice = threshold.originalDice ?? this.roll.stored ?? this.roll.dice;
		const comparison = `${total}${displaySign(threshold.sign)}${threshold.rollValue ?? ""}`;
		const shown = this.words.unreadableThreshold(dice, comparison);
		throw new ReplyThrows("Invalid_Dice_Type", dice, shown, "invalidDice.compare");
	}

	/** `sign value` and `(name)` after the total when an opposition is in play. */
	private chained(total: number, threshold: BotThreshold, word: string): string {
		return ` & \`${shownSign(threshold.sign, compare(total, threshold.sign, threshold.value))} ${this.thresholdText(threshold, "`")}${word}`;
	}

	private judgeSegment(segment: string): { text: string; critical: Critical; label: string } {
		const parts = segment.split(" = ");
		const parsed = Number.parseInt(parts.at(-1) ?? "", 10);
		const total = Number.isNaN(parsed) ? 0 : parsed;
		const threshold = this.threshold as BotThreshold;
		const passed = this.holds(total, threshold);
		let label = this.bold(passed ? this.words.success : this.words.failure);
		const { opposition } = this.reading;
		let before: BotThreshold | undefined;
		if (opposition && passed) {
			before = { ...threshold };
			label = this.bold(this.holds(total, opposition) ? this.words.success : this.words.failure);
			this.threshold = opposition;
		}
		this.refuseUnreadable(total);
		const natural = [...segment.matchAll(PATTERN.naturalDie)].map(([, face = ""]) => Number.parseInt(face, 10));
		const critical = this.criticalOf(natural, total);
		if (critical) label = this.bold(critical.label);
		return { text: this.display(segment, total, before, critical, label), critical, label };
	}

	private display(segment: string, total: number, before: BotThreshold | undefined, critical: Critical, label: string) {
		let shown = this.threshold as BotThreshold;
		let sign = shownSign(shown.sign, compare(total, shown.sign, shown.value));
		if (critical?.kind === "custom") {
			// The bot takes the first custom critical on the natural dice, or the first whose total test holds.
			const first = (this.reading.customCriticals ?? []).find(
				(custom) => custom.onNaturalDice || compare(total, coreSign(custom.sign), custom.value),
			);
			if (first) {
				const asThreshold = { sign: coreSign(first.sign), value: Math.trunc(first.value) };
				if (this.shared) {
					shown = asThreshold;
					sign = shownSign(shown.sign, compare(total, shown.sign, shown.value));
				} else this.headerThreshold = asThreshold;
			}
		}
		const { opposition } = this.reading;
		let chain = "";
		let first = " (__opposition__) ";
		if (critical?.kind !== "criticalFailure") {
			if (critical?.kind === "custom" && opposition) {
				first = ` (__${label.toLowerCase().replaceAll("**", "")}__)`;
				chain += this.chained(total, opposition, " (__opposition__) ");
			}
			if (before) chain += this.chained(total, before, " (__base__)");
		}
		const lead = opposition && chain.length > 0 ? first : "";
		const ending = ` = \`[${total}] ${sign} ${this.thresholdText(shown, "`")}${lead}${chain}`;
		const rewritten = this.rewrite(segment, ending);
		if (PATTERN.formulaSymbol.test(rewritten)) return `${rewritten.replace(PATTERN.formulaSymbol, `${label} — `)}\n`;
		if (rewritten.startsWith("※")) return `※ ${label} — ${rewritten.replace(/^※\s*/, "")}\n`;
		if (rewritten.startsWith("◈")) return `${rewritten}\n`;
		return `${label} — ${rewritten}\n`;
	}

	private body(): { lines: string; critical: Critical; label?: string } {
		const segments = this.roll.result.split(";");
		if (!this.threshold) {
			const lines =
				segments.length > 1
					? segments.map((segment) => `${this.rewrite(segment, " = ` [$1] `")}\n`).join("")
					: this.rewrite(this.roll.result, " = ` [$1] `");
			return { lines, critical: undefined };
		}
		let lines = "";
		let critical: Critical;
		let label: string | undefined;
		for (const segment of segments) {
			if (PATTERN.formulaSymbol.test(segment)) {
				lines += `${this.rewrite(segment)}\n`;
				continue;
			}
			const judged = this.judgeSegment(segment);
			lines += judged.text;
			critical = judged.critical;
			label = judged.label;
		}
		return { lines, critical, label };
	}

	/** Backticks around what was rolled and its detail, then the ✓/✕ of formulas turned into labels. */
	private finish(line: string, critical: Critical): string {
		let text = line;
		const match = PATTERN.diceResult.exec(text);
		if (match?.groups) {
			const { entry, calc } = match.groups;
			if (entry) {
				const bracketed = /^\s*\[.*\]\s*$/.test(entry);
				const plain = entry.replaceAll("\\*", "×").trim();
				const quote = !(this.shared && bracketed) && !entry.includes(" | ") && !entry.includes("`");
				text = text.replace(entry, quote ? `\`${plain}\`` : plain);
			}
			if (calc) text = text.replace(calc, `\`${calc.replaceAll("\\*", "×").trim()}\``);
		}
		if (critical?.kind === "criticalFailure") return text.replace("✕", `◈ ${this.bold(this.words.criticalFailure)} —`);
		if (critical?.kind === "criticalSuccess") return text.replace("✓", `◈ ${this.bold(this.words.criticalSuccess)} —`);
		if (critical?.kind === "custom") return text.replace(PATTERN.formulaSymbol, `${this.bold(critical.label)} —`);
		return text
			.replace("✕", `◈ ${this.bold(this.words.failure)} —`)
			.replace("✓", `◈ ${this.bold(this.words.success)} —`);
	}

	private commentLine(): string {
		const comment = this.roll.comment
			?.replaceAll(/(\\\*|\*\/|\/\*)/g, "")
			.replace(/^#\s*/u, "")
			.replaceAll("×", "*")
			.trim();
		// A message's statistics ride in its comment (`%%[__Stat__]%%`), shown before it.
		// The statistic is named as `/roll` names it, each word capitalized (`Trouver Objet Caché`).
		const info = this.reading.commentInfo ? `[__${capitalize(this.reading.commentInfo)}__] ` : "";
		if (this.roll.comment) return `${info}*${comment}*\n `;
		if (this.reading.header !== undefined || this.byPart) return `${info}\n`;
		return `${info}${info ? "\n" : ""}_ _`;
	}

	/** The parts' statistics when a part reads one; the reply then shows no statistics header. */
	private get byPart(): readonly string[] | undefined {
		const names = this.reading.statisticsByPart;
		return names?.some((name) => name.trim().length > 0) ? names : undefined;
	}

	message(): BotMessage {
		const { lines, critical, label } = this.body();
		const comment = this.commentLine();
		const finished = withPartNames(
			lines.split("\n").map((line) => this.finish(line, critical).trimStart()),
			this.byPart?.map((name) => (name ? capitalize(name) : "")),
			labelsByPart(this.roll.dice),
		);
		const withComment = comment.trim().length > 0 && comment !== "_ _";
		const joined = finished.filter((line) => line.trim().length > 0).join(withComment ? "\n  " : "\n ");
		let parsed: string;
		if (withComment) parsed = ` ${comment} ${joined.trimEnd()}`;
		else if (comment === "\n") parsed = `${this.shared ? " " : "\n "}${joined}`;
		else parsed = ` ${joined}`;
		const header = this.headerThreshold ?? this.threshold;
		const hint =
			header && !this.roll.result.startsWith("※")
				? ` (\`${displaySign(header.sign)} ${this.thresholdText(header)}\`)`
				: "";
		const name = this.byPart ? undefined : this.reading.header;
		const nameLine =
			name !== undefined ? `\n[__${capitalize(name)}__]${this.shared && !this.roll.comment ? "\n" : ""}` : "\n";
		const text = `${hint}${nameLine}${parsed}`;
		if (!label) return { text };
		const kind: BotLabel = critical ? critical.kind : label === this.bold(this.words.success) ? "success" : "failure";
		this.lastLabel = { kind, name: label.replaceAll("**", "") };
		return { text, label: this.lastLabel };
	}
}

/** The critical markers written in a roll (`{cs:…}`, `{*cf:…}`) are custom criticals named as the bot names them. */
export function markersAsCustomCriticals(
	markers: readonly { kind: "success" | "failure"; natural: boolean; sign: ComparisonSign; value: number }[],
	words: Pick<BotWords, "criticalSuccess" | "criticalFailure">,
): BotCustomCritical[] {
	const byName = new Map<string, BotCustomCritical>();
	for (const marker of markers) {
		const name = marker.kind === "success" ? words.criticalSuccess : words.criticalFailure;
		byName.set(name, { name, sign: marker.sign, value: marker.value, onNaturalDice: marker.natural });
	}
	return [...byName.values()];
}

/** What the bot prints for this roll, in the language of `locale` ("fr" or "en"). */
export function botMessage(result: RollResult, reading: BotReading, locale: string): BotMessage {
	const words = botWords(locale);
	const core = reading.countCompared ? comparedAsCount(toCoreRoll(result)) : toCoreRoll(result);
	if (reading.quotedDice) core.stored = reading.quotedDice(core.stored ?? core.dice);
	// Markers written in the roll come after the template's custom criticals; a name met again keeps its place.
	const customs = new Map((reading.customCriticals ?? []).map((custom) => [custom.name, custom]));
	for (const custom of markersAsCustomCriticals(result.criticalMarkers ?? [], words)) customs.set(custom.name, custom);
	const inline = result.lines.find((line) => line.opposition)?.opposition;
	// The opposition is read by the bot's `parseComparator`, which turns a single = into ==.
	const opposition = reading.opposition ?? (inline ? thresholdOf(coreSign(inline.sign), inline.against) : undefined);
	try {
		return new Reader(core, { ...reading, customCriticals: [...customs.values()], opposition }, words).message();
	} catch (error) {
		if (!(error instanceof ReplyThrows)) throw error;
		const cause = error.cause === undefined ? {} : { cause: error.cause };
		return { text: error.shown, error: { name: error.name, message: error.message, ...cause } };
	}
}

/** An error thrown inside the bot's reply formatter, which the bot answers with `shown` instead of a result. */
class ReplyThrows extends Error {
	constructor(
		name: string,
		message: string,
		readonly shown: string,
		/** Core's name for the failure (a DiceTypeError's), which the bot's error embed prints as its footer. */
		override readonly cause?: string,
	) {
		super(message);
		this.name = name;
	}
}

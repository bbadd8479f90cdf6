/**
 * A dice-roller notation parsed once and rolled many times, for the odds'
 * sampling: the total and the natural value, no detail. It draws the same dice
 * in the same order as `rollNotation` and gives the same total: the dice groups
 * dice-roller parsed are rolled again, and the arithmetic between them, which
 * dice-roller writes out as text and evaluates on every roll, is compiled once
 * by the checked evaluator of `arithmetic.ts`.
 */
import { Dice, Parser, Results, RollGroup } from "@dice-roller/rpg-dice-roller";
import { compileFormula } from "./arithmetic";
import { DiceError } from "./errors";
import { forEachDie, notationError, type RollPart, rollNotation } from "./notation";

interface NotationOutcome {
	total: number;
	/** Sum of the kept dice, before any bonus. */
	natural: number;
	/** Kept dice that `counts` accepts, when it was given (the exploding count). */
	counted: number;
}

export interface PreparedNotation {
	roll(counts?: (value: number) => boolean): NotationOutcome;
}

type Rollable = InstanceType<typeof Dice.StandardDice> | InstanceType<typeof RollGroup>;
type Token = string | number | Rollable;

/** What dice-roller's grammar writes between values: operators, parentheses, commas and `name(`. */
const OPERATOR_TOKEN = /^([-+*/%^(),]|[a-z]+\()$/;
/** A total read from more values than this is left to dice-roller's own evaluation. */
const MAX_PLACES = 30;

function isRollable(token: unknown): token is Rollable {
	return token instanceof Dice.StandardDice || token instanceof RollGroup;
}

/** A rolled part's value as dice-roller's `ResultGroup` adds it. */
function partValue(part: RollPart): number | string {
	if (part instanceof Results.ResultGroup) return part.useInTotal ? part.calculationValue : 0;
	if (part instanceof Results.RollResults) return part.value;
	return part;
}

/** dice-roller's `DiceRoll.total`: two decimals at most, and 0 for a total that is not a number. */
function asTotal(raw: unknown): number {
	// A whole number comes back as it is (the usual case, without the two conversions).
	if (typeof raw === "number" && Number.isInteger(raw)) return raw || 0;
	return Number.parseFloat(Number.parseFloat(`${raw}`).toFixed(2)) || 0;
}

/** The total as dice-roller works it out, through its own evaluation: for shapes the compiled path does not read. */
function libraryTotal(parts: readonly RollPart[]): number {
	return asTotal(new Results.ResultGroup([...parts]).calculationValue);
}

/**
 * The arithmetic between the values, compiled once per pattern of signs: dice-roller
 * writes each value into the text, and a negative one (`4dF`) reads as `-3`, which
 * binds apart from `3` (`-3^2` is -9), so each sign pattern has its own formula.
 */
class CompiledArithmetic {
	private readonly byPattern = new Map<number, (values: ReadonlyMap<string, number>) => unknown>();
	private readonly values = new Map<string, number>();

	/** `pieces[i]` is the text before place i; the last one follows the last place. */
	constructor(private readonly pieces: readonly string[]) {
		this.formula(0);
	}

	private formula(pattern: number) {
		let compiled = this.byPattern.get(pattern);
		if (!compiled) {
			const names: string[] = [];
			let text = "";
			for (let place = 0; place < this.pieces.length - 1; place += 1) {
				names.push(`v${place}`);
				text += `${this.pieces[place]}${(pattern >> place) & 1 ? "-" : ""}v${place}`;
			}
			compiled = compileFormula(text + this.pieces[this.pieces.length - 1], names);
			this.byPattern.set(pattern, compiled);
		}
		return compiled;
	}

	/** The raw value for these place values, or undefined when one is not a finite number. */
	evaluate(places: readonly number[]): unknown {
		let pattern = 0;
		for (let place = 0; place < places.length; place += 1) {
			const value = places[place];
			if (value === undefined || !Number.isFinite(value)) return undefined;
			if (value < 0) pattern |= 1 << place;
			this.values.set(`v${place}`, value < 0 ? -value : value);
		}
		return this.formula(pattern)(this.values);
	}
}

/**
 * Reads the tokens as dice-roller's `ResultGroup` adds them: values summed as
 * numbers until the first operator, then everything written out as text. Gives
 * how many values come before the first operator (summed into place 0 when
 * there are any) and the text around each place, or undefined for a shape it
 * does not read.
 */
function arithmeticPieces(tokens: readonly Token[]): { lead: number; pieces: string[] } | undefined {
	const lead = tokens.findIndex((token) => typeof token === "string");
	if (lead < 0) return undefined;
	const pieces: string[] = lead > 0 ? [""] : [];
	let text = "";
	for (let index = lead; index < tokens.length; index += 1) {
		const token = tokens[index];
		if (typeof token === "string") {
			if (!OPERATOR_TOKEN.test(token)) return undefined;
			text += token;
			continue;
		}
		// Two values side by side would be written as one number.
		if (typeof tokens[index - 1] !== "string") return undefined;
		if (typeof token === "number") text += String(token);
		else {
			pieces.push(text);
			text = "";
		}
	}
	pieces.push(text);
	return pieces.length - 1 > MAX_PLACES ? undefined : { lead, pieces };
}

class ParsedNotation implements PreparedNotation {
	private readonly places: number[] = [];

	constructor(
		private readonly notation: string,
		private readonly tokens: readonly Token[],
		private readonly arithmetic: { lead: number; compiled: CompiledArithmetic } | undefined,
		private readonly hasOperator: boolean,
	) {}

	roll(counts?: (value: number) => boolean): NotationOutcome {
		let parts: RollPart[];
		try {
			parts = this.tokens.map((token) => (isRollable(token) ? (token.roll() as RollPart) : token));
		} catch (error) {
			throw notationError(this.notation, error);
		}
		const total = this.total(parts);
		if (!Number.isFinite(total)) throw new DiceError("notFinite", { formula: this.notation });
		let natural = 0;
		let counted = 0;
		forEachDie(parts, (die) => {
			if (!die.useInTotal) return;
			natural += die.value;
			if (counts?.(die.value)) counted += 1;
		});
		return { total, natural, counted };
	}

	private total(parts: readonly RollPart[]): number {
		if (parts.length === 0) return 0;
		const { arithmetic } = this;
		if (this.hasOperator && !arithmetic) return libraryTotal(parts);
		const places = this.places;
		places.length = 0;
		// Before the first operator (everywhere without one), values are added as numbers.
		const lead = arithmetic ? arithmetic.lead : parts.length;
		let sum = 0;
		for (let index = 0; index < lead; index += 1) {
			const part = parts[index];
			// A missing part (never seen) is left to dice-roller's reading, as an odd value is.
			if (part === undefined) return libraryTotal(parts);
			const value = partValue(part);
			// A group worked out to something else than a number (`{sqrt(-1d4)}`): dice-roller's reading.
			if (typeof value !== "number") return libraryTotal(parts);
			sum += value;
		}
		if (!arithmetic) return asTotal(sum);
		if (lead > 0) places.push(sum);
		for (let index = lead; index < parts.length; index += 1) {
			const part = parts[index];
			if (part === undefined || typeof part === "string" || typeof part === "number") continue;
			const value = partValue(part);
			if (typeof value !== "number") return libraryTotal(parts);
			places.push(value);
		}
		const raw = arithmetic.compiled.evaluate(places);
		return raw === undefined ? libraryTotal(parts) : asTotal(raw);
	}
}

/** Rolls through `rollNotation` every time: for a notation whose parts dice-roller would refuse. */
class WholeNotation implements PreparedNotation {
	constructor(private readonly notation: string) {}

	roll(counts?: (value: number) => boolean): NotationOutcome {
		const rolled = rollNotation(this.notation);
		const counted = counts ? rolled.dice.filter((die) => !die.dropped && counts(die.value)).length : 0;
		return { total: rolled.total, natural: rolled.natural, counted };
	}
}

/** Parses the notation; throws what `rollNotation` throws for a notation it cannot read. */
export function prepareNotation(notation: string): PreparedNotation {
	let parsed: unknown[];
	try {
		parsed = Parser.parse(notation) as unknown[];
	} catch (error) {
		throw notationError(notation, error);
	}
	// dice-roller leaves out empty values (whitespace) before it adds anything.
	const kept = parsed.filter((token) => isRollable(token) || !!token || token === 0);
	const readable = kept.every(
		(token) => isRollable(token) || typeof token === "string" || (typeof token === "number" && Number.isFinite(token)),
	);
	if (!readable) return new WholeNotation(notation);
	const tokens = kept as Token[];
	const hasOperator = tokens.some((token) => typeof token === "string");
	let arithmetic: { lead: number; compiled: CompiledArithmetic } | undefined;
	const shape = hasOperator ? arithmeticPieces(tokens) : undefined;
	if (shape) {
		try {
			arithmetic = { lead: shape.lead, compiled: new CompiledArithmetic(shape.pieces) };
		} catch {
			// A function the checked evaluator does not hold (`sin`): dice-roller's evaluation answers.
			arithmetic = undefined;
		}
	}
	return new ParsedNotation(notation, tokens, arithmetic, hasOperator);
}

/**
 * The exact distribution of a whole dice-roller notation (`2d6*3-1d4/2`,
 * `floor(2d6/3)`, `{2d6,1d4}>=4`). dice-roller's own parser reads the text;
 * this module only walks what it gives back (dice groups, roll groups,
 * numbers and the operators between them) with the usual precedence, each
 * group an independent roll, and works the calculation out as math.js does.
 */
import { Dice, Modifiers, Parser, RollGroup } from "@dice-roller/rpg-dice-roller";
import { must } from "../must";
import { notationError } from "../notation";
import { diceGroupOdds, type GroupContext } from "./diceGroupOdds";
import { addTagged, combine, mapValues, NotExact, point, type Tagged } from "./distribution";

type Token = unknown;

const FUNCTIONS: Record<string, (...values: number[]) => number> = {
	abs: Math.abs,
	ceil: Math.ceil,
	cos: Math.cos,
	exp: Math.exp,
	floor: Math.floor,
	log: Math.log,
	max: Math.max,
	min: Math.min,
	pow: (x, y) => x ** y,
	// math.js rounds halves away from zero.
	round: (x) => Math.sign(x) * Math.round(Math.abs(x)),
	sign: Math.sign,
	sin: Math.sin,
	sqrt: Math.sqrt,
	tan: Math.tan,
};

/** math.js' `mod`: the sign of the divisor, and x itself for a zero divisor. */
function modulo(x: number, y: number): number {
	return y === 0 ? x : x - y * Math.floor(x / y);
}

const OPERATIONS: Record<string, (x: number, y: number) => number> = {
	"+": (x, y) => x + y,
	"-": (x, y) => x - y,
	"*": (x, y) => x * y,
	"/": (x, y) => x / y,
	"%": modulo,
	"^": (x, y) => x ** y,
	"**": (x, y) => x ** y,
};
/** The operation of a sign the walker has just peeked at, always one of OPERATIONS. */
const operation = (sign: string) => must(OPERATIONS[sign], `no operation for ${sign}`);

class Walker {
	private index = 0;
	constructor(
		private readonly tokens: readonly Token[],
		private readonly context: GroupContext,
	) {}

	private peek(): Token {
		return this.tokens[this.index];
	}

	private next(): Token {
		const token = this.tokens[this.index];
		this.index += 1;
		return token;
	}

	whole(): Tagged {
		const value = this.sum();
		if (this.index !== this.tokens.length) throw new NotExact("unreadToken");
		return value;
	}

	private sum(): Tagged {
		let value = this.product();
		while (this.peek() === "+" || this.peek() === "-") {
			const operator = this.next() as string;
			const right = this.product();
			value = operator === "+" ? addTagged(value, right) : combine(value, right, operation(operator));
		}
		return value;
	}

	private product(): Tagged {
		let value = this.power();
		while (this.peek() === "*" || this.peek() === "/" || this.peek() === "%") {
			const operator = this.next() as string;
			value = combine(value, this.power(), operation(operator));
		}
		return value;
	}

	private power(): Tagged {
		const base = this.unary();
		if (this.peek() === "^" || this.peek() === "**") {
			this.next();
			return combine(base, this.power(), operation("^"));
		}
		return base;
	}

	private unary(): Tagged {
		if (this.peek() === "-") {
			this.next();
			return mapValues(this.unary(), (value) => -value);
		}
		if (this.peek() === "+") this.next();
		return this.primary();
	}

	private primary(): Tagged {
		const token = this.next();
		if (typeof token === "number") return point(token);
		if (token === "(") {
			const inside = this.sum();
			if (this.next() !== ")") throw new NotExact("parenthesis");
			return inside;
		}
		if (typeof token === "string" && token.endsWith("(")) {
			const name = token.slice(0, -1);
			const run = FUNCTIONS[name];
			if (!run) throw new NotExact("function");
			const first = this.sum();
			const rest: Tagged[] = [];
			while (this.peek() === ",") {
				this.next();
				rest.push(this.sum());
			}
			if (this.next() !== ")") throw new NotExact("parenthesis");
			if (rest.length === 0) return mapValues(first, (value) => run(value));
			return rest.reduce((left, right) => combine(left, right, (x, y) => run(x, y)), first);
		}
		if (token instanceof RollGroup) return this.group(token);
		if (token instanceof Dice.StandardDice) return diceGroupOdds(token, this.context);
		throw new NotExact("token");
	}

	/** `{2d6,1d4}` adds its parts; `{2d6,1d4}>=4` counts the parts that reach 4. */
	private group(group: InstanceType<typeof RollGroup>): Tagged {
		const parts = group.expressions.map((tokens) => new Walker(tokens as Token[], this.context).whole());
		let target: InstanceType<typeof Modifiers.TargetModifier> | undefined;
		for (const modifier of group.modifiers?.values() ?? []) {
			if (modifier instanceof Modifiers.TargetModifier) target = modifier;
			else if (!(modifier instanceof Modifiers.SortingModifier)) throw new NotExact("groupModifier");
		}
		const success = target?.successComparePoint;
		const failure = target?.failureComparePoint;
		const judged = target
			? parts.map((part) =>
					mapValues(part, (value) => (success?.isMatch(value) ? 1 : failure?.isMatch(value) ? -1 : 0)),
				)
			: parts;
		return judged.reduce(addTagged, point(0));
	}
}

/**
 * The distribution of a notation dice-roller accepts. A notation it refuses
 * throws the same `invalidNotation` the roll would; what cannot be exact throws `NotExact`.
 */
export function notationOdds(notation: string, context: GroupContext): Tagged {
	let tokens: Token[];
	try {
		tokens = Parser.parse(notation) as Token[];
	} catch (error) {
		throw notationError(notation, error);
	}
	return new Walker(tokens, context).whole();
}

/** Totals as dice-roller gives them: rounded to two decimals. */
export function roundedTotals(values: Tagged): Tagged {
	return mapValues(values, (value) => Number.parseFloat(value.toFixed(2)));
}

/** Keeps only finite totals; a notation that can give anything else is left to the rolls. */
export function assertFinite(values: Tagged): void {
	for (const distribution of values.values()) {
		for (const value of distribution.keys()) if (!Number.isFinite(value)) throw new NotExact("notFinite");
	}
}

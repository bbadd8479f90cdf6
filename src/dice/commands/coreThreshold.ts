import { rollExpression } from "../engine";
import { seededSource } from "../random";

/** Core's comparison signs (`SIGN_REGEX`), and the first of them with what follows up to a space (`SIGN_REGEX_SPACE`). */
const SIGN = /==|!=|(?<![!<>])>=|(?<![!<>])<=|(?<!!)(?<![<>])>|(?<!!)(?<![<>])<|(?<!!)(?<![<>])=/;
const SIGN_AND_VALUE = new RegExp(`(${SIGN.source})(\\S+)`);
/** The rolls `getCompare` leaves uncompared: a pool in braces, or a fudge pool's count. */
const LEFT_UNCOMPARED = /((\{.*,(.*)+\}|([><=!]+\d+f))([><=]|!=)+\d+\}?)|\{(.*)(([><=]|!=)+).*\}/;

/**
 * Whether core throws on the threshold of `formula` (`getCompare`): a threshold holding a calculation loses its
 * first comparison sign before core rolls it, so `6d20ro=1+3d2ro>=3` has it roll `1+3d2ro3`, which dice-roller
 * refuses. The message handler then lets the message be, silently.
 */
export function coreThresholdThrows(formula: string): boolean {
	const found = SIGN_AND_VALUE.exec(formula);
	if (!found || LEFT_UNCOMPARED.test(formula)) return false;
	const value = found[2] ?? "";
	// `[+-/*^]` as core writes it: `+-/` is a range, which takes `,` and `.` too.
	if (!/[+-/*^]/.test(value) || !SIGN.test(value)) return false;
	const rolled = value.replace(SIGN, "").replace(/\s/g, "").replace(/;(.*)/, "");
	// Without a die core works the value out as a calculation, and compares with 0 when it cannot.
	if (!rolled.includes("d")) return false;
	// A source of its own: these dice are never shown, and the message's dice must not be drawn by them.
	return !rollExpression(rolled, { random: seededSource(0), nonFinite: "keep" }).ok;
}

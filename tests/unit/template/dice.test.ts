// The roll check behind every dice rule of a template.
import { describe, expect, test } from "vitest";
import { checkRoll, hasCriticalMarkers } from "../../../src/template/diceCheck";

describe("checkRoll", () => {
	test.each([
		"1d20+5>=15",
		"1d100<=50",
		"{5d10>=8}",
		"3d6!",
		"6d10!>>=8",
		"2d20kh1+3",
		"4dF+2",
		"1d20 # attack",
		"1d8+3 [fire]",
		"1d20+5;&>=15",
		"3#1d6",
		"1d20>=1d6+10",
		"d(6)+1",
		"1d20=>12",
		"1d20+{{ceil(5/2)}}",
	])("%s rolls", (notation) => {
		expect(checkRoll(notation)).toEqual({ ok: true });
	});

	test.each(["1d20+", "5+3", "", "1d0", "0d6", "1d20>=abc", "1d6+$", "1d20+force", "200#1d6", "1d20+{{2*}}"])(
		"%s does not roll",
		(notation) => {
			const check = checkRoll(notation);
			expect(check.ok).toBe(false);
			if (!check.ok) expect(check.error.code.length).toBeGreaterThan(0);
		},
	);

	test("critical markers are detected", () => {
		expect(hasCriticalMarkers("1d20{cs:>=19}")).toBe(true);
		expect(hasCriticalMarkers("1d20{*cf:<=2}")).toBe(true);
		expect(hasCriticalMarkers("{1d20>=19}")).toBe(false);
	});
});

// Text from a template file, escaped before the validator command prints it.
import { describe, expect, test } from "vitest";
import { escapeForTerminal } from "../../../scripts/validate-template/terminalText";

describe("escapeForTerminal", () => {
	test("escapes every control character, bidirectional control and line separator", () => {
		expect(escapeForTerminal("\u001b[2Jok\u0007")).toBe("\\u001b[2Jok\\u0007");
		expect(escapeForTerminal("\u009b31m")).toBe("\\u009b31m");
		expect(escapeForTerminal("a\u202eb\u2066c\u2069\u200f\u061c")).toBe("a\\u202eb\\u2066c\\u2069\\u200f\\u061c");
		expect(escapeForTerminal("line\nnext\u2028\r\t\u007f")).toBe("line\\u000anext\\u2028\\u000d\\u0009\\u007f");
	});

	test("leaves ordinary text alone, accents, other scripts and emoji included", () => {
		for (const text of ["Agilité", "Макрос 1d20+$", "力 >= 15", "🎲 2d6", "العربية"]) {
			expect(escapeForTerminal(text)).toBe(text);
		}
	});
});

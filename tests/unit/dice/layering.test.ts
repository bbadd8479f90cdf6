// The dependency runs template -> dice: the dice engine reads the notation
// for roll blocks, test rolls and template checks, and knows nothing of templates.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

test("no module of src/dice imports src/template", () => {
	const folder = path.resolve("src/dice");
	const files = readdirSync(folder).filter((name) => name.endsWith(".ts"));
	expect(files.length).toBeGreaterThan(15);
	for (const file of files) {
		const source = readFileSync(path.join(folder, file), "utf8");
		expect(source, file).not.toMatch(/from\s+"(\.\.\/template|@site\/src\/template)/);
	}
});

test("the template checks roll through the dice engine, not through rpg-dice-roller directly", () => {
	for (const file of ["diceCheck.ts", "rules.ts", "preparedFormulas.ts", "testRoll.ts"]) {
		const source = readFileSync(path.resolve("src/template", file), "utf8");
		expect(source, file).not.toMatch(/new DiceRoller|roller\.roll\(/);
	}
});

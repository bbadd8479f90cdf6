// Template files written to hurt, shared by the unit, command and page tests.
// Each one would run `script` (or freeze, or crash) if a formula reached a full
// math.js; the site must refuse every one before evaluating it.

/** The JavaScript each payload tries to run: sets a flag and the page title in a browser, writes `marker` in Node. */
export function hostileScript(marker: string): string {
	return `globalThis.process ? process.getBuiltinModule('fs').writeFileSync('${marker}', 'ran') : (globalThis.__hostile = 1, document.title = 'hostile')`;
}

/** Formulas following the advisory's path (the Function constructor reached through a matrix) and its relatives. */
export function escapeFormulas(script: string): string[] {
	const quoted = JSON.stringify(script);
	return [
		`[1].get.constructor(${quoted})(0) * 0 + 1`,
		`ones(1, 1).get.constructor(${quoted})(0) * 0 + 1`,
		`f(x) = x; cos.constructor(${quoted})(0); 1`,
		`a = import({b: 1}); 1`,
		`config({number: 'BigNumber'}) * 0 + 1`,
	];
}

/** Formulas that freeze or crash a tab when evaluated by a full math.js. */
export const BOMB_FORMULAS = ["sum(ones(10000, 10000))", "size(range(1, 1e8))[1]", "sum(zeros(1e5, 1e5))"];

const base = { statistics: { Force: { min: 1, max: 20 } } };

/** One file per place a formula can be written, for each formula. */
export function hostileTemplates(marker: string): { name: string; template: unknown }[] {
	const formulas = [...escapeFormulas(hostileScript(marker)), ...BOMB_FORMULAS];
	return formulas.flatMap((formula, index) => [
		{
			name: `combination-${index}`,
			template: { statistics: { ...base.statistics, Pwn: { combinaison: formula } } },
		},
		{ name: `type-die-${index}`, template: { ...base, diceType: `1d20+{{${formula}}}` } },
		{
			name: `custom-critical-${index}`,
			template: { ...base, diceType: "1d20", customCritical: { Pwn: { sign: ">=", value: `{{${formula}}}` } } },
		},
		{ name: `macro-${index}`, template: { ...base, damage: { Pwn: `1d6+{{${formula}}}` } } },
	]);
}

/** Templates over the cheap limits: a long list of statistics and a very long name used in a macro. */
export function oversizedTemplates(): { name: string; template: unknown }[] {
	const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`S${i}`, { combinaison: `S${i + 1} + 1` }]));
	const longName = "N".repeat(100_000);
	return [
		{ name: "many-statistics", template: { statistics: many } },
		{
			name: "long-name",
			template: { statistics: { [longName]: { min: 1, max: 9 } }, damage: { Hit: `1d6+${longName}` } },
		},
	];
}

// "Test roll" next to the type die, each macro and each custom critical: rolls
// it for a sample character drawn from the template (the first test takes every
// statistic's minimum, the second every maximum, then values at random) and
// shows what the bot prints, then the label it shows in the end. The type die's
// test takes a threshold, as a player gives `success_threshold` at roll time.
// The dice code downloads when a button is first pointed at, focused or pressed.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { LoadError } from "@site/src/components/RollBlock";
import { useOnDemand } from "@site/src/components/useOnDemand";
import { must } from "@site/src/dice";
// Through the model's face, the form downloads only these two light parts (plugins/module-faces), not the roller
// and math.js, which wait for its checks to be first used.
import { botMessage, comparisonSymbol } from "@site/src/dice/bot";
import { translate } from "@site/src/i18n/templateBuilder";
import type { TemplateForm } from "@site/src/template/formModel";
import type { CustomCriticalTest, SampleDraw, TestRollOptions } from "@site/src/template/testRoll";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { loadTemplateTests, type TemplateTestRolls } from "../_utils/loadChecks";
import FormulaNotes from "./FormulaNotes";
import styles from "./TestRoll.module.css";
import { useTestThreshold } from "./TestThreshold";

// A result's view reads critical notes with the dice parser: loaded with the first result shown, so that the form's
// first download keeps the roller and math.js out (they come with the checks, on first use). The result waits for it
// whole (one Suspense around it), so that a reader never sees half a result.
const RollOutput = lazy(() => import("@site/src/components/RollBlock/RollOutput"));

export type TestRollTarget =
	| { kind: "diceType" }
	| { kind: "macro"; index: number }
	| { kind: "customCritical"; index: number };

function buttonLabel(target: TestRollTarget): string {
	switch (target.kind) {
		case "diceType":
			return translate({
				id: "templateBuilder.testRoll.diceType",
				message: "Lancer un test du dé type",
				description: "Accessible name of the test roll button of the type die (avoids repeating the field's label)",
			});
		case "macro":
			return translate(
				{
					id: "templateBuilder.testRoll.macro",
					message: "Lancer un test de la macro {number}",
					description: "Accessible name of the test roll button of a macro",
				},
				{ number: target.index + 1 },
			);
		case "customCritical":
			return translate(
				{
					id: "templateBuilder.testRoll.customCritical",
					message: "Lancer un test du critique {number}",
					description: "Accessible name of the test roll button of a custom critical",
				},
				{ number: target.index + 1 },
			);
	}
}

interface Test extends CustomCriticalTest {
	customCriticalName?: string;
	/** The threshold was given but changes nothing (a bare value and no comparison to replace). */
	thresholdIgnored: boolean;
}

function runTest(tests: TemplateTestRolls, form: TemplateForm, target: TestRollTarget, options: TestRollOptions): Test {
	const thresholdIgnored =
		target.kind !== "macro" &&
		(options.threshold ?? "").trim().length > 0 &&
		!tests.thresholdApplies(form.diceType.trim(), options.threshold);
	if (target.kind === "diceType") return { ...tests.testRollDiceType(form, undefined, options), thresholdIgnored };
	if (target.kind === "macro") {
		return { ...tests.testRollMacro(form, target.index, undefined, options), thresholdIgnored };
	}
	// The test's button sits in the row it tests: the row is there when it is pressed.
	const row = must(form.customCritical[target.index], "a test of a custom critical without its row");
	return {
		...tests.testRollCustomCritical(form, row, undefined, options),
		customCriticalName: row.name.trim(),
		thresholdIgnored,
	};
}

function drawWords(draw: SampleDraw): string {
	switch (draw) {
		case "lowest":
			return translate({
				id: "templateBuilder.testRoll.draw.lowest",
				message: "chaque statistique à son minimum",
				description: "Test roll: how the sample character was drawn (first test of a series)",
			});
		case "highest":
			return translate({
				id: "templateBuilder.testRoll.draw.highest",
				message: "chaque statistique à son maximum",
				description: "Test roll: how the sample character was drawn (second test of a series)",
			});
		case "random":
			return translate({
				id: "templateBuilder.testRoll.draw.random",
				message: "valeurs tirées au hasard",
				description: "Test roll: how the sample character was drawn (later tests)",
			});
	}
}

/** Which label the bot shows in the end, or why it shows none. */
function FinalLabel({ test, form }: { test: Test; form: TemplateForm }) {
	const { i18n } = useDocusaurusContext();
	if (!test.attempt.ok) return null;
	const { label } = botMessage(test.attempt.result, test.reading, i18n.currentLocale);
	if (label) {
		return (
			<p className={styles.verdict}>
				{translate(
					{
						id: "templateBuilder.testRoll.finalLabel",
						message: "Le bot affiche : « {label} ».",
						description: "Test roll: the label (success, failure, critical or a custom critical's name) the bot shows",
					},
					{ label: label.name },
				)}
			</p>
		);
	}
	const hasCriticals =
		form.critical.success.trim() !== "" ||
		form.critical.failure.trim() !== "" ||
		form.customCritical.some((row) => row.name.trim() !== "");
	return (
		<p className={styles.verdict}>
			{translate({
				id: "templateBuilder.testRoll.noLabel",
				message: "Le bot n'affiche ni succès ni échec : ce jet n'a pas de seuil.",
				description: "Test roll: the roll has no comparison, so the bot shows no label",
			})}
			{hasCriticals
				? ` ${translate({
						id: "templateBuilder.testRoll.noLabelCriticals",
						message:
							"Les critiques ne sont lus qu'avec un seuil : donnez-en un au test (comme l'option seuil_reussite de /dbroll) ou dans le dé type.",
						description:
							"Test roll: criticals need a threshold; names the /dbroll option seuil_reussite / success_threshold",
					})}`
				: null}
		</p>
	);
}

function CustomCriticalVerdict({ test }: { test: Test }) {
	const { i18n } = useDocusaurusContext();
	if (test.error) return <RollOutput attempt={{ ok: false, error: test.error }} />;
	if (!test.check || !test.attempt.ok) return null;
	const name = test.customCriticalName ?? "";
	const { check } = test;
	const shown = botMessage(test.attempt.result, test.reading, i18n.currentLocale).label;
	let reason: string;
	if (check.natural) {
		reason = translate(
			{
				id: "templateBuilder.testRoll.customCritical.natural",
				message:
					"sur le dé naturel, la valeur {value} est une face exacte (le signe ne compte pas) ; faces lues : {faces}",
				description: "Test roll of a natural-dice custom critical: the value must be one of the faces shown",
			},
			{ value: Math.trunc(check.value), faces: check.tested.length > 0 ? check.tested.join(", ") : "—" },
		);
	} else {
		reason = `${check.tested[0]} ${comparisonSymbol(check.sign, check.holds)} ${check.value}`;
	}
	let sentence: string;
	if (!check.holds) {
		sentence = translate(
			{
				id: "templateBuilder.testRoll.customCriticalNotFired",
				message: "« {name} » ne se déclenche pas : {reason}.",
				description: "Test roll of a custom critical: it does not hold; {reason} is the comparison or the faces read",
			},
			{ name, reason },
		);
	} else if (shown?.kind === "custom" && shown.name === name) {
		sentence = translate(
			{
				id: "templateBuilder.testRoll.customCriticalFired",
				message: "« {name} » se déclenche : {reason}.",
				description: "Test roll of a custom critical: it holds and the bot shows it",
			},
			{ name, reason },
		);
	} else if (shown) {
		sentence = translate(
			{
				id: "templateBuilder.testRoll.customCriticalHidden",
				message: "« {name} » tient ({reason}), mais le bot affiche « {shown} » : un critique passe avant lui.",
				description:
					"Test roll of a custom critical: it holds but a template critical or an earlier custom critical wins",
			},
			{ name, reason, shown: shown.name },
		);
	} else {
		sentence = translate(
			{
				id: "templateBuilder.testRoll.customCriticalNoThreshold",
				message: "« {name} » tient ({reason}), mais sans seuil le bot ne l'affiche pas.",
				description: "Test roll of a custom critical: it holds but the roll has no comparison",
			},
			{ name, reason },
		);
	}
	return <p className={styles.verdict}>{sentence}</p>;
}

function ThresholdField({ id }: { id: string }) {
	const [threshold, setThreshold] = useTestThreshold();
	return (
		<span className={styles.threshold}>
			<label htmlFor={id}>
				{translate({
					id: "templateBuilder.testRoll.threshold",
					message: "Seuil du test (facultatif)",
					description: "Label of the field giving a threshold to the type die's test roll",
				})}
			</label>
			<input
				id={id}
				className={styles.thresholdInput}
				value={threshold}
				onChange={(event) => setThreshold(event.target.value)}
				placeholder=">=15"
				autoComplete="off"
				spellCheck={false}
				aria-describedby={`${id}-hint`}
			/>
			<span id={`${id}-hint`} className={styles.hint}>
				{translate({
					id: "templateBuilder.testRoll.threshold.hint",
					message:
						"Comme seuil_reussite de /dbroll : >=15 remplace la comparaison du dé type (ou l'ajoute), 15 seul remplace sa valeur.",
					description: "Help under the test threshold field; names the /dbroll option seuil_reussite",
				})}
			</span>
		</span>
	);
}

export default function TestRoll({ target }: { target: TestRollTarget }) {
	const { getValues } = useFormContext<TemplateForm>();
	const [threshold] = useTestThreshold();
	const [shown, setShown] = useState<{ test: Test; form: TemplateForm; number: number }>();
	const series = useRef(0);
	const id = useId();
	const { failed, preload, run } = useOnDemand(loadTemplateTests);
	const roll = () =>
		run((tests) => {
			const form = getValues();
			const draw = tests.drawForAttempt(series.current);
			series.current += 1;
			setShown({ test: runTest(tests, form, target, { threshold, draw }), form, number: series.current });
		});
	const test = shown?.test;
	const statistics = test?.sheet.values.map((statistic) => `${statistic.name} ${statistic.value}`).join(", ");
	return (
		<div className={styles.testRoll}>
			{target.kind === "customCritical" ? null : <FormulaNotes target={target} />}
			{target.kind === "diceType" ? <ThresholdField id={`${id}-threshold`} /> : null}
			<button
				type="button"
				className="button button--sm button--secondary"
				aria-label={buttonLabel(target)}
				onPointerEnter={preload}
				onFocus={preload}
				onClick={() => void roll()}
			>
				{translate({
					id: "templateBuilder.testRoll.button",
					message: "Lancer un test",
					description: "Test roll button",
				})}
			</button>
			<div aria-live="polite" className={styles.result}>
				{failed ? <LoadError /> : null}
				{test && shown && !failed ? (
					// A new element per roll: a roll that prints the same text as the last is still announced.
					<Suspense key={shown.number} fallback={null}>
						<div>
							{statistics ? (
								<p className={styles.sample}>
									{translate(
										{
											id: "templateBuilder.testRoll.sampleDrawn",
											message: "Personnage d'exemple ({draw}) : {statistics}.",
											description: "Test roll: the sample character's statistics; {draw} says how they were drawn",
										},
										{ statistics, draw: drawWords(test.sheet.draw) },
									)}
									{test.sheet.character.dollar && target.kind !== "macro"
										? ` ${translate(
												{
													id: "templateBuilder.testRoll.dollar",
													message: "$ vaut {name}.",
													description: "Test roll: the statistic that $ stands for",
												},
												{ name: test.sheet.character.dollar },
											)}`
										: null}
								</p>
							) : null}
							{test.thresholdIgnored ? (
								<p className={styles.sample}>
									{translate({
										id: "templateBuilder.testRoll.thresholdIgnored",
										message:
											"Le seuil sans signe ne change rien : le dé type n'a pas de comparaison dont remplacer la valeur. Écrivez par exemple >=15.",
										description: "Test roll: a bare threshold value was given but the type die has no comparison",
									})}
								</p>
							) : null}
							<RollOutput attempt={test.attempt} reading={test.reading} />
							<FinalLabel test={test} form={shown.form} />
							{target.kind === "customCritical" ? <CustomCriticalVerdict test={test} /> : null}
						</div>
					</Suspense>
				) : null}
			</div>
		</div>
	);
}

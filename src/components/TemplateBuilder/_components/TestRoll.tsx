// "Test roll" next to the type die, each macro and each custom critical: rolls
// it for a sample character drawn from the template (statistics between their
// min and max, combinations computed) and shows the result as players see it.
// The dice code downloads when a button is first pointed at, focused or pressed.
import { translate } from "@docusaurus/Translate";
import { LoadError } from "@site/src/components/RollBlock";
import RollOutput from "@site/src/components/RollBlock/RollOutput";
import { useOnDemand } from "@site/src/components/useOnDemand";
import { comparisonSymbol } from "@site/src/dice/comparison";
import type { TemplateForm } from "@site/src/template/formModel";
import type { CustomCriticalTest } from "@site/src/template/testRoll";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { loadTemplateTests, type TemplateTestRolls } from "../_utils/loadJudge";
import styles from "./TestRoll.module.css";

export type TestRollTarget =
	| { kind: "diceType" }
	| { kind: "macro"; index: number }
	| { kind: "customCritical"; index: number };

function buttonLabel(target: TestRollTarget): string {
	switch (target.kind) {
		case "diceType":
			return translate({
				id: "liveDice.testRoll.diceType",
				message: "Lancer un test du dé du modèle",
				description: "Accessible name of the test roll button of the type die (avoids repeating the field's label)",
			});
		case "macro":
			return translate(
				{
					id: "liveDice.testRoll.macro",
					message: "Lancer un test de la macro {number}",
					description: "Accessible name of the test roll button of a macro",
				},
				{ number: target.index + 1 },
			);
		case "customCritical":
			return translate(
				{
					id: "liveDice.testRoll.customCritical",
					message: "Lancer un test du critique {number}",
					description: "Accessible name of the test roll button of a custom critical",
				},
				{ number: target.index + 1 },
			);
	}
}

function runTest(
	tests: TemplateTestRolls,
	form: TemplateForm,
	target: TestRollTarget,
): CustomCriticalTest & { customCriticalName?: string } {
	if (target.kind === "diceType") return tests.testRollDiceType(form);
	if (target.kind === "macro") return tests.testRollMacro(form, target.index);
	const row = form.customCritical[target.index];
	return { ...tests.testRollCustomCritical(form, row), customCriticalName: row.name.trim() };
}

function CustomCriticalVerdict({ test }: { test: CustomCriticalTest & { customCriticalName?: string } }) {
	if (test.error) return <RollOutput attempt={{ ok: false, error: test.error }} />;
	if (!test.check) return null;
	const values = {
		name: test.customCriticalName ?? "",
		tested: test.check.tested,
		sign: comparisonSymbol(test.check.sign, test.check.triggered),
		value: test.check.value,
	};
	return (
		<p className={styles.verdict}>
			{test.check.triggered
				? translate(
						{
							id: "liveDice.testRoll.customCriticalFired",
							message: "« {name} » se déclenche : {tested} {sign} {value}.",
							description: "Test roll of a custom critical: it fires; {tested} is the total or natural die",
						},
						values,
					)
				: translate(
						{
							id: "liveDice.testRoll.customCriticalNotFired",
							message: "« {name} » ne se déclenche pas : {tested} {sign} {value}.",
							description: "Test roll of a custom critical: it does not fire",
						},
						values,
					)}
		</p>
	);
}

export default function TestRoll({ target }: { target: TestRollTarget }) {
	const { getValues } = useFormContext<TemplateForm>();
	const [test, setTest] = useState<ReturnType<typeof runTest>>();
	const { failed, preload, run } = useOnDemand(loadTemplateTests);
	const roll = () => run((tests) => setTest(runTest(tests, getValues(), target)));
	const statistics = test?.sheet.values.map((statistic) => `${statistic.name} ${statistic.value}`).join(", ");
	return (
		<div className={styles.testRoll}>
			<button
				type="button"
				className="button button--sm button--secondary"
				aria-label={buttonLabel(target)}
				onPointerEnter={preload}
				onFocus={preload}
				onClick={() => void roll()}
			>
				{translate({ id: "liveDice.testRoll.button", message: "Lancer un test", description: "Test roll button" })}
			</button>
			<div aria-live="polite" className={styles.result}>
				{failed ? <LoadError /> : null}
				{test && !failed ? (
					<>
						{statistics ? (
							<p className={styles.sample}>
								{translate(
									{
										id: "liveDice.testRoll.sample",
										message: "Personnage d'exemple : {statistics}.",
										description: "Test roll: the sample character's statistics",
									},
									{ statistics },
								)}
								{test.sheet.character.dollar && target.kind !== "macro"
									? ` ${translate(
											{
												id: "liveDice.testRoll.dollar",
												message: "$ vaut {name}.",
												description: "Test roll: the statistic that $ stands for",
											},
											{ name: test.sheet.character.dollar },
										)}`
									: null}
							</p>
						) : null}
						<RollOutput attempt={test.attempt} />
						{target.kind === "customCritical" ? <CustomCriticalVerdict test={test} /> : null}
					</>
				) : null}
			</div>
		</div>
	);
}

// A roll's result written the way the bot writes it: the comment, then one
// line per roll (outcome, expression ⟶ dice = [total], comparison). Every
// piece of user text (comment, labels, statistic names) is a React text node.
import { translate } from "@docusaurus/Translate";
import type { ComparisonResult, Operand, RollAttempt, RollLine } from "@site/src/dice";
import { comparisonSymbol } from "@site/src/dice/comparison";
import clsx from "clsx";
import { errorMessage, outcomeWord } from "./messages";
import styles from "./styles.module.css";

function operandText(operand: Operand): string {
	return operand.rolled
		? `${operand.value} (${operand.rolled.expression} ⟶ ${operand.rolled.detail})`
		: String(operand.value);
}

function comparisonText(comparison: ComparisonResult): string {
	return `${comparisonSymbol(comparison.sign, comparison.passed)} ${operandText(comparison.against)}`;
}

function thresholdText(line: RollLine): string {
	if (line.critical) return `${comparisonSymbol(line.critical.sign, true)} ${operandText(line.critical.against)}`;
	if (!line.comparison) return "";
	if (!line.opposition) return comparisonText(line.comparison);
	const opposition = translate({
		id: "liveDice.line.opposition",
		message: "(opposition)",
		description: "After the value of an opposition in a roll line",
	});
	const base = translate({
		id: "liveDice.line.base",
		message: "(base)",
		description: "After the base threshold in a roll line",
	});
	return `${comparisonText(line.opposition)} ${opposition} & ${comparisonText(line.comparison)} ${base}`;
}

const MARKERS: Record<RollLine["kind"], string> = { roll: "", sharedMain: "※ ", sharedFormula: "◈ " };

function Line({ line }: { line: RollLine }) {
	const threshold = thresholdText(line);
	return (
		<p className={clsx(styles.line, line.outcome && styles[line.outcome])}>
			{MARKERS[line.kind]}
			{line.label ? <em>{line.label} — </em> : null}
			{line.outcome ? <strong>{outcomeWord(line.outcome)} — </strong> : null}
			<code>{line.expression}</code> ⟶ <code>{line.detail}</code> ={" "}
			<strong className={styles.total}>[{line.total}]</strong>
			{threshold ? ` ${threshold}` : null}
		</p>
	);
}

export default function RollOutput({ attempt }: { attempt: RollAttempt }) {
	if (!attempt.ok) {
		return (
			<p role="alert" className={styles.error}>
				{errorMessage(attempt.error)}
			</p>
		);
	}
	const { result } = attempt;
	return (
		<div className={styles.output}>
			{result.comment ? <p className={styles.comment}>{result.comment}</p> : null}
			{result.statisticsUsed.length > 0 ? (
				<p className={styles.statistics}>[{result.statisticsUsed.join(", ")}]</p>
			) : null}
			{result.lines.map((line, index) => (
				// Lines have no identity of their own; their order is fixed for a result.
				// biome-ignore lint/suspicious/noArrayIndexKey: see above
				<Line key={index} line={line} />
			))}
			{result.successCount !== undefined ? (
				<p className={styles.summary}>
					{translate(
						{
							id: "liveDice.line.successCount",
							message: "Réussites : {count} sur {total}",
							description: "After a bulk roll with a comparison: how many lines succeeded",
						},
						{ count: result.successCount, total: result.lines.length },
					)}
				</p>
			) : null}
		</div>
	);
}

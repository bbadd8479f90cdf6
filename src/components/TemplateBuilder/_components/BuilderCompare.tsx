// Comparing rolls from the builder: the type die at two statistic values, a macro
// against another, up to four, in the odds view's comparison (one chart, one
// table), with a link that opens the same comparison in the playground. What the
// reader types stays as typed; a value that is not a whole number says so. Loaded
// when the reader opens the comparison (`TypeDieOdds.tsx` keeps the rows).

import Link from "@docusaurus/Link";
import { NO_CHOICES, type OddsChoices } from "@site/src/components/Odds/choices";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import WidgetBoundary from "@site/src/components/WidgetBoundary";
import { useRetryableLazy } from "@site/src/components/WidgetBoundary/retryableLazy";
import { oddsName } from "@site/src/components/widgetNames";
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import type { TemplateForm } from "@site/src/template/formModel";
import { rollAt, rollVariable } from "@site/src/template/typeDieOdds";
import { Suspense, useId, useState } from "react";

const loadCompareView = () => import(/* webpackChunkName: "odds-compare" */ "@site/src/components/Odds/CompareView");

/** As the playground and the odds view: four rolls at most in one comparison. */
const MOST_COMPARED = 4;

export interface Entry {
	/** The macro's name; "" for the type die. */
	roll: string;
	/** The statistic's value, as typed. */
	value: string;
}

const WHOLE = /^\s*-?\d+\s*$/;

function rollName(roll: string, value: number, statistic: string | undefined): string {
	if (statistic !== undefined) {
		return translate(
			{
				id: "templateBuilder.compare.seriesNameNamed",
				message: "{roll}, {statistic} {value}",
				description:
					"Builder comparison: the name of a compared macro that names one statistic; {statistic} is its name, {value} its value",
			},
			{ roll, statistic, value },
		);
	}
	return translate(
		{
			id: "templateBuilder.compare.seriesName",
			message: "{roll}, statistique {value}",
			description: "Builder comparison: the name of one compared roll; {roll} is the type die or a macro",
		},
		{
			roll:
				roll === ""
					? translate({
							id: "templateBuilder.odds.rollTypeDie",
							message: "Dé type",
							description: "Builder odds: the type die, in the list of rolls to study",
						})
					: roll,
			value,
		},
	);
}

export default function BuilderCompare({
	form,
	macros,
	entries,
	setEntries,
}: {
	form: TemplateForm;
	macros: readonly string[];
	/** Kept by the toggle, so that closing and opening the comparison keeps what was typed. */
	entries: readonly Entry[];
	setEntries: (entries: Entry[]) => void;
}) {
	const id = useId();
	const [CompareView, retry] = useRetryableLazy(loadCompareView);
	const [choices, setChoices] = useState<OddsChoices>(NO_CHOICES);
	const update = (index: number, change: Partial<Entry>) =>
		setEntries(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
	const compared = entries.flatMap((entry) => {
		// A macro renamed or removed since: the type die, as the list then shows.
		const roll = macros.includes(entry.roll) ? entry.roll : "";
		if (!WHOLE.test(entry.value)) return [];
		const value = Number(entry.value);
		const question = rollAt(form, roll === "" ? undefined : roll, value);
		const statistic = roll === "" ? undefined : rollVariable(form, roll)?.name;
		return question ? [{ ...question, name: rollName(roll, value, statistic) }] : [];
	});
	const link = new URLSearchParams();
	for (const [index, each] of compared.entries()) link.append(index === 0 ? "roll" : "vs", each.expression);
	// The switch's side goes with the rolls, as the playground's own link keeps it.
	if (choices.side !== "exactly") link.set("side", choices.side);
	return (
		<>
			<fieldset className={oddsStyles.compareRows}>
				<legend>
					<Translate id="templateBuilder.compare.legend" description="Builder: legend of the compared rolls">
						Jets comparés
					</Translate>
				</legend>
				{entries.map((entry, index) => {
					const number = index + 1;
					const wrong = !WHOLE.test(entry.value);
					// The value is the statistic the macro names, when it names one (a computed one as it is).
					const statistic = macros.includes(entry.roll) ? rollVariable(form, entry.roll)?.name : undefined;
					return (
						// biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions (Roll 1, Roll 2…), not items that move
						<div key={index} className={oddsStyles.pointer}>
							<label htmlFor={`${id}-roll-${index}`}>
								{translate(
									{
										id: "templateBuilder.compare.roll",
										message: "Jet {number}",
										description: "Builder comparison: label of a compared roll's list (type die or macro)",
									},
									{ number },
								)}
							</label>
							<select
								id={`${id}-roll-${index}`}
								value={macros.includes(entry.roll) ? entry.roll : ""}
								onChange={(event) => update(index, { roll: event.target.value })}
							>
								<option value="">
									{translate({
										id: "templateBuilder.odds.rollTypeDie",
										message: "Dé type",
										description: "Builder odds: the type die, in the list of rolls to study",
									})}
								</option>
								{macros.map((name) => (
									<option key={name} value={name}>
										{name}
									</option>
								))}
							</select>
							<label htmlFor={`${id}-value-${index}`}>
								{statistic === undefined
									? translate(
											{
												id: "templateBuilder.compare.value",
												message: "Statistique (jet {number})",
												description: "Builder comparison: label of the statistic's value for a compared roll",
											},
											{ number },
										)
									: translate(
											{
												id: "templateBuilder.compare.valueNamed",
												message: "{statistic} (jet {number})",
												description:
													"Builder comparison: label of the value of the one statistic a compared macro names",
											},
											{ statistic, number },
										)}
							</label>
							<input
								id={`${id}-value-${index}`}
								className={oddsStyles.valueInput}
								inputMode="numeric"
								value={entry.value}
								aria-invalid={wrong}
								aria-describedby={wrong ? `${id}-wrong-${index}` : undefined}
								onChange={(event) => update(index, { value: event.target.value })}
							/>
							{wrong ? (
								<span id={`${id}-wrong-${index}`} className={oddsStyles.note}>
									{translate({
										id: "templateBuilder.compare.notWhole",
										message: "Écrivez un nombre entier.",
										description: "Builder comparison: the statistic's value typed is not a whole number",
									})}
								</span>
							) : null}
							{entries.length > 2 ? (
								<button
									type="button"
									className="button button--sm button--secondary"
									onClick={() => setEntries(entries.filter((_, at) => at !== index))}
								>
									{translate(
										{
											id: "templateBuilder.compare.remove",
											message: "Retirer le jet {number}",
											description: "Builder comparison: removes one compared roll",
										},
										{ number },
									)}
								</button>
							) : null}
						</div>
					);
				})}
				{entries.length < MOST_COMPARED ? (
					<button
						type="button"
						className="button button--sm button--secondary"
						onClick={() => setEntries([...entries, { roll: "", value: entries[entries.length - 1]?.value ?? "" }])}
					>
						<Translate id="templateBuilder.compare.add" description="Builder comparison: adds a roll to compare">
							Ajouter un jet
						</Translate>
					</button>
				) : null}
			</fieldset>
			{compared.length >= 2 ? (
				<>
					<WidgetBoundary name={oddsName()} onRetry={retry}>
						<Suspense fallback={null}>
							<CompareView
								expressions={compared.map((each) => each.expression)}
								optionsEach={compared.map((each) => each.options)}
								names={compared.map((each) => each.name)}
								choices={choices}
								onChoices={setChoices}
							/>
						</Suspense>
					</WidgetBoundary>
					<p className={oddsStyles.note}>
						<Link to={`/docs/introduction/expression?${link.toString()}`}>
							<Translate
								id="templateBuilder.compare.link"
								description="Builder comparison: link opening the playground with the compared rolls"
							>
								Lien vers cette comparaison
							</Translate>
						</Link>{" "}
						<Translate
							id="templateBuilder.compare.linkNote"
							description="Builder comparison: what the link opens, and that it carries the expressions, not the template"
						>
							(ouvre « Essayer une expression » avec ces jets, écrits sans le modèle).
						</Translate>
					</p>
				</>
			) : (
				<p className={oddsStyles.note}>
					<Translate
						id="templateBuilder.compare.needsTwo"
						description="Builder comparison: fewer than two rolls can be compared yet"
					>
						Il faut au moins deux jets avec une statistique entière pour comparer.
					</Translate>
				</p>
			)}
		</>
	);
}

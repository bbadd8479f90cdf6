// The type die's odds in the builder: the chance of success for each value of the
// rolled statistic, as a chart and a table, with the chance of each critical, and
// what the bot answers (its outcome tiers) over the same range, for the type die or
// a judged macro, so that a game master can choose thresholds. Opened on demand;
// worked out in the odds worker, a new question (the reader typed on) ending the last.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BotNotes from "@site/src/components/BotNotes";
import Accuracy from "@site/src/components/Odds/Accuracy";
import BarChart from "@site/src/components/Odds/BarChart";
import { numberFormatter, percentFormatter } from "@site/src/components/Odds/format";
import { ExactTimedOutNote, OddsStatus } from "@site/src/components/Odds/OddsStatus";
import { EXACT_BUDGET_MS } from "@site/src/components/Odds/oddsClient";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import TiersByValue, { type TiersColumn } from "@site/src/components/Odds/TiersByValue";
import { useOddsBatch } from "@site/src/components/Odds/useOdds";
import { errorMessage } from "@site/src/dice/messages";
import type { Odds } from "@site/src/dice/odds";
import OddsTranslate from "@site/src/i18n/OddsTranslate";
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import type { UnreachableCritical } from "@site/src/template/criticalReach";
import type { TemplateForm } from "@site/src/template/formModel";
import {
	CURVE_PAGE,
	customCriticalsLeftOut,
	macroCurve,
	type TypeDieCurve,
	typeDieCurve,
} from "@site/src/template/typeDieOdds";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { checksClient } from "../_utils/loadChecks";
import { setOddsView, useOddsView } from "../_utils/oddsView";
import CompareToggle from "./CompareToggle";
import { MacroRows, MoreValues } from "./CurveRows";
import { criticalNeverFiresText } from "./FormulaNotes";
import PoolCurve from "./PoolCurve";

/** The tiers over the range, when every value's answer has them (exact and judged). */
function Tiers({
	rows,
	roll,
	curve,
}: {
	rows: { value: number; odds: Odds | undefined }[];
	roll: string;
	curve: TypeDieCurve;
}) {
	const { i18n } = useDocusaurusContext();
	const number = numberFormatter(i18n.currentLocale);
	const detail = (value: number) => {
		const index = curve.values.indexOf(value);
		const given = (curve.combined ?? []).map((each) => `${each.name} ${number(each.values[index] ?? Number.NaN)}`);
		return given.length > 0 ? `(${given.join(", ")})` : undefined;
	};
	const columns = rows.flatMap((row): TiersColumn[] =>
		row.odds?.tiers ? [{ value: row.value, tiers: row.odds.tiers }] : [],
	);
	if (columns.length < rows.length) {
		return (
			<p className={oddsStyles.note}>
				<Translate
					id="templateBuilder.odds.tiersNotExact"
					description="Builder: the outcome tiers over the statistic's range need exact figures, which some values lack"
				>
					Les réponses du bot selon la statistique ne sont montrées qu'avec des chances exactes, et certaines valeurs
					n'ont qu'une estimation.
				</Translate>
			</p>
		);
	}
	return (
		<TiersByValue
			columns={columns}
			roll={roll}
			valueName={
				curve.variable.name ??
				translate({
					id: "templateBuilder.odds.column.statistic",
					message: "Statistique",
					description: "Builder odds table column",
				})
			}
			statistic={curve.variable.name}
			rowDetail={curve.combined ? detail : undefined}
			percent={percentFormatter(i18n.currentLocale)}
			number={number}
		/>
	);
}

function Curve({
	curve,
	leftOut,
	macro,
	onMore,
	unreachable = [],
}: {
	curve: TypeDieCurve;
	leftOut: readonly string[];
	/** The template criticals that can never fire, and over which values (the type die only). */
	unreachable?: readonly UnreachableCritical[];
	/** The macro studied; the type die when undefined. */
	macro?: string;
	onMore: () => void;
}) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const percent = percentFormatter(i18n.currentLocale);
	const number = numberFormatter(i18n.currentLocale);
	const questions = useMemo(
		() => curve.questions.map((question) => ({ ...question, locale: i18n.currentLocale })),
		[curve, i18n.currentLocale],
	);
	const state = useOddsBatch(questions);
	if (state.kind !== "done") return <OddsStatus state={state} />;
	const refused = state.answers.find((answer) => !answer.ok);
	if (refused && !refused.ok) {
		return (
			<p role="alert" className={oddsStyles.error}>
				{errorMessage(refused.error)}
			</p>
		);
	}
	const rows = curve.values.map((value, index) => {
		const answer = state.answers[index];
		const odds = answer?.ok ? answer.odds : undefined;
		return { value, odds };
	});
	const sampled = rows.find((row) => row.odds && !row.odds.exact)?.odds;
	// Every curve says which of its figures are estimated, whatever it draws.
	const accuracy = (
		<>
			{state.exactTimedOut ? (
				<ExactTimedOutNote
					seconds={EXACT_BUDGET_MS / 1000}
					only={questions.flatMap((question, index) => (state.timedOut[index] ? [question.expression] : []))}
				/>
			) : null}
			{sampled ? <Accuracy odds={sampled} percent={percent} /> : null}
		</>
	);
	if (!macro && rows.every((row) => row.odds?.measure === "successes" && row.odds.success === undefined)) {
		return (
			<>
				{accuracy}
				<PoolCurve rows={rows} />
			</>
		);
	}
	if (rows.some((row) => row.odds?.success === undefined)) {
		return (
			<p className={oddsStyles.note}>
				{macro ? (
					<Translate
						id="templateBuilder.odds.macroNoComparison"
						description="Builder: the macro studied has no comparison, so the bot prints no outcome for it"
					>
						Cette macro n'a pas de comparaison : le bot n'y répond ni Succès ni Échec.
					</Translate>
				) : (
					<Translate
						id="templateBuilder.odds.noComparison"
						description="Builder: the type die has no comparison, so there is no chance of success to show"
					>
						Le dé type n'a pas de comparaison : il n'y a pas de chance de réussite à montrer.
					</Translate>
				)}
			</p>
		);
	}
	if (macro) {
		return (
			<div className={oddsStyles.view}>
				<p className={oddsStyles.note}>
					<MacroRows curve={curve} />
				</p>
				{accuracy}
				<Tiers rows={rows} roll={macro} curve={curve} />
				<MoreValues curve={curve} onMore={onMore} />
			</div>
		);
	}
	const first = curve.values[0] ?? 0;
	const last = curve.values.at(-1) ?? 0;
	// The custom criticals in the bot's order, as the first point of the curve names them.
	const customs =
		rows.find((row) => row.odds?.customCriticals)?.odds?.customCriticals?.map((custom) => custom.name) ?? [];
	const notes = rows.find((row) => row.odds?.notes)?.odds?.notes;
	return (
		<div className={oddsStyles.view}>
			<BotNotes notes={notes} />
			<BarChart
				bars={rows.map((row) => ({ value: row.value, height: row.odds?.success ?? 0 }))}
				label={translate(
					{
						id: "templateBuilder.odds.chartLabel",
						message: "Chance de réussite du dé type pour une statistique de {first} à {last}.",
						description: "Builder: accessible description of the type die's chance-of-success chart",
					},
					{ first: number(first), last: number(last) },
				)}
				formatValue={number}
			/>
			{accuracy}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={oddsStyles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={oddsStyles.table}>
					<caption id={`${id}-caption`}>
						<Translate
							id="templateBuilder.odds.caption"
							description="Builder: caption of the table of the type die's chances by statistic value"
						>
							Chances du dé type selon la valeur de la statistique
						</Translate>
					</caption>
					<thead>
						<tr>
							<th scope="col">
								<Translate id="templateBuilder.odds.column.statistic" description="Builder odds table column">
									Statistique
								</Translate>
							</th>
							<th scope="col">
								<OddsTranslate id="odds.success" description="Odds view: the chance that the comparison passes">
									Chance de réussite
								</OddsTranslate>
							</th>
							<th scope="col">
								<OddsTranslate id="odds.criticalSuccess" description="Odds view: chance of a critical success">
									Réussite critique
								</OddsTranslate>
							</th>
							<th scope="col">
								<OddsTranslate id="odds.criticalFailure" description="Odds view: chance of a critical failure">
									Échec critique
								</OddsTranslate>
							</th>
							{customs.map((name) => (
								<th scope="col" key={name}>
									{name}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.value}>
								<th scope="row">{number(row.value)}</th>
								<td>{percent(row.odds?.success ?? 0)}</td>
								<td>{row.odds?.criticalSuccess === undefined ? "—" : percent(row.odds.criticalSuccess)}</td>
								<td>{row.odds?.criticalFailure === undefined ? "—" : percent(row.odds.criticalFailure)}</td>
								{customs.map((name) => {
									const chance = row.odds?.customCriticals?.find((custom) => custom.name === name)?.chance;
									return <td key={name}>{chance === undefined ? "—" : percent(chance)}</td>;
								})}
							</tr>
						))}
					</tbody>
				</table>
			</section>
			{unreachable.map((each) => (
				<p key={`${each.critical}-${each.low}`} className={oddsStyles.note} data-critical-never-fires={each.critical}>
					{criticalNeverFiresText(each)}
				</p>
			))}
			{customs.length > 0 ? (
				<p className={oddsStyles.note}>
					<Translate
						id="templateBuilder.odds.customOrder"
						description="Builder: how the type die's odds table reads its criticals and custom criticals"
					>
						Comme le bot : les critiques du modèle d'abord, puis chaque critique personnalisé dans l'ordre du modèle ;
						le premier qui tient nomme le jet, et chaque jet n'est compté qu'une fois.
					</Translate>
				</p>
			) : null}
			<MoreValues curve={curve} onMore={onMore} />
			<Tiers
				curve={curve}
				rows={rows}
				roll={translate({
					id: "templateBuilder.odds.typeDie",
					message: "le dé type",
					description: "Builder: the type die, named in the outcome tiers' chart and caption",
				})}
			/>
			{leftOut.length > 0 ? (
				<p className={oddsStyles.note}>
					{translate(
						{
							id: "templateBuilder.odds.customLeftOut",
							message:
								"Pas de colonne pour {names} : sa valeur lance des dés ou nomme une autre statistique, elle change d'un jet ou d'une fiche à l'autre.",
							description:
								"Builder: custom criticals whose value rolls dice or names another statistic have no column in the type die's odds",
						},
						{ names: leftOut.join(", ") },
					)}
				</p>
			) : null}
		</div>
	);
}

export default function TypeDieOdds() {
	const id = useId();
	const { control } = useFormContext<TemplateForm>();
	const form = useWatch({ control }) as TemplateForm;
	const macros = [...new Set((form.macros ?? []).map((row) => row.name.trim()).filter((name) => name !== ""))];
	const { studied } = useOddsView();
	const setStudied = (name: string) => setOddsView({ studied: name });
	const [count, setCount] = useState(CURVE_PAGE);
	// Worked out with the checks, in their worker (the note under the type die): the odds only say it again.
	const notes = useSyncExternalStore(checksClient.subscribe, checksClient.notes, checksClient.notes);
	const unreachable = (notes.diceType ?? []).flatMap((note) => (note.kind === "criticalNeverFires" ? [note] : []));
	// A macro renamed or removed since: back to the type die.
	const macro = macros.includes(studied) ? studied : undefined;
	const curve = macro ? macroCurve(form, macro, count) : typeDieCurve(form, count);
	return (
		<>
			{macros.length > 0 ? (
				<div className={oddsStyles.pointer}>
					<label htmlFor={`${id}-roll`}>
						<Translate
							id="templateBuilder.odds.rollLabel"
							description="Builder odds: which roll to study (type die or a macro)"
						>
							Jet étudié
						</Translate>
					</label>
					<select id={`${id}-roll`} value={macro ?? ""} onChange={(event) => setStudied(event.target.value)}>
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
				</div>
			) : null}
			{curve ? (
				<Curve
					curve={curve}
					leftOut={macro ? [] : customCriticalsLeftOut(form)}
					macro={macro}
					onMore={() => setCount(count + CURVE_PAGE)}
					unreachable={macro ? [] : unreachable}
				/>
			) : (
				<p className={oddsStyles.note}>
					<Translate
						id="templateBuilder.odds.needsStatistics"
						description="Builder: the odds need a type die and at least one statistic"
					>
						Écrivez le dé type et au moins une statistique pour voir ses chances.
					</Translate>
				</p>
			)}
			<CompareToggle form={form} macros={macros} />
		</>
	);
}

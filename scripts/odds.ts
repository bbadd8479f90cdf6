/**
 * The odds of a dice expression, worked out by the same engine as the site's
 * Odds view:
 *
 *   npm run --silent odds -- "EXPRESSION"... [--stat NAME=VALUE]... [--template FILE [--macro NAME]...]
 *                            [--pity N] [--lang en|fr] [--samples N] [--timeout SECONDS]
 *
 * Prints one JSON object per expression, one a line: `expression`, `exact`
 * (false when estimated from rolls), `mean`, `distribution` ([value,
 * probability] pairs by increasing value) and, for a comparison, `success`;
 * with criticals, `criticalSuccess` and `criticalFailure`; estimated answers
 * add `samples` and `margin` (95%). An exact answer for a comparison adds
 * `tiers`: each label the bot can print with its probability (`--lang`, English
 * unless told). `--stat` gives the sample character's statistics (`$` is the
 * first). `--pity N` adds `pity`: with a server's pity at N failures, the
 * long-run share of each tier and, per count of failures, the chance pity
 * triggers and rescues the roll (`src/dice/odds/pity.ts`). `--template` adds the template's type die (or each `--macro`), read
 * as `/dbroll` reads it with `$` worth the first `--stat`.
 * An expression the site refuses prints `{"error": ...}` and the exit code is 1.
 *
 * `--timeout` (30 s unless told) bounds each expression. The exact reading gets
 * two thirds of it in a child process, which is ended if it runs over; the odds
 * are then estimated from rolls in the time left (`exactTimedOut: true` says so),
 * the rolls stopping on their own clock.
 */
import { runFromTerminal } from "./command/io";
import { answerOf, type Job, loadEngine, oddsCommand } from "./odds/command";

const job = process.env.DICELETTE_ODDS_JOB;
if (job && process.send) {
	// The child: one job, answered over the IPC channel.
	const send = process.send.bind(process);
	loadEngine().then((engine) => send(answerOf(engine, JSON.parse(job) as Job), () => process.exit(0)));
} else runFromTerminal(oddsCommand);

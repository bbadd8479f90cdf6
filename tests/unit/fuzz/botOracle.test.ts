// The site against the bot oracle's corpus: every play the bot answered through its own handlers
// (scripts/bot-oracle/), replayed on the model with the same dice. A play outside pending.json must agree, and a
// pending play that now agrees must leave the list (`npm run bot-oracle:report -- --write-pending`).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
	comparePlay,
	familyOf,
	loadOracleCorpus,
	ORACLE_PENDING,
	type OraclePending,
	playNumber,
} from "../../fuzz/botOracle";

const corpus = loadOracleCorpus();
const pending = JSON.parse(readFileSync(ORACLE_PENDING, "utf8")) as OraclePending;
const pendingIds = new Set(
	Object.entries(pending.byFamily).flatMap(([family, numbers]) => numbers.map((number) => `${family}:${number}`)),
);

describe("the bot oracle's corpus", () => {
	it("holds at least 20,000 plays of the bot's handlers, in both languages", () => {
		expect(corpus.plays.length).toBeGreaterThanOrEqual(20_000);
		expect(pending.seed).toBe(corpus.seed);
		for (const lang of ["fr", "en"])
			expect(corpus.plays.filter((play) => play.lang === lang).length).toBeGreaterThan(9000);
	});

	it("is answered by the site as the bot answers it, outside the pending plays", () => {
		const regressions: string[] = [];
		const fixed: string[] = [];
		for (const play of corpus.plays) {
			const key = `${familyOf(play)}:${playNumber(play.id)}`;
			const { agree } = comparePlay(play);
			if (!agree && !pendingIds.has(key)) regressions.push(play.id);
			if (agree && pendingIds.has(key)) fixed.push(play.id);
		}
		expect(regressions, "plays the site no longer answers as the bot (npm run bot-oracle:report)").toEqual([]);
		expect(fixed, "pending plays that now agree: rerun npm run bot-oracle:report -- --write-pending").toEqual([]);
		// 20,000 plays take a few seconds alone, several times that beside the other test files on a busy machine.
	}, 120_000);
});

// Words that mean the same thing in a reader's mouth and in the docs, in both
// languages (a French reader on the English site types French, and the other way
// round): a query word also searches the other words of its group, so "remove a
// character" finds "Deleting a sheet" and « effacer une fiche » finds « Supprimer une
// fiche ». Folded words (lower case, no accents); a group is met through a word or its stem.
// The groups are data (data/synonyms.json); the tasks pages declare meet them at full weight.
import classes from "./data/synonyms.json";

/** The classes of data/synonyms.json, verbs then things: data that readers' words are added to. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [...classes.verbs, ...classes.things];

export type Synonyms = {
	/** The other words of a folded query word's group, or none. */
	of(folded: string): readonly string[];
	/** The term that stands for a folded word's whole group in the tasks field ("~delete"), or null. */
	classOf(folded: string): string | null;
};

/** The tasks field holds a group's term beside each word of it: a verb's class meets its paraphrases at full weight. */
const CLASS_PREFIX = "~";

/** The synonyms under a language's stemmer: a word's group is found by the word or by its stem. */
export function createSynonyms(stem: (folded: string) => string): Synonyms {
	const groups = new Map<string, readonly string[]>();
	for (const group of SYNONYM_GROUPS) {
		for (const word of group) {
			groups.set(word, group);
			if (!groups.has(stem(word))) groups.set(stem(word), group);
		}
	}
	return {
		of(folded) {
			const group = groups.get(folded) ?? groups.get(stem(folded));
			return group ? group.filter((word) => word !== folded) : [];
		},
		classOf(folded) {
			const group = groups.get(folded) ?? groups.get(stem(folded));
			return group ? `${CLASS_PREFIX}${group[0]}` : null;
		},
	};
}

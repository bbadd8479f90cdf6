import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../../../src/search/engine";
import { record, sampleRecords } from "./fixtures";

const engine = createSearchEngine(sampleRecords());
const firstPage = (query: string) => engine.search(query)[0]?.record.url_without_anchor;
const pages = (query: string) => [...new Set(engine.search(query).map((hit) => hit.record.url_without_anchor))];

describe("search engine", () => {
	it("finds words without their accents, and accented words from plain ones", () => {
		expect(firstPage("modele")).toBeDefined();
		expect(engine.search("modele").flatMap((hit) => hit.matchedTerms)).toContain("modele");
		expect(firstPage("crítiques")).toBe("/docs/sheet/model/critics");
	});

	it("completes the word being typed", () => {
		expect(firstPage("cri")).toBe("/docs/sheet/model/critics");
		expect(engine.search("mac").length).toBeGreaterThan(0);
	});

	it("forgives typos, swapped letters included", () => {
		expect(firstPage("critques")).toBe("/docs/sheet/model/critics");
		expect(firstPage("macors")).toBe("/docs/sheet/model/dice");
	});

	it("does not take a six-letter word no page uses for one two edits away", () => {
		// « stress » is two substitutions from « adresse »'s stem: one typo only under 8 letters.
		const withAddress = createSearchEngine([
			...sampleRecords(),
			record(
				"/docs/sheet/model/ref",
				"content",
				{ lvl1: "Référence du modèle" },
				"L'adresse du schéma JSON du modèle.",
			),
		]);
		expect(withAddress.search("adresse").length).toBeGreaterThan(0);
		expect(withAddress.search("stress")).toEqual([]);
	});

	it("prefers a page whose headings match over one that mentions the words in passing", () => {
		expect(pages("macro")).toEqual(["/docs/sheet/model/dice", "/docs/introduction/tutorial"]);
		expect(engine.search("macro")[0]?.record.type).not.toBe("content");
	});

	it("ranks pages by how many of the query's words they match, wherever in the page", () => {
		const both = pages("seuil critique");
		expect(both[0]).toBe("/docs/sheet/model/critics");
		// No record holds "seuil" and "d100" together, the critics page holds both.
		expect(pages("seuil d100 inexistantmot")[0]).toBe("/docs/sheet/model/critics");
		// "macro" is in two pages; "formule" only in the macros page, which comes first.
		expect(pages("formule macro")[0]).toBe("/docs/sheet/model/dice");
	});

	it("lets the stop words of a question go unmatched, unless the query has nothing else", () => {
		expect(pages("comment définir les succès critiques ?")[0]).toBe("/docs/sheet/model/critics");
		expect(engine.queryTerms("comment changer l'avatar")).toEqual(["changer", "avatar"]);
		expect(engine.queryTerms("des")).toEqual(["des"]);
		// With its accent, "dés" (dice) is no stop word, and keeps its accent: folded, it
		// would be the article "des" that every page holds.
		expect(engine.queryTerms("lancer des dés")).toEqual(["lancer", "dés"]);
	});

	it("meets other forms of a word through its stem, as typed or without accents", () => {
		const logs = [
			record("/logs", "lvl1", { lvl1: "Salon des logs" }, "Le journal du bot."),
			record("/other", "content", { lvl1: "Autre" }, "Une page qui parle d'autre chose."),
		];
		const french = createSearchEngine(logs);
		expect(french.search("journaux")[0]?.record.url).toBe("/logs");
		expect(french.formsOf("journaux")).toEqual(["journaux", "journal"]);
		const english = createSearchEngine([
			{ ...record("/rolls", "lvl1", { lvl1: "Rolling dice" }), language: "en" },
			{ ...record("/other", "lvl1", { lvl1: "Something else" }), language: "en" },
		]);
		expect(english.search("rolled")[0]?.record.url).toBe("/rolls");
		expect(english.queryTerms("how do I roll")).toEqual(["roll"]);
	});

	it("ranks a page whose keywords or command names hold the word above one that mentions it", () => {
		const mention = record("/mention", "content", { lvl1: "Fiches" }, "Les journaux et le hors jeu sont évoqués ici.");
		const logs = { ...record("/logs", "lvl1", { lvl1: "Salon des logs" }), keywords: ["journaux", "hors jeu"] };
		const gm = { ...record("/gm", "lvl1", { lvl1: "Jets de maître de jeu" }), commands: ["mj", "gm", "mj dbroll"] };
		const dice = { ...record("/dice", "lvl1", { lvl1: "Jets de statistiques" }), commands: ["dbroll"] };
		const roll = record("/roll", "lvl2", { lvl1: "Commandes", lvl2: "Lancer avec roll et mj" });
		const withWords = createSearchEngine([mention, logs, gm, dice, roll]);
		const first = (query: string) => withWords.search(query)[0]?.record.url;
		expect(first("journaux")).toBe("/logs");
		expect(first("hors jeu")).toBe("/logs");
		expect(first("/gm")).toBe("/gm");
		// A command path typed whole finds its page; a name is never a typo away from another ("mjdbroll").
		expect(first("/mj dbroll")).toBe("/gm");
		expect(first("dbroll")).toBe("/dice");
		expect(withWords.search("dbroll").some((hit) => hit.record.url === "/gm")).toBe(false);
	});

	it("meets a keyword typed whole as a phrase, and an identifier keyword only whole", () => {
		const english = (page: string, title: string, keywords: string[]) => ({
			...record(page, "lvl1", { lvl1: title }),
			language: "en",
			keywords,
		});
		const keyworded = createSearchEngine([
			english("/export", "Exporting", ["private_sheet_only", "backup"]),
			english("/register", "Registering", ["private sheet", "form"]),
			english("/usage", "Everyday commands", ["roll a die", "roll"]),
			english("/dice", "Type die", ["type die", "die"]),
		]);
		const first = (query: string) => keyworded.search(query)[0]?.record.url;
		expect(first("private sheet")).toBe("/register");
		expect(first("private_sheet_only")).toBe("/export");
		expect(keyworded.search("only").length).toBe(0);
		expect(first("roll a die")).toBe("/usage");
	});

	it("finds a hyphenated compound typed as one word", () => {
		expect(firstPage("autocompletion")).toBe("/docs/sheet/model/dice");
	});

	it("returns nothing for an empty or punctuation-only query", () => {
		expect(engine.search("")).toEqual([]);
		expect(engine.search(" ?! ")).toEqual([]);
		expect(engine.size).toBe(8);
	});

	it("meets a reader's word through its synonym, in either language, below a page holding the word itself", () => {
		const deletion = "/docs/sheet/edits/deletion";
		const removal = "/docs/sheet/edits/removal";
		const synonymEngine = createSearchEngine([
			record(deletion, "lvl1", { lvl1: "Supprimer une fiche" }, "Supprimer un personnage du serveur."),
			record(removal, "lvl1", { lvl1: "Retirer une macro" }, "Retirer une macro de la fiche."),
		]);
		const synonymPages = (query: string) => [
			...new Set(synonymEngine.search(query).map((hit) => hit.record.url_without_anchor)),
		];
		// "effacer" is on neither page: both are found through "supprimer" and "retirer".
		expect(synonymPages("effacer personnage")).toEqual([deletion, removal]);
		// The English word on the French site.
		expect(synonymPages("delete")).toContain(deletion);
		// The page holding the word itself comes first.
		expect(synonymPages("retirer")[0]).toBe(removal);
	});

	it("answers a query whose words are not all in the docs with the pages holding some of them", () => {
		expect(pages("zzqxw seuil")).toEqual(["/docs/sheet/model/critics"]);
		expect(pages("wxqzz qqqqqq")).toEqual([]);
	});

	it("searches the questions a page says it answers", () => {
		const questionEngine = createSearchEngine([
			{ ...record("/docs/a", "lvl1", { lvl1: "Salon des logs" }), questions: ["Où le bot signale-t-il ses erreurs ?"] },
			record("/docs/b", "lvl1", { lvl1: "Erreurs" }, "Une page qui parle d'autre chose."),
		]);
		expect(questionEngine.search("signale")[0]?.record.url_without_anchor).toBe("/docs/a");
	});

	it("ranks a page with one question holding the query's words above an overview listing them apart", () => {
		const overview = {
			...record("/docs/sheet/user", "lvl1", { lvl1: "Enregistrer une fiche" }, "Créer la fiche d'un personnage."),
			keywords: ["fiche", "rôle", "joueurs", "validation"],
			questions: [
				"Comment créer la fiche de mon personnage ?",
				"Que se passe-t-il quand la modération doit valider ma fiche ?",
			],
		};
		const roles = {
			...record("/docs/config/auto_role", "lvl1", { lvl1: "Rôles automatiques" }, "Attribuer un rôle."),
			questions: ["Comment donner un rôle aux joueurs dont la fiche est validée ?"],
		};
		const together = createSearchEngine([overview, roles]);
		expect(together.search("rôle pour les joueurs quand leur fiche est validée")[0]?.record.url_without_anchor).toBe(
			"/docs/config/auto_role",
		);
	});

	it("ranks a page whose heading holds the query's words together above one holding them in separate places", () => {
		const scattered = [
			{ ...record("/docs/sheet/edits", "lvl1", { lvl1: "Modifier une fiche" }), keywords: ["réponse", "délai"] },
			record("/docs/sheet/edits", "content", { lvl1: "Modifier une fiche" }, "Le bot envoie une réponse au joueur."),
			record("/docs/sheet/edits", "content", { lvl1: "Modifier une fiche" }, "La validation prend un délai."),
		];
		const display = [
			record("/docs/config/display", "lvl1", { lvl1: "Affichage des résultats" }),
			record("/docs/config/display", "lvl2", { lvl1: "Affichage", lvl2: "Supprimer la réponse après un délai" }),
		];
		const together = createSearchEngine([...scattered, ...display]);
		expect(together.search("délai réponse")[0]?.record.url_without_anchor).toBe("/docs/config/display");
	});

	it("meets a keyword of several words inside a longer query", () => {
		const english = (page: string, title: string, content: string, keywords: string[]) => [
			{ ...record(page, "lvl1", { lvl1: title }), language: "en", keywords },
			{ ...record(page, "content", { lvl1: title }, content), language: "en" },
		];
		const keyworded = createSearchEngine([
			...english("/successes", "Counting successes", "Roll, then count the dice reaching a target.", ["dice pool"]),
			...english("/rolls", "Rolling dice", "Dice are rolled, then added to the pool of points.", ["dice", "pool"]),
		]);
		expect(keyworded.search("how do I roll a dice pool")[0]?.record.url_without_anchor).toBe("/successes");
	});

	it("counts a word once however many keywords of a page hold it", () => {
		const commands = {
			...record("/docs/sheet/model/ref", "lvl1", { lvl1: "Commandes" }),
			keywords: ["modèle", "enregistrer le modèle", "modifier le modèle", "supprimer le modèle"],
		};
		const overview = {
			...record("/docs/sheet/model", "lvl1", { lvl1: "Présentation" }),
			keywords: ["modèle", "JSON", "clés", "exemple"],
		};
		// Repeated, "modèle" would outweigh the shorter list that holds it once.
		const once = createSearchEngine([commands, overview]);
		expect(once.search("modèle")[0]?.record.url_without_anchor).toBe("/docs/sheet/model");
	});

	it("weighs each word's best match by how rare the word is among the pages", () => {
		const english = (page: string, title: string, content: string, keywords: string[] = []) => [
			{ ...record(page, "lvl1", { lvl1: title }), language: "en", keywords },
			{ ...record(page, "content", { lvl1: title }, content), language: "en" },
		];
		const pages = createSearchEngine([
			...english("/behavior", "Messages", "When a command fails, the bot posts an ephemeral note."),
			...english("/format", "Writing commands", "That reply is a message only you see.", ["ephemeral"]),
			...english("/a", "Other", "A message."),
			...english("/b", "Other", "A message again."),
			...english("/c", "Other", "Yet another message."),
			...english("/d", "Other", "Still a message."),
		]);
		// "message" is on most pages, "ephemeral" on two: the page whose keywords hold the rare word comes first.
		expect(pages.search("ephemeral message")[0]?.record.url_without_anchor).toBe("/format");
	});

	it("meets a dice formula the docs never write through its die and the word dice", () => {
		const dice = createSearchEngine([
			record(
				"/docs/notation",
				"content",
				{ lvl1: "Notation des dés" },
				"Un d6 a six faces ; le nombre avant le d dit combien de dés.",
			),
			record(
				"/docs/display",
				"content",
				{ lvl1: "Affichage" },
				"Le bot trie les résultats, par exemple 4d6 : 1, 3, 5, 6.",
			),
			record("/docs/other", "content", { lvl1: "Autre" }, "Un salon et ses fils."),
		]);
		const first = (query: string) => dice.search(query)[0]?.record.url_without_anchor;
		// No page writes "5d6": it still finds the page about dice, not nothing.
		expect(first("combien de 6 sur 5d6")).toBe("/docs/notation");
		expect(first("5d6")).toBe("/docs/notation");
	});

	it("meets a command named with the word command beside it", () => {
		const named = createSearchEngine([
			{ ...record("/docs/usage", "lvl1", { lvl1: "Commandes de base" }), commands: ["choisir", "roll"] },
			record("/docs/format", "content", { lvl1: "Écrire une commande" }, "Choisir une commande dans la liste."),
		]);
		expect(named.search("commande choisir")[0]?.record.url_without_anchor).toBe("/docs/usage");
	});

	it("forgives a word the docs use one typo, a word they do not use two", () => {
		const typos = createSearchEngine([
			record("/docs/a", "content", { lvl1: "A" }, "Un parapluie rouge."),
			record("/docs/b", "content", { lvl1: "B" }, "Une paraplage bleue."),
		]);
		const found = (query: string) => [...new Set(typos.search(query).map((hit) => hit.record.url_without_anchor))];
		// "parapluie" is in the docs: "paraplage", two edits away, is another word.
		expect(found("parapluie")).toEqual(["/docs/a"]);
		// "parapluei" is in no page: two edits (the swapped letters) are forgiven.
		expect(found("parapluei")).toContain("/docs/a");
	});

	it("meets « dé » and « dés » (dice) only where the word is, not in every « de » and « des »", () => {
		const dice = createSearchEngine([
			record("/docs/dice", "content", { lvl1: "Notation" }, "Lancer un dé ou deux dés."),
			record("/docs/other", "content", { lvl1: "Autre" }, "La liste des salons et de leurs fils."),
		]);
		const pagesOf = (query: string) => [...new Set(dice.search(query).map((hit) => hit.record.url_without_anchor))];
		expect(pagesOf("dé")).toEqual(["/docs/dice"]);
		expect(pagesOf("les dés")).toEqual(["/docs/dice"]);
		expect(dice.search("les dés")[0]?.matchedTerms).toContain("dés");
	});
});

/**
 * Reads the bot's command set from its TypeScript source without running it.
 *
 * The bot builds its commands with discord.js builder chains (`new SlashCommandBuilder().setNames(key)
 * .addStringOption((option) => …)`), partly through helper functions of its own packages that add shared options.
 * Running that code would need the bot's whole dependency tree, so this module evaluates the small part of
 * TypeScript those chains use (calls, arrow functions, object and array literals, `if`, `switch`, imports and
 * re-exports across the repository) on the TypeScript syntax tree, with models of the builders and of the
 * translation helpers. Values it does not model (other libraries, the database…) are opaque: they may be passed
 * around, but a builder that receives one, or a condition that depends on one, stops the extraction with the file and
 * line, so a new way of writing commands is reported rather than silently skipped.
 */
import path from "node:path";
import ts from "typescript";
import type {
	BotCommand,
	BotOption,
	BotOptionChoice,
	BotOptionType,
	BotSubcommand,
	BotSubcommandGroup,
	LocalizedName,
} from "../../src/data/botCommands";
import type { SourceTree } from "./sourceTree";

/** Where the bot keeps its command lists and translations, relative to the repository root. */
export const BOT_LAYOUT = {
	commandsIndex: "apps/bot/src/commands/index.ts",
	/** Exports of the commands index that the bot registers with Discord for everyone. */
	publicExports: ["COMMANDS", "contextMenus"],
	locales: { en: "packages/localization/locales/en.json", fr: "packages/localization/locales/fr.json" },
	packageJson: "package.json",
	tsconfig: "tsconfig.json",
} as const;

export class ExtractionError extends Error {}

type Value =
	| undefined
	| null
	| string
	| number
	| boolean
	| Value[]
	| ObjectValue
	| Closure
	| NativeFunction
	| Builder
	| Opaque;

/** A value the extractor does not model; `text` says where it came from, for choice values and error messages. */
class Opaque {
	constructor(readonly text: string) {}
}

class NativeFunction {
	constructor(
		readonly name: string,
		readonly call: (args: Value[], node: ts.Node) => Value,
		readonly construct?: (args: Value[], node: ts.Node) => Value,
	) {}
}

/** An object whose properties are evaluated when first read, so that unused properties never need evaluating. */
class ObjectValue {
	private readonly values = new Map<string, Value>();
	/** `fallback` answers for the keys the object does not hold (a library namespace whose other members are opaque). */
	constructor(
		private readonly thunks = new Map<string, () => Value>(),
		private readonly fallback?: (key: string) => Value,
	) {}
	static of(entries: Record<string, Value>): ObjectValue {
		const object = new ObjectValue();
		for (const [key, value] of Object.entries(entries)) object.set(key, value);
		return object;
	}
	keys(): string[] {
		return [...new Set([...this.thunks.keys(), ...this.values.keys()])];
	}
	has(key: string): boolean {
		return this.values.has(key) || this.thunks.has(key);
	}
	get(key: string): Value {
		if (!this.values.has(key)) {
			const thunk = this.thunks.get(key);
			if (!thunk) return this.fallback?.(key);
			this.values.set(key, thunk());
		}
		return this.values.get(key);
	}
	set(key: string, value: Value): void {
		this.values.set(key, value);
	}
	setLazy(key: string, thunk: () => Value): void {
		this.values.delete(key);
		this.thunks.set(key, thunk);
	}
}

class Closure {
	constructor(
		readonly node: ts.FunctionLikeDeclaration,
		readonly scope: Scope,
	) {}
}

type BuilderKind = "command" | "group" | "subcommand" | "option" | "contextMenu";

/** The state of one discord.js builder: what its chain of calls has set so far. */
class Builder {
	names: Partial<Record<"fr" | "en", string>> = {};
	/** The line Discord shows under the name in its command list; the command box of the site shows it too. */
	descriptions: Partial<Record<"fr" | "en", string>> = {};
	readonly options: Builder[] = [];
	readonly children: Builder[] = [];
	optionType?: BotOptionType;
	required = false;
	autocomplete = false;
	limits: Partial<Record<"minValue" | "maxValue" | "minLength" | "maxLength", number>> = {};
	readonly choices: BotOptionChoice[] = [];
	readonly channelTypes: string[] = [];
	menuType?: "message" | "user";
	constructor(
		readonly kind: BuilderKind,
		readonly origin: string,
	) {}
}

interface Binding {
	value?: Value;
	resolve?: () => Value;
}

class Scope {
	private readonly bindings = new Map<string, Binding>();
	constructor(readonly parent?: Scope) {}
	declare(name: string, binding: Binding): void {
		this.bindings.set(name, binding);
	}
	lookup(name: string): Binding | undefined {
		return this.bindings.get(name) ?? this.parent?.lookup(name);
	}
	assign(name: string, value: Value, node: ts.Node): void {
		const binding = this.lookup(name);
		if (!binding) throw fail(node, `assignment to undeclared ${name}`);
		binding.value = value;
		binding.resolve = undefined;
	}
}

interface ModuleRecord {
	readonly file: string;
	readonly source: ts.SourceFile;
	readonly scope: Scope;
	readonly exports: Map<string, () => Value>;
	readonly starExports: string[];
}

function fail(node: ts.Node, message: string): ExtractionError {
	const source = node.getSourceFile();
	const { line } = source.getLineAndCharacterOfPosition(node.getStart());
	return new ExtractionError(`${source.fileName}:${line + 1}: ${message} (${node.getText().slice(0, 80)})`);
}

type Translations = Record<"fr" | "en", unknown>;

function translate(catalogue: unknown, key: string): string | undefined {
	let node: unknown = catalogue;
	for (const part of key.split(".")) {
		if (node === null || typeof node !== "object") return undefined;
		node = (node as Record<string, unknown>)[part];
	}
	return typeof node === "string" ? node : undefined;
}

const optionMethods: Record<string, BotOptionType> = {
	addStringOption: "string",
	addIntegerOption: "integer",
	addNumberOption: "number",
	addBooleanOption: "boolean",
	addUserOption: "user",
	addChannelOption: "channel",
	addRoleOption: "role",
	addMentionableOption: "mentionable",
	addAttachmentOption: "attachment",
};

/** Builder calls that set nothing the site records (permissions, contexts, installation types). */
const ignoredBuilderMethods = new Set([
	"setDefaultMemberPermissions",
	"setContexts",
	"setIntegrationTypes",
	"setDMPermission",
	"setNSFW",
]);

/** Discord's codes for the languages the bot names in its `LocalePrimary` enum (used by the language choice). */
const discordLocaleCodes: Record<string, string> = { French: "fr", English: "en-US" };

export interface ExtractedCommands {
	readonly release: string;
	readonly commands: BotCommand[];
}

export function extractBotCommands(tree: SourceTree): ExtractedCommands {
	const readJson = (file: string): unknown => {
		const text = tree.read(file);
		if (text === undefined) throw new ExtractionError(`${tree.description}: ${file} is missing`);
		return JSON.parse(text);
	};
	const translations: Translations = { en: readJson(BOT_LAYOUT.locales.en), fr: readJson(BOT_LAYOUT.locales.fr) };
	const release = (readJson(BOT_LAYOUT.packageJson) as { version?: string }).version;
	if (!release) throw new ExtractionError(`${BOT_LAYOUT.packageJson} has no version`);
	const evaluator = new Evaluator(tree, translations, readAliases(tree));
	const commands: BotCommand[] = [];
	for (const exportName of BOT_LAYOUT.publicExports) {
		const list = evaluator.exportOf(BOT_LAYOUT.commandsIndex, exportName);
		if (!Array.isArray(list)) throw new ExtractionError(`${BOT_LAYOUT.commandsIndex}: ${exportName} is not a list`);
		for (const item of list) {
			const builder = item instanceof ObjectValue ? item.get("data") : item;
			if (!(builder instanceof Builder))
				throw new ExtractionError(`${exportName}: an entry has no command builder (${describe(item)})`);
			commands.push(toCommand(builder));
		}
	}
	return { release, commands };
}

function describe(value: Value): string {
	if (value instanceof Opaque) return value.text;
	if (value instanceof ObjectValue) return `object {${value.keys().join(", ")}}`;
	return typeof value;
}

/** The path aliases of the bot's tsconfig (`"utils": ["./apps/bot/src/utils/index.js"]`). */
function readAliases(tree: SourceTree): Map<string, string> {
	const text = tree.read(BOT_LAYOUT.tsconfig);
	const aliases = new Map<string, string>();
	if (text === undefined) return aliases;
	const parsed = ts.parseConfigFileTextToJson(BOT_LAYOUT.tsconfig, text).config as {
		compilerOptions?: { paths?: Record<string, string[]> };
	};
	for (const [alias, targets] of Object.entries(parsed?.compilerOptions?.paths ?? {}))
		if (targets[0]) aliases.set(alias, path.posix.normalize(targets[0]));
	return aliases;
}

function nameOf(builder: Builder): LocalizedName {
	const { en, fr } = builder.names;
	if (!en) throw new ExtractionError(`${builder.origin}: a ${builder.kind} has no name`);
	// Without a French localization Discord shows the default (English) name to French users too.
	return { fr: fr ?? en, en };
}

/** The description as Discord shows it in each language (the English one where there is no French); absent when unset. */
function descriptionOf(builder: Builder): { description?: LocalizedName } {
	const { en, fr } = builder.descriptions;
	return en ? { description: { fr: fr ?? en, en } } : {};
}

function toOption(builder: Builder): BotOption {
	if (!builder.optionType) throw new ExtractionError(`${builder.origin}: option without a type`);
	return {
		name: nameOf(builder),
		...descriptionOf(builder),
		type: builder.optionType,
		required: builder.required,
		...(builder.autocomplete ? { autocomplete: true } : {}),
		...builder.limits,
		...(builder.choices.length > 0 ? { choices: builder.choices } : {}),
		...(builder.channelTypes.length > 0 ? { channelTypes: builder.channelTypes } : {}),
	};
}

function toSubcommand(builder: Builder): BotSubcommand {
	return {
		kind: "subcommand",
		name: nameOf(builder),
		...descriptionOf(builder),
		options: builder.options.map(toOption),
	};
}

function toCommand(builder: Builder): BotCommand {
	if (builder.kind === "contextMenu") {
		if (!builder.menuType) throw new ExtractionError(`${builder.origin}: context-menu entry without a type`);
		return { kind: builder.menuType, name: nameOf(builder) };
	}
	return {
		kind: "slash",
		name: nameOf(builder),
		...descriptionOf(builder),
		options: builder.options.map(toOption),
		subcommands: builder.children.map((child): BotSubcommand | BotSubcommandGroup =>
			child.kind === "group"
				? {
						kind: "group",
						name: nameOf(child),
						...descriptionOf(child),
						subcommands: child.children.map(toSubcommand),
					}
				: toSubcommand(child),
		),
	};
}

type Completion = { type: "normal" } | { type: "return"; value: Value } | { type: "break" };

class Evaluator {
	private readonly modules = new Map<string, ModuleRecord>();
	private readonly natives: Record<string, Record<string, () => Value>>;

	constructor(
		private readonly tree: SourceTree,
		private readonly translations: Translations,
		private readonly aliases: Map<string, string>,
	) {
		const translateEnglish = new NativeFunction("t", ([key], node) => this.translateKey(key, "en", node));
		// Modules replaced by models, whatever the repository holds for them: discord.js is not in the repository,
		// and the translation helpers read i18next's runtime state.
		this.natives = {
			"discord.js": { "*": () => this.discordNamespace() },
			"@dicelette/localization": {
				t: () => translateEnglish,
				cmdLn: () =>
					new NativeFunction("cmdLn", ([key], node) => ObjectValue.of({ fr: this.translateKey(key, "fr", node) })),
			},
			i18next: { t: () => translateEnglish },
			// Built from discord.js' Locale enum at run time; the same list, from the bot's LocalePrimary enum.
			locales: { localeList: () => this.localeList() },
		};
	}

	exportOf(file: string, name: string): Value {
		return this.resolveExport(this.load(file), name, new Set());
	}

	private translateKey(key: Value, locale: "fr" | "en", node: ts.Node): string {
		if (typeof key !== "string") throw fail(node, "translation key is not a string");
		const text = translate(this.translations[locale], key) ?? translate(this.translations.en, key);
		if (text === undefined) throw fail(node, `no translation for ${key}`);
		return text;
	}

	private localeList(): Value {
		const enumValue = this.resolveExport(
			this.load(this.resolveSpecifier("@dicelette/localization", "")),
			"LocalePrimary",
			new Set(),
		);
		if (!(enumValue instanceof ObjectValue)) throw new ExtractionError("LocalePrimary enum not found");
		const others = enumValue.keys().filter((key) => key !== "English");
		return [...others, "English"].map((key) => {
			const code = discordLocaleCodes[key];
			if (!code) throw new ExtractionError(`LocalePrimary.${key}: add its Discord locale code to the extractor`);
			return ObjectValue.of({ name: enumValue.get(key), value: code });
		});
	}

	private discordNamespace(): Value {
		const constructors: Record<string, BuilderKind> = {
			SlashCommandBuilder: "command",
			ContextMenuCommandBuilder: "contextMenu",
		};
		const namespace = new ObjectValue(new Map(), (key) => new Opaque(key));
		for (const [name, kind] of Object.entries(constructors))
			namespace.set(
				name,
				new NativeFunction(
					name,
					(_args, node) => {
						throw fail(node, `${name} called without new`);
					},
					(_args, node) => new Builder(kind, location(node)),
				),
			);
		return namespace;
	}

	private resolveSpecifier(specifier: string, fromFile: string): string {
		let target: string | undefined;
		if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(fromFile), specifier);
		else {
			const alias = this.aliases.get(specifier);
			if (alias) target = alias;
			else
				for (const [pattern, replacement] of this.aliases)
					if (pattern.endsWith("/*") && specifier.startsWith(pattern.slice(0, -1)))
						target = replacement.replace("*", specifier.slice(pattern.length - 1));
		}
		if (target === undefined) return "";
		const base = target.replace(/\.(js|ts)$/, "");
		for (const candidate of [`${base}.ts`, `${base}/index.ts`, `${base}.tsx`])
			if (this.tree.read(candidate) !== undefined) return candidate;
		return "";
	}

	private load(file: string): ModuleRecord {
		const known = this.modules.get(file);
		if (known) return known;
		const text = this.tree.read(file);
		if (text === undefined) throw new ExtractionError(`${file} is missing`);
		const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
		const record: ModuleRecord = { file, source, scope: new Scope(), exports: new Map(), starExports: [] };
		this.modules.set(file, record);
		this.declareModule(record);
		return record;
	}

	private importValue(specifier: string, name: string, fromFile: string): () => Value {
		return () => {
			const native = this.natives[specifier];
			if (native?.[name]) return native[name]();
			if (native?.["*"]) {
				const namespace = native["*"]();
				return name === "*" ? namespace : (namespace as ObjectValue).get(name);
			}
			const file = this.resolveSpecifier(specifier, fromFile);
			if (!file) return new Opaque(name === "*" ? specifier : `${specifier}.${name}`);
			const module = this.load(file);
			if (name === "*") return this.namespaceOf(module);
			return this.resolveExport(module, name, new Set());
		};
	}

	private namespaceOf(module: ModuleRecord): ObjectValue {
		// Names re-exported with `export *` are looked up when read.
		const namespace = new ObjectValue(new Map(), (key) => this.resolveExport(module, key, new Set()));
		for (const [name, thunk] of module.exports) namespace.setLazy(name, thunk);
		return namespace;
	}

	private resolveExport(module: ModuleRecord, name: string, seen: Set<string>): Value {
		const direct = module.exports.get(name);
		if (direct) return direct();
		if (seen.has(module.file)) return undefined;
		seen.add(module.file);
		for (const specifier of module.starExports) {
			const file = this.resolveSpecifier(specifier, module.file);
			if (!file) continue;
			const target = this.load(file);
			if (target.exports.has(name) || target.starExports.length > 0) {
				const value = this.resolveExport(target, name, seen);
				if (value !== undefined) return value;
			}
		}
		return undefined;
	}

	/** Declares a module's top-level names and exports; each is evaluated on first use. */
	private declareModule(module: ModuleRecord): void {
		const { scope, exports, file } = module;
		const isExported = (node: ts.Node) =>
			ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
		const isDefault = (node: ts.Node) =>
			ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
		const local = (name: string) => () => this.lookup(scope, name);
		for (const statement of module.source.statements) {
			if (ts.isImportDeclaration(statement)) {
				const clause = statement.importClause;
				if (!clause || clause.isTypeOnly) continue;
				const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
				if (clause.name) scope.declare(clause.name.text, { resolve: this.importValue(specifier, "default", file) });
				const bindings = clause.namedBindings;
				if (bindings && ts.isNamespaceImport(bindings))
					scope.declare(bindings.name.text, { resolve: this.importValue(specifier, "*", file) });
				else if (bindings)
					for (const element of bindings.elements)
						if (!element.isTypeOnly)
							scope.declare(element.name.text, {
								resolve: this.importValue(specifier, (element.propertyName ?? element.name).text, file),
							});
			} else if (ts.isVariableStatement(statement)) {
				for (const declaration of statement.declarationList.declarations) {
					if (!ts.isIdentifier(declaration.name)) continue;
					const init = declaration.initializer;
					scope.declare(declaration.name.text, { resolve: () => (init ? this.evaluate(init, scope) : undefined) });
					if (isExported(statement)) exports.set(declaration.name.text, local(declaration.name.text));
				}
			} else if (ts.isFunctionDeclaration(statement)) {
				const closure = new Closure(statement, scope);
				if (statement.name) scope.declare(statement.name.text, { value: closure });
				if (isExported(statement))
					exports.set(isDefault(statement) ? "default" : (statement.name?.text ?? ""), () => closure);
			} else if (ts.isEnumDeclaration(statement)) {
				scope.declare(statement.name.text, { resolve: () => this.enumValue(statement, scope) });
				if (isExported(statement)) exports.set(statement.name.text, local(statement.name.text));
			} else if (ts.isClassDeclaration(statement) && statement.name) {
				const name = statement.name.text;
				scope.declare(name, { value: new Opaque(`class ${name}`) });
				if (isExported(statement)) exports.set(isDefault(statement) ? "default" : name, local(name));
			} else if (ts.isExportAssignment(statement)) {
				const expression = statement.expression;
				exports.set("default", () => this.evaluate(expression, scope));
			} else if (ts.isExportDeclaration(statement)) {
				if (statement.isTypeOnly) continue;
				const specifier = statement.moduleSpecifier ? (statement.moduleSpecifier as ts.StringLiteral).text : undefined;
				const clause = statement.exportClause;
				if (!clause) {
					if (specifier) module.starExports.push(specifier);
				} else if (ts.isNamespaceExport(clause)) {
					if (specifier) exports.set(clause.name.text, this.importValue(specifier, "*", file));
				} else
					for (const element of clause.elements) {
						if (element.isTypeOnly) continue;
						const original = (element.propertyName ?? element.name).text;
						exports.set(element.name.text, specifier ? this.importValue(specifier, original, file) : local(original));
					}
			}
		}
	}

	private enumValue(declaration: ts.EnumDeclaration, scope: Scope): ObjectValue {
		const value = new ObjectValue();
		let next = 0;
		for (const member of declaration.members) {
			const key = member.name.getText().replace(/^["']|["']$/g, "");
			const memberValue = member.initializer ? this.evaluate(member.initializer, scope) : next;
			if (typeof memberValue === "number") next = memberValue + 1;
			value.set(key, memberValue);
		}
		return value;
	}

	private lookup(scope: Scope, name: string): Value {
		if (name === "undefined") return undefined;
		const binding = scope.lookup(name);
		if (!binding) {
			// Globals of JavaScript (Object, Math, process…) are not modelled.
			return new Opaque(name);
		}
		if (binding.resolve) {
			const resolve = binding.resolve;
			binding.resolve = undefined;
			try {
				binding.value = resolve();
			} catch (error) {
				binding.resolve = resolve;
				throw error;
			}
		}
		return binding.value;
	}

	private evaluate(node: ts.Expression, scope: Scope): Value {
		if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
			return this.evaluate(node.expression, scope);
		if (ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node))
			return this.evaluate(node.expression, scope);
		if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
		if (ts.isNumericLiteral(node)) return Number(node.text);
		if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
		if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
		if (node.kind === ts.SyntaxKind.NullKeyword) return null;
		if (ts.isIdentifier(node)) return this.lookup(scope, node.text);
		if (ts.isTemplateExpression(node)) {
			let text = node.head.text;
			for (const span of node.templateSpans) {
				const part = this.evaluate(span.expression, scope);
				if (part instanceof Opaque || (typeof part === "object" && part !== null)) return new Opaque(node.getText());
				text += String(part) + span.literal.text;
			}
			return text;
		}
		if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return new Closure(node, scope);
		if (ts.isArrayLiteralExpression(node)) return this.list(node.elements, scope);
		if (ts.isObjectLiteralExpression(node)) return this.objectLiteral(node, scope);
		if (ts.isPropertyAccessExpression(node)) {
			const target = this.evaluate(node.expression, scope);
			if (node.questionDotToken && (target === undefined || target === null)) return undefined;
			return this.property(target, node.name.text, node);
		}
		if (ts.isElementAccessExpression(node)) {
			const target = this.evaluate(node.expression, scope);
			const key = this.evaluate(node.argumentExpression, scope);
			if (typeof key !== "string" && typeof key !== "number") return new Opaque(node.getText());
			return this.property(target, String(key), node);
		}
		if (ts.isCallExpression(node)) return this.call(node, scope);
		if (ts.isNewExpression(node)) {
			const callee = this.evaluate(node.expression, scope);
			const args = (node.arguments ?? []).map((argument) => this.evaluate(argument, scope));
			if (callee instanceof NativeFunction && callee.construct) return callee.construct(args, node);
			return new Opaque(node.getText());
		}
		if (ts.isConditionalExpression(node))
			return this.evaluate(
				this.truthy(this.evaluate(node.condition, scope), node.condition) ? node.whenTrue : node.whenFalse,
				scope,
			);
		if (ts.isPrefixUnaryExpression(node)) {
			const operand = this.evaluate(node.operand, scope);
			if (node.operator === ts.SyntaxKind.ExclamationToken) return !this.truthy(operand, node);
			if (typeof operand !== "number") return new Opaque(node.getText());
			if (node.operator === ts.SyntaxKind.MinusToken) return -operand;
			if (node.operator === ts.SyntaxKind.PlusToken) return operand;
			return new Opaque(node.getText());
		}
		if (ts.isBinaryExpression(node)) return this.binary(node, scope);
		if (ts.isAwaitExpression(node) || ts.isTypeOfExpression(node) || ts.isRegularExpressionLiteral(node))
			return new Opaque(node.getText());
		throw fail(node, `unsupported expression ${ts.SyntaxKind[node.kind]}`);
	}

	private truthy(value: Value, node: ts.Node): boolean {
		if (value instanceof Opaque)
			throw fail(node, `condition depends on ${value.text}, which the extractor cannot know`);
		return Boolean(value);
	}

	private binary(node: ts.BinaryExpression, scope: Scope): Value {
		const operator = node.operatorToken.kind;
		if (operator === ts.SyntaxKind.EqualsToken) {
			const value = this.evaluate(node.right, scope);
			if (ts.isIdentifier(node.left)) scope.assign(node.left.text, value, node);
			else throw fail(node, "assignment to something other than a variable");
			return value;
		}
		const left = this.evaluate(node.left, scope);
		if (operator === ts.SyntaxKind.QuestionQuestionToken)
			return left === undefined || left === null ? this.evaluate(node.right, scope) : left;
		if (operator === ts.SyntaxKind.AmpersandAmpersandToken)
			return this.truthy(left, node.left) ? this.evaluate(node.right, scope) : left;
		if (operator === ts.SyntaxKind.BarBarToken)
			return this.truthy(left, node.left) ? left : this.evaluate(node.right, scope);
		const right = this.evaluate(node.right, scope);
		const comparable = (value: Value) =>
			value === undefined || value === null || ["string", "number", "boolean"].includes(typeof value);
		if (!comparable(left) || !comparable(right)) return new Opaque(node.getText());
		const a = left as string | number | boolean | null | undefined;
		const b = right as string | number | boolean | null | undefined;
		switch (operator) {
			case ts.SyntaxKind.EqualsEqualsEqualsToken:
			case ts.SyntaxKind.EqualsEqualsToken:
				return a === b;
			case ts.SyntaxKind.ExclamationEqualsEqualsToken:
			case ts.SyntaxKind.ExclamationEqualsToken:
				return a !== b;
			case ts.SyntaxKind.PlusToken:
				return typeof a === "number" && typeof b === "number" ? a + b : `${a}${b}`;
			case ts.SyntaxKind.MinusToken:
				return Number(a) - Number(b);
			case ts.SyntaxKind.AsteriskToken:
				return Number(a) * Number(b);
			case ts.SyntaxKind.SlashToken:
				return Number(a) / Number(b);
			case ts.SyntaxKind.LessThanToken:
				return Number(a) < Number(b);
			case ts.SyntaxKind.GreaterThanToken:
				return Number(a) > Number(b);
			case ts.SyntaxKind.LessThanEqualsToken:
				return Number(a) <= Number(b);
			case ts.SyntaxKind.GreaterThanEqualsToken:
				return Number(a) >= Number(b);
			default:
				return new Opaque(node.getText());
		}
	}

	private objectLiteral(node: ts.ObjectLiteralExpression, scope: Scope): ObjectValue {
		const object = new ObjectValue();
		for (const property of node.properties) {
			if (ts.isSpreadAssignment(property)) {
				const spread = this.evaluate(property.expression, scope);
				if (!(spread instanceof ObjectValue)) throw fail(property, "spread of something that is not an object");
				for (const key of spread.keys()) object.setLazy(key, () => spread.get(key));
				continue;
			}
			const name = property.name;
			const key =
				name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
					? name.text
					: undefined;
			if (key === undefined) throw fail(property, "computed property name");
			if (ts.isPropertyAssignment(property)) object.setLazy(key, () => this.evaluate(property.initializer, scope));
			else if (ts.isShorthandPropertyAssignment(property)) object.setLazy(key, () => this.lookup(scope, key));
			else if (ts.isMethodDeclaration(property)) object.set(key, new Closure(property, scope));
			else object.set(key, new Opaque(property.getText()));
		}
		return object;
	}

	private property(target: Value, name: string, node: ts.Node): Value {
		if (target instanceof ObjectValue) return target.get(name);
		if (target instanceof Opaque) return new Opaque(`${target.text}.${name}`);
		if (Array.isArray(target) && name === "length") return target.length;
		if (typeof target === "string" && name === "length") return target.length;
		if (target === undefined || target === null) throw fail(node, `reading ${name} of ${String(target)}`);
		return new Opaque(`${describe(target)}.${name}`);
	}

	/** Array elements or call arguments, `...spread` lists included. */
	private list(expressions: ts.NodeArray<ts.Expression>, scope: Scope): Value[] {
		const values: Value[] = [];
		for (const expression of expressions) {
			if (ts.isSpreadElement(expression)) {
				const spread = this.evaluate(expression.expression, scope);
				if (!Array.isArray(spread)) throw fail(expression, "spread of something that is not a list");
				values.push(...spread);
			} else values.push(this.evaluate(expression, scope));
		}
		return values;
	}

	private call(node: ts.CallExpression, scope: Scope): Value {
		const args = (): Value[] => this.list(node.arguments, scope);
		const callee = node.expression;
		if (ts.isPropertyAccessExpression(callee)) {
			const target = this.evaluate(callee.expression, scope);
			const method = callee.name.text;
			if (target instanceof Builder) return this.builderCall(target, method, args(), node);
			if (Array.isArray(target)) return this.arrayCall(target, method, args(), node);
			if (target instanceof Opaque) return new Opaque(`${target.text}.${method}()`);
			const fn = this.property(target, method, callee);
			return this.apply(fn, args(), node);
		}
		return this.apply(this.evaluate(callee, scope), args(), node);
	}

	private arrayCall(target: Value[], method: string, args: Value[], node: ts.Node): Value {
		if (method === "push") return target.push(...args);
		if (method === "concat") return target.concat(...args.map((arg) => (Array.isArray(arg) ? arg : [arg])));
		if (method === "map" || method === "filter") {
			const results: Value[] = [];
			for (const [index, item] of target.entries()) {
				const result = this.apply(args[0], [item, index], node);
				if (method === "map") results.push(result);
				else if (this.truthy(result, node)) results.push(item);
			}
			return results;
		}
		throw fail(node, `unsupported list method ${method}`);
	}

	private apply(fn: Value, args: Value[], node: ts.Node): Value {
		if (fn instanceof NativeFunction) return fn.call(args, node);
		if (fn instanceof Opaque) return new Opaque(`${fn.text}()`);
		if (!(fn instanceof Closure)) throw fail(node, `calling ${describe(fn)}, which is not a function`);
		const declaration = fn.node;
		const scope = new Scope(fn.scope);
		declaration.parameters.forEach((parameter, index) => {
			if (!ts.isIdentifier(parameter.name)) throw fail(parameter, "destructured parameter");
			let value = args[index];
			if (value === undefined && parameter.initializer) value = this.evaluate(parameter.initializer, fn.scope);
			scope.declare(parameter.name.text, { value });
		});
		const body = declaration.body;
		if (!body) throw fail(declaration, "function without a body");
		if (!ts.isBlock(body)) return this.evaluate(body, scope);
		const completion = this.block(body.statements, scope);
		return completion.type === "return" ? completion.value : undefined;
	}

	private block(statements: readonly ts.Statement[], parent: Scope): Completion {
		const scope = new Scope(parent);
		for (const statement of statements)
			if (ts.isFunctionDeclaration(statement) && statement.name)
				scope.declare(statement.name.text, { value: new Closure(statement, scope) });
		for (const statement of statements) {
			const completion = this.statement(statement, scope);
			if (completion.type !== "normal") return completion;
		}
		return { type: "normal" };
	}

	private statement(node: ts.Statement, scope: Scope): Completion {
		if (ts.isExpressionStatement(node)) {
			this.evaluate(node.expression, scope);
			return { type: "normal" };
		}
		if (ts.isVariableStatement(node)) {
			for (const declaration of node.declarationList.declarations) {
				if (!ts.isIdentifier(declaration.name)) throw fail(declaration, "destructured variable");
				const value = declaration.initializer ? this.evaluate(declaration.initializer, scope) : undefined;
				scope.declare(declaration.name.text, { value });
			}
			return { type: "normal" };
		}
		if (ts.isReturnStatement(node))
			return { type: "return", value: node.expression ? this.evaluate(node.expression, scope) : undefined };
		if (ts.isIfStatement(node)) {
			if (this.truthy(this.evaluate(node.expression, scope), node.expression))
				return this.statement(node.thenStatement, scope);
			return node.elseStatement ? this.statement(node.elseStatement, scope) : { type: "normal" };
		}
		if (ts.isBlock(node)) return this.block(node.statements, scope);
		if (ts.isSwitchStatement(node)) return this.switchStatement(node, scope);
		if (ts.isBreakStatement(node) && !node.label) return { type: "break" };
		if (ts.isFunctionDeclaration(node) || ts.isEmptyStatement(node) || ts.isTypeAliasDeclaration(node))
			return { type: "normal" };
		throw fail(node, `unsupported statement ${ts.SyntaxKind[node.kind]}`);
	}

	private switchStatement(node: ts.SwitchStatement, scope: Scope): Completion {
		const subject = this.evaluate(node.expression, scope);
		if (subject instanceof Opaque) throw fail(node.expression, `switch on ${subject.text}`);
		const clauses = node.caseBlock.clauses;
		let start = clauses.findIndex(
			(clause) => ts.isCaseClause(clause) && this.evaluate(clause.expression, scope) === subject,
		);
		if (start < 0) start = clauses.findIndex((clause) => ts.isDefaultClause(clause));
		if (start < 0) return { type: "normal" };
		// Falls through to the following clauses until a break or a return, as JavaScript does.
		for (const clause of clauses.slice(start)) {
			const completion = this.block(clause.statements, scope);
			if (completion.type === "break") return { type: "normal" };
			if (completion.type === "return") return completion;
		}
		return { type: "normal" };
	}

	private setName(builder: Builder, key: Value, node: ts.Node): void {
		if (typeof key !== "string") throw fail(node, "command or option name is not a string");
		builder.names = { en: this.translateKey(key, "en", node), fr: this.translateKey(key, "fr", node) };
	}

	private builderCall(builder: Builder, method: string, args: Value[], node: ts.CallExpression): Value {
		const child = (kind: BuilderKind, list: Builder[], optionType?: BotOptionType): Builder => {
			const created = new Builder(kind, location(node));
			created.optionType = optionType;
			const returned = this.apply(args[0], [created], node);
			const result = returned instanceof Builder ? returned : created;
			if (result.kind !== kind) throw fail(node, `${method} returned a ${result.kind} builder`);
			list.push(result);
			return builder;
		};
		const number = (value: Value): number => {
			if (typeof value !== "number") throw fail(node, `${method} expects a number`);
			return value;
		};
		if (method === "setNames") {
			this.setName(builder, args[0], node);
			return builder;
		}
		if (method === "setDescriptions") {
			if (typeof args[0] !== "string") throw fail(node, "description key is not a string");
			// A key the catalogues lack (the bot has one) leaves the entry without a description rather than failing.
			const en = translate(this.translations.en, args[0]);
			builder.descriptions = en ? { en, fr: translate(this.translations.fr, args[0]) ?? en } : {};
			return builder;
		}
		if (method === "setDescription") {
			if (typeof args[0] !== "string") throw fail(node, "setDescription with something other than a text");
			builder.descriptions = { en: args[0] };
			return builder;
		}
		if (method === "setDescriptionLocalizations") {
			const map = args[0];
			if (!(map instanceof ObjectValue)) throw fail(node, "setDescriptionLocalizations without a map");
			const french = map.get("fr");
			if (typeof french === "string") builder.descriptions = { ...builder.descriptions, fr: french };
			return builder;
		}
		if (method === "setName") {
			if (typeof args[0] !== "string") throw fail(node, "setName with something other than a text");
			builder.names = { en: args[0] };
			return builder;
		}
		if (method === "setNameLocalizations") {
			const map = args[0];
			if (!(map instanceof ObjectValue)) throw fail(node, "setNameLocalizations without a map");
			const french = map.get("fr");
			if (typeof french === "string") builder.names = { ...builder.names, fr: french };
			return builder;
		}
		if (ignoredBuilderMethods.has(method)) return builder;
		if (method === "addSubcommand") return child("subcommand", builder.children);
		if (method === "addSubcommandGroup") return child("group", builder.children);
		const optionType = optionMethods[method];
		if (optionType) return child("option", builder.options, optionType);
		switch (method) {
			case "setRequired":
				builder.required = args[0] === undefined || this.truthy(args[0], node);
				return builder;
			case "setAutocomplete":
				builder.autocomplete = args[0] === undefined || this.truthy(args[0], node);
				return builder;
			case "setMinValue":
				builder.limits.minValue = number(args[0]);
				return builder;
			case "setMaxValue":
				builder.limits.maxValue = number(args[0]);
				return builder;
			case "setMinLength":
				builder.limits.minLength = number(args[0]);
				return builder;
			case "setMaxLength":
				builder.limits.maxLength = number(args[0]);
				return builder;
			case "addChoices":
			case "setChoices":
				if (method === "setChoices") builder.choices.length = 0;
				for (const choice of args) builder.choices.push(this.choice(choice, node));
				return builder;
			case "addChannelTypes":
				for (const type of args) {
					if (!(type instanceof Opaque)) throw fail(node, "channel type not from discord.js");
					builder.channelTypes.push(type.text.split(".").at(-1) ?? type.text);
				}
				return builder;
			case "setType": {
				const type = args[0];
				const text = type instanceof Opaque ? type.text : "";
				if (text.endsWith("ApplicationCommandType.Message")) builder.menuType = "message";
				else if (text.endsWith("ApplicationCommandType.User")) builder.menuType = "user";
				else throw fail(node, "unknown context-menu type");
				return builder;
			}
			default:
				throw fail(node, `unknown builder method ${method}`);
		}
	}

	private choice(value: Value, node: ts.Node): BotOptionChoice {
		if (!(value instanceof ObjectValue)) throw fail(node, "choice is not an object");
		const en = value.get("name");
		if (typeof en !== "string") throw fail(node, "choice without a name");
		const localizations = value.get("name_localizations");
		const fr = localizations instanceof ObjectValue ? localizations.get("fr") : undefined;
		const choiceValue = value.get("value");
		return {
			name: { fr: typeof fr === "string" ? fr : en, en },
			...(typeof choiceValue === "string" || typeof choiceValue === "number" ? { value: choiceValue } : {}),
		};
	}
}

function location(node: ts.Node): string {
	const source = node.getSourceFile();
	return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

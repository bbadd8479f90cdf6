/**
 * The database stood in: Enmap's key/path API over a Map held in memory, so the bot's handlers read and write
 * settings, sheets and templates as they do on SQLite. A method the stand-in lacks throws, naming itself: the
 * harness then misses a part of the bot's store instead of answering with a guess.
 */
type Value = unknown;

function clone<T>(value: T): T {
	return value === undefined ? value : structuredClone(value);
}

function readPath(root: Value, path: string): Value {
	let at = root;
	for (const part of path.split(".")) {
		if (at === null || typeof at !== "object") return undefined;
		at = (at as Record<string, Value>)[part];
	}
	return at;
}

function writePath(root: Record<string, Value>, path: string, value: Value): void {
	const parts = path.split(".");
	let at = root;
	for (const part of parts.slice(0, -1)) {
		if (at[part] === null || typeof at[part] !== "object") at[part] = {};
		at = at[part] as Record<string, Value>;
	}
	at[parts.at(-1) as string] = value;
}

function deletePath(root: Record<string, Value>, path: string): void {
	const parts = path.split(".");
	const parent = parts.length > 1 ? readPath(root, parts.slice(0, -1).join(".")) : root;
	if (parent && typeof parent === "object") delete (parent as Record<string, Value>)[parts.at(-1) as string];
}

export interface EnmapOptions<T = Value> {
	name?: string;
	inMemory?: boolean;
	dataDir?: string;
	autoEnsure?: T;
}

export default class Enmap<V = Value> {
	readonly #rows = new Map<string, Value>();
	readonly name: string;

	constructor(options: EnmapOptions<V> = {}) {
		this.name = options.name ?? "memory";
		// biome-ignore lint/correctness/noConstructorReturn: a method the bot calls and the stand-in lacks must fail loudly
		return new Proxy(this, {
			get(target, property, receiver) {
				if (typeof property === "string" && !(property in target))
					throw new Error(`the Enmap stand-in has no "${property}" (store ${target.name})`);
				const found = Reflect.get(target, property, receiver);
				return typeof found === "function" ? found.bind(target) : found;
			},
		});
	}

	get(key: string, path?: string): V | undefined {
		const row = this.#rows.get(String(key));
		return clone((path ? readPath(row, path) : row) as V | undefined);
	}

	set(key: string, value: Value, path?: string): this {
		const id = String(key);
		if (!path) {
			this.#rows.set(id, clone(value));
			return this;
		}
		const row = this.#rows.get(id);
		const object = row && typeof row === "object" ? (row as Record<string, Value>) : {};
		writePath(object, path, clone(value));
		this.#rows.set(id, object);
		return this;
	}

	has(key: string, path?: string): boolean {
		const id = String(key);
		if (!this.#rows.has(id)) return false;
		return path ? readPath(this.#rows.get(id), path) !== undefined : true;
	}

	delete(key: string, path?: string): this {
		const id = String(key);
		if (!path) this.#rows.delete(id);
		else {
			const row = this.#rows.get(id);
			if (row && typeof row === "object") deletePath(row as Record<string, Value>, path);
		}
		return this;
	}

	ensure(key: string, fallback: Value, path?: string): V {
		if (!this.has(key, path)) this.set(key, fallback, path);
		return this.get(key, path) as V;
	}

	entries(): [string, V][] {
		return [...this.#rows.entries()].map(([key, value]) => [key, clone(value) as V]);
	}

	keys(): string[] {
		return [...this.#rows.keys()];
	}

	values(): V[] {
		return [...this.#rows.values()].map((value) => clone(value) as V);
	}

	map<R>(run: (value: V, key: string) => R): R[] {
		return this.entries().map(([key, value]) => run(value, key));
	}

	get size(): number {
		return this.#rows.size;
	}

	clear(): void {
		this.#rows.clear();
	}
}

// The builder's side of the template checks (src/template/checksWorkerHandler.ts).
// Checks run in a worker, so that a template at the limits (a second or more of
// rolling) never freezes the page, and once per change: a form already checked,
// or being checked, is not sent again, and the changes made while a check runs
// are sent as one, the newest (every caller waiting then gets its answer: the
// form's current state). Without workers, the same checks run in the page.
// The notes under the formulas come after each answer, for the form shown last.
import type {
	ChecksReply,
	ChecksRequest,
	FormCheck,
	FormulaNotesByTarget,
} from "@site/src/template/checksWorkerHandler";
import type { TemplateFileResult } from "@site/src/template/templateFile";

/** What the client needs of a worker; tests pass a stand-in. */
export interface ChecksPort {
	postMessage(message: ChecksRequest): void;
	onmessage: ((event: MessageEvent<ChecksReply>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	terminate(): void;
}

/** The checks in the page itself, for browsers where no worker starts: the answer, then the notes. */
export type InPageChecks = () => Promise<{
	answer: (request: ChecksRequest) => ChecksReply;
	notes: (request: ChecksRequest, reply: ChecksReply) => ChecksReply | undefined;
}>;

export interface ChecksClient {
	/** The form's check; the same form asked again is answered without checking again. */
	checkForm(form: unknown): Promise<FormCheck>;
	/** A template file's text, checked. */
	checkText(text: string): Promise<TemplateFileResult>;
	/** Records a check made elsewhere (an imported template found valid is a valid form). */
	remember(form: unknown, check: FormCheck): void;
	/** The notes under the formulas of the form checked last (the same object until they change). */
	notes(): FormulaNotesByTarget;
	/** The last form checked (as `JSON.stringify` writes it) and whether it passed; the same object until it changes. */
	lastCheck(): LastCheck | undefined;
	/** Calls `listener` when the notes or the last check change; returns the unsubscribe. */
	subscribe(listener: () => void): () => void;
}

interface LastCheck {
	key: string;
	ok: boolean;
}

const NO_NOTES: FormulaNotesByTarget = {};
/** Notes kept for forms seen lately, so that going back to one (an undo) shows its notes at once. */
const NOTES_KEPT = 4;

interface Waiting {
	resolve: (reply: ChecksReply) => void;
	reject: (error: Error) => void;
}

interface Deferred<T> {
	promise: Promise<T>;
	resolve: (value: T) => void;
	reject: (error: Error) => void;
}

function deferred<T>(): Deferred<T> {
	let resolve!: (value: T) => void;
	let reject!: (error: Error) => void;
	const promise = new Promise<T>((ok, fail) => {
		resolve = ok;
		reject = fail;
	});
	return { promise, resolve, reject };
}

export function createChecksClient(startWorker: () => ChecksPort | undefined, inPage: InPageChecks): ChecksClient {
	let worker: ChecksPort | undefined;
	const waiting = new Map<number, Waiting>();
	let nextId = 0;

	// Which form each request's notes belong to, the notes of recent forms, and the form shown last.
	const notesFor = new Map<number, string>();
	const notesByForm = new Map<string, FormulaNotesByTarget>();
	let shownKey: string | undefined;
	let shownNotes = NO_NOTES;
	const listeners = new Set<() => void>();
	const tell = () => {
		for (const listener of listeners) listener();
	};
	const show = (notes: FormulaNotesByTarget) => {
		if (notes === shownNotes) return;
		shownNotes = notes;
		tell();
	};
	const receive = (reply: ChecksReply) => {
		if (reply.kind === "text" && reply.result.kind === "verdict" && reply.result.verdict.ok)
			notesFor.set(reply.id, JSON.stringify(reply.result.verdict.form));
		if (reply.kind !== "notes") return false;
		const key = notesFor.get(reply.id);
		notesFor.delete(reply.id);
		if (key === undefined) return true;
		notesByForm.delete(key);
		notesByForm.set(key, reply.notes);
		for (const old of notesByForm.keys()) if (notesByForm.size > NOTES_KEPT) notesByForm.delete(old);
		if (key === shownKey) show(reply.notes);
		return true;
	};

	const stopWorker = (reason: string) => {
		worker?.terminate();
		worker = undefined;
		for (const request of waiting.values()) request.reject(new Error(reason));
		waiting.clear();
	};

	const connect = (): ChecksPort | undefined => {
		if (worker) return worker;
		let started: ChecksPort | undefined;
		try {
			started = startWorker();
		} catch {
			started = undefined;
		}
		if (!started) return undefined;
		started.onmessage = ({ data }) => {
			if (receive(data)) return;
			const request = waiting.get(data.id);
			waiting.delete(data.id);
			request?.resolve(data);
		};
		// A worker that fails (its script could not download) is dropped; the next request starts another.
		started.onerror = (event) => stopWorker(event.message || "The template checks' worker failed");
		worker = started;
		return started;
	};

	const send = async (
		request: { kind: "form"; form: unknown } | { kind: "text"; text: string },
	): Promise<ChecksReply> => {
		const id = nextId++;
		const message = { ...request, id } as ChecksRequest;
		if (request.kind === "form") notesFor.set(id, JSON.stringify(request.form));
		const port = connect();
		if (!port) {
			const checks = await inPage();
			const reply = checks.answer(message);
			receive(reply);
			// As the worker does: the answer first, the notes after it.
			setTimeout(() => {
				const notes = checks.notes(message, reply);
				if (notes) receive(notes);
			}, 0);
			return reply;
		}
		return new Promise<ChecksReply>((resolve, reject) => {
			waiting.set(id, { resolve, reject });
			port.postMessage(message);
		});
	};

	const unwrap = <K extends ChecksReply["kind"]>(reply: ChecksReply, kind: K): Extract<ChecksReply, { kind: K }> => {
		if (reply.kind === kind) return reply as Extract<ChecksReply, { kind: K }>;
		throw new Error(reply.kind === "failed" ? reply.reason : `Unexpected ${reply.kind} reply`);
	};

	let checked: { key: string; check: FormCheck } | undefined;
	let last: LastCheck | undefined;
	const setLast = (key: string, ok: boolean) => {
		if (last?.key === key && last.ok === ok) return;
		last = { key, ok };
		tell();
	};
	// A check that ends after the form went back to an earlier state is kept, but is not the last check:
	// the form shown is (the buttons would wait for a check that never comes).
	const setChecked = (key: string, check: FormCheck) => {
		checked = { key, check };
		if (key === shownKey) setLast(key, check.ok);
	};
	let running: { key: string; promise: Promise<FormCheck> } | undefined;
	let next: { key: string; form: unknown; answer: Deferred<FormCheck> } | undefined;

	const run = (key: string, form: unknown): Promise<FormCheck> => {
		const promise = send({ kind: "form", form }).then((reply) => unwrap(reply, "form").check);
		running = { key, promise };
		const finish = () => {
			if (running?.promise === promise) running = undefined;
			const queued = next;
			next = undefined;
			if (queued) run(queued.key, queued.form).then(queued.answer.resolve, queued.answer.reject);
		};
		promise.then((check) => {
			setChecked(key, check);
			finish();
		}, finish);
		return promise;
	};

	return {
		checkForm(form) {
			const key = JSON.stringify(form);
			shownKey = key;
			const known = notesByForm.get(key);
			if (known) show(known);
			if (checked?.key === key) {
				setLast(key, checked.check.ok);
				return Promise.resolve(checked.check);
			}
			if (running?.key === key) return running.promise;
			if (!running) return run(key, form);
			// A check is running: this form goes next, in place of any form queued before it.
			if (next) {
				next.key = key;
				next.form = form;
				return next.answer.promise;
			}
			next = { key, form, answer: deferred<FormCheck>() };
			return next.answer.promise;
		},
		async checkText(text) {
			return unwrap(await send({ kind: "text", text }), "text").result;
		},
		remember(form, check) {
			const key = JSON.stringify(form);
			shownKey = key;
			checked = { key, check };
			setLast(key, check.ok);
		},
		notes: () => shownNotes,
		lastCheck: () => last,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
}

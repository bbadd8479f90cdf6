// Search with site data blocked. DocSearch 4.7 keeps recent searches in
// localStorage and, when its modal mounts, reads `window.localStorage` outside a
// try (a size check of what it kept); with site data blocked that read throws and
// the modal cannot open. On such a page the modal is told to keep nothing
// (`disableUserPersonalization`), and while it is open the window's
// `localStorage` is a stand-in that holds nothing, put back when it closes.

/** Whether reading `window.localStorage` throws (the visitor blocks site data). */
export function isStorageBlocked(): boolean {
	try {
		void window.localStorage;
		return false;
	} catch {
		return true;
	}
}

/** A Storage that keeps nothing: every read finds nothing, every write is dropped. */
class EmptyStorage implements Storage {
	get length(): number {
		return 0;
	}
	clear(): void {}
	getItem(): string | null {
		return null;
	}
	key(): string | null {
		return null;
	}
	removeItem(): void {}
	setItem(): void {}
}

/**
 * Puts the stand-in in place when storage is blocked; returns what puts the
 * browser's own property back. Changes nothing when storage can be read.
 */
export function lendEmptyStorage(): () => void {
	if (!isStorageBlocked()) return () => undefined;
	const own = Object.getOwnPropertyDescriptor(window, "localStorage");
	try {
		Object.defineProperty(window, "localStorage", { configurable: true, value: new EmptyStorage() });
	} catch {
		// Not replaceable in this browser: the modal's own boundary reports the failure.
		return () => undefined;
	}
	return () => {
		if (own) Object.defineProperty(window, "localStorage", own);
		else Reflect.deleteProperty(window, "localStorage");
	};
}

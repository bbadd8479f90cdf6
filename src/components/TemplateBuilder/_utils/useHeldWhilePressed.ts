// Keeps what a component shows unchanged while a pointer is pressed anywhere on
// the page. Leaving a field by pressing the next control (a checkbox, "Add a
// statistic") blurs it, and the error that blur reveals would push that control
// away between the press and the release: the click would land elsewhere and be
// lost. Held, the error appears once the click has landed.
import { useRef, useSyncExternalStore } from "react";

let pressed = false;
const listeners = new Set<() => void>();
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function setPressed(value: boolean) {
	if (pressed === value) return;
	pressed = value;
	for (const listener of listeners) listener();
}

function onDown() {
	clearTimeout(releaseTimer);
	setPressed(true);
}

// The click event follows pointerup in the same task: release after it.
function onUp() {
	clearTimeout(releaseTimer);
	releaseTimer = setTimeout(() => setPressed(false), 0);
}

function subscribe(listener: () => void) {
	if (listeners.size === 0) {
		document.addEventListener("pointerdown", onDown, true);
		document.addEventListener("pointerup", onUp, true);
		document.addEventListener("pointercancel", onUp, true);
		// A press whose release the page never sees ends when the window loses focus.
		window.addEventListener("blur", onUp);
	}
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
		if (listeners.size > 0) return;
		document.removeEventListener("pointerdown", onDown, true);
		document.removeEventListener("pointerup", onUp, true);
		document.removeEventListener("pointercancel", onUp, true);
		window.removeEventListener("blur", onUp);
		clearTimeout(releaseTimer);
		pressed = false;
	};
}

function usePointerPressed(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => pressed,
		() => false,
	);
}

/** The value as it was before the current press, while a pointer is pressed; the live value otherwise. */
export function useHeldWhilePressed<T>(value: T): T {
	const isPressed = usePointerPressed();
	const shown = useRef(value);
	if (!isPressed) shown.current = value;
	return shown.current;
}

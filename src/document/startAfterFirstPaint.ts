// The start-up loader, inline at the end of every page. A deferred script that has
// already arrived runs before the first paint, leaving the page blank while the bundle
// is evaluated; this waits for the first contentful paint and two animation frames
// (the whole parsed page drawn), then adds the scripts in order (`async = false`), one
// per task (each costs 1-3 ms). Hidden tabs start at once; a timer starts the site
// whatever happens. Serialised with Function.prototype.toString: self-contained, and
// comments inside the body would be shipped.
export function startAfterFirstPaint(sources: string[], fallbackMs: number): void {
	let started = false;
	let contentfulPaint = false;
	let framesDrawn = false;
	function add(source: string) {
		const script = document.createElement("script");
		script.src = source;
		script.async = false;
		document.head.appendChild(script);
	}
	function start() {
		if (started) return;
		started = true;
		for (const source of sources) setTimeout(add, 0, source);
	}
	function startWhenPainted() {
		if (contentfulPaint && framesDrawn) start();
	}
	if (document.visibilityState !== "visible") {
		started = true;
		sources.forEach(add);
		return;
	}
	const observed = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
	if (observed.indexOf("paint") >= 0) {
		const observer = new PerformanceObserver((list) => {
			if (list.getEntriesByName("first-contentful-paint").length === 0) return;
			observer.disconnect();
			contentfulPaint = true;
			startWhenPainted();
		});
		observer.observe({ type: "paint", buffered: true });
	} else {
		contentfulPaint = true;
	}
	requestAnimationFrame(() =>
		requestAnimationFrame(() => {
			framesDrawn = true;
			startWhenPainted();
		}),
	);
	setTimeout(start, fallbackMs);
}

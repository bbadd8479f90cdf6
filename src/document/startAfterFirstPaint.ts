// The page's start-up loader, run inline at the end of every built page.
//
// Docusaurus' own template loads the entry scripts with `defer`. A deferred script
// runs as soon as the parser is done, and when it has already arrived (a fast
// network, or the browser cache) that is before the browser's first paint: the
// server-rendered page then stays blank while the whole entry bundle is evaluated.
// This loader waits until the first contentful paint has been reported and the
// page as the loader found it (parsed to its end) has been drawn, then adds the
// scripts in order. Their download starts then too: the page reads without them,
// and fetching them during the first render would share the connection with the
// stylesheet and images that the first paint waits for.
//
// - `async = false`: scripts added by a script run as soon as each arrives unless
//   told to keep their order. The webpack runtime comes first and the main bundle
//   last, so that the route's chunks are installed when the main bundle asks for them.
// - One script per task: adding a script element starts its request, 1 to 3 ms of
//   main thread each, and a doc page has a dozen. Timers set together keep their order.
// - A page opened in the background does not paint until it is shown: it starts at once.
// - The whole page: on a busy machine the parser can yield and the browser paint
//   the top of a page before its end is parsed, so the first contentful paint may
//   be only part of it. The loader, the page's last element, also waits for two
//   animation frames: the second comes once the frame after it was drawn. Without
//   paint timing, the frames are all it waits for.
// - The timer starts the site whatever happens to painting (the tab is hidden
//   meanwhile, nothing contentful is drawn).
//
// The function is serialised into the page (and, as part of the site config, into
// the entry bundle) with Function.prototype.toString: it must be self-contained, and
// comments inside its body would be shipped.
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

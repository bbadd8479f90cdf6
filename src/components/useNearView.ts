// True once an element has come within `margin` of the view, and from then on: a widget loads as a reader nears it.
// The playground and the template builder both use it. Written here rather than taken from react-intersection-observer:
// its 0.8 KB (gzipped) in the notation page's first load put the English page over its weight budget. Without
// IntersectionObserver, true at once.
import { type RefCallback, useCallback, useState } from "react";

export function useNearView<T extends Element>(margin: string): [RefCallback<T>, boolean] {
	const [near, setNear] = useState(false);
	const ref = useCallback(
		(element: T | null) => {
			if (!element || near) return undefined;
			if (typeof IntersectionObserver !== "function") {
				setNear(true);
				return undefined;
			}
			const observer = new IntersectionObserver(
				(entries) => {
					if (!entries.some((entry) => entry.isIntersecting)) return;
					observer.disconnect();
					setNear(true);
				},
				{ rootMargin: margin },
			);
			observer.observe(element);
			// React 19 calls this when the element goes (the placeholder replaced by the playground).
			return () => observer.disconnect();
		},
		[margin, near],
	);
	return [ref, near];
}

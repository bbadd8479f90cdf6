// For parts of the page that exist only in the browser (not in the server's HTML):
// true once `ready` has been true for a render and a transition has followed.
// Mounting them this way keeps them out of the render React does right after
// hydration, in one piece; a transition is rendered in short slices instead.
import { startTransition, useEffect, useState } from "react";

export function useMountedAsTransition(ready = true): boolean {
	const [mounted, setMounted] = useState(false);
	useEffect(() => {
		if (ready && !mounted) startTransition(() => setMounted(true));
	}, [ready, mounted]);
	return mounted;
}

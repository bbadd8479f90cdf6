/**
 * theme-classic's phone menu, wrapped so that it mounts as a transition. It is
 * rendered in the browser only, once the window is known to be a phone's, which
 * put the whole hidden menu (logo, colour toggle, every navbar item) in the
 * render that follows hydration. It now mounts in short slices right after; a
 * visitor who opens the menu before that gets it at once.
 */
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import { useMountedAsTransition } from "@site/src/components/useMountedAsTransition";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import type { ReactNode } from "react";

export default function MobileSidebarMountedAsTransition(): ReactNode {
	const { shouldRender, shown } = useNavbarMobileSidebar();
	const mounted = useMountedAsTransition(shouldRender);
	return mounted || shown ? <MobileSidebar /> : null;
}

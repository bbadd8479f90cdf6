// theme-classic's phone menu, wrapped to mount as a transition rather than in the
// one-piece render after hydration; a reader who opens it before then gets it at once.
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import { useMountedAsTransition } from "@site/src/components/useMountedAsTransition";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import type { ReactNode } from "react";

export default function MobileSidebarMountedAsTransition(): ReactNode {
	const { shouldRender, shown } = useNavbarMobileSidebar();
	const mounted = useMountedAsTransition(shouldRender);
	return mounted || shown ? <MobileSidebar /> : null;
}

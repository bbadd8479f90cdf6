// theme-classic's navbar item, memoised: its props come from the config and keep their
// identity, so the items no longer render again when the phone menu's state settles.
import NavbarItem from "@theme-original/NavbarItem";
import { memo } from "react";

export default memo(NavbarItem);

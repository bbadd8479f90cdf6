/**
 * theme-classic's navbar item, memoised. The navbar's content reads the phone
 * menu's state to show its toggle, so when that state settles after hydration
 * (the window turns out to be a phone's, or not), every desktop item rendered
 * again with the same props. Their props come from the theme config and keep
 * their identity; what an item shows from the route or the locale reaches it
 * through its own hooks, which memo does not block.
 */
import NavbarItem from "@theme-original/NavbarItem";
import { memo } from "react";

export default memo(NavbarItem);

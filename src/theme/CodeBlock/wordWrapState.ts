/**
 * The live word-wrap state of a code block, for its buttons only.
 *
 * theme-classic gives a block's lines and its buttons one context holding the
 * metadata and the word-wrap state. After hydration the state learns whether the
 * code overflows its box (on a phone, half the blocks of the notation page do),
 * and that change re-rendered every line of those blocks, though only the wrap
 * button shows it. Our Content/String therefore gives the shared context a
 * word-wrap value that changes only when wrapping is switched, and this second
 * context the live one, which our Buttons wrapper hands to theme-classic's buttons.
 */
import type { useCodeWordWrap } from "@docusaurus/theme-common/internal";
import { createContext } from "react";

export type WordWrap = ReturnType<typeof useCodeWordWrap>;

export const LiveWordWrapContext = createContext<WordWrap | null>(null);

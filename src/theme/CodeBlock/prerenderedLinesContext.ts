/**
 * The lines of a code block as HTML prerendered at build time
 * (src/mdx/rehypePrerenderedCodeBlocks.ts), from our Content/String to our
 * Content, which sets them as the <code> element's inner HTML. Null when the
 * block's lines are to be rendered by the theme.
 */
import { createContext } from "react";

export const PrerenderedLinesContext = createContext<string | null>(null);

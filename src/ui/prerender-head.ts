// The page's <head> facts (its title) as it declares them while rendering at build time. Effects do not run
// there, so a title set by an effect would reach the HTML only after hydration; src/entry-prerender.tsx
// provides a sink and writes what it received into the page's HTML. In the browser there is no sink.
import { createContext, useContext } from 'react';

export interface PrerenderedHead {
  title?: string;
}

export const PrerenderHeadContext = createContext<((head: PrerenderedHead) => void) | null>(null);

/** Hands `head` to the prerender, if this render is one; does nothing in the browser. */
export function useDeclareHead(head: PrerenderedHead): void {
  useContext(PrerenderHeadContext)?.(head);
}

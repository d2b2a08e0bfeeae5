import { createContext, useContext } from 'react';

/**
 * True while the release build renders a page to HTML (src/prerender, decision 020): parts that
 * the browser adds after its first render (the landing's FAQ) are rendered at once, so the HTML
 * has the whole page.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

import { createContext, useContext } from 'react';

/**
 * True while the shell's build renders the sign-in page to HTML (src/prerender, decision 020).
 * That HTML cannot sign anyone in (no form-encoded sign-in exists), so its submit buttons are
 * disabled: pressing Enter must never send a password in a query string.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

import { createContext, useContext } from 'react';

/**
 * True while the shell's build renders the sign-in page to HTML (src/prerender, decision 020).
 * The sign-in form works there (it posts to the API's form sign-in); registration needs the app,
 * so its submit button is disabled in that HTML: pressing Enter must never send a password in a
 * query string.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

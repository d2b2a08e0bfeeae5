import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while a release build renders the page to HTML (react-dom/static in the prerender run,
 * decision 020), false in the browser. React reads a store's server snapshot only when rendering
 * on the server, so no provider is needed: the public pages render their deferred parts at once
 * (the landing's FAQ), the support contact's placeholders, a link tab as a plain Tab stop, and
 * the registration form that needs the app with its button disabled. (The app does not hydrate:
 * it renders its own tree behind the server's page, so the browser never sees `true`.)
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

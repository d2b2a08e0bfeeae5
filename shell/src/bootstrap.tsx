import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createApiClient } from '@housesit/shared-contracts';
import { FullPageSpinner, GlobalStyle } from '@housesit/shell/kit';
import { App } from './app/App';
import { browserCookies, browserStorage, fetchWithPageAnswers, prepareShell, readShellBoot } from './features/registry';
import { startFirstScreen } from './features/prefetch';
import { RemoteErrorBoundary, createFederationLoader } from './features/remotes';
import { BUILT_IN_TABLE, declaresOtherwise, loadRouteTable } from './features/routes';

/**
 * Runs after the async boundary (index.ts), so the shared singletons are negotiated first.
 * Order: read the registry (the page's own answer when the server wrote one, else
 * GET /api/registry), register the remotes at run time, create the API client for the
 * registry's API origin, render. Remote code is fetched only when a route needs it.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container, {
    // A remote that fails is handled: its area shows the fallback and RemoteErrorBoundary logs
    // which remote failed. React's default would log it again as an error.
    onCaughtError: (error, info) => {
      if (info.errorBoundary instanceof RemoteErrorBoundary) return;
      console.error(error);
    },
  });
  root.render(
    <>
      <GlobalStyle />
      <FullPageSpinner label="Loading..." />
    </>,
  );

  const boot = readShellBoot(document);
  const { registry, apiBaseUrl } = await prepareShell({
    boot,
    fetch: window.fetch.bind(window),
    pageUrl: window.location.href,
    registerRemotes: (remotes) => registerRemotes(remotes),
    storage: browserStorage(),
    cookies: browserCookies(),
  });
  // The page's session and answers are this origin's: they stand for the API's only when the API
  // is here too.
  const pageSession = apiBaseUrl === null ? boot?.user : undefined;
  const pageAnswers = apiBaseUrl === null ? boot?.answers : undefined;
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    ...(pageAnswers
      ? {
          fetch: fetchWithPageAnswers(pageAnswers, window.fetch.bind(window), {
            origin: window.location.origin,
            now: () => performance.now(),
          }),
        }
      : {}),
  });
  const loader = createFederationLoader(
    {
      loadRemote: (id) => loadRemote(id),
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
      isEntryLoaded: (name) => Boolean(getInstance()?.moduleCache.has(name)),
    },
    registry.status === 'ready' ? registry.remotes : [],
    registry.status === 'ready' ? (registry.refused ?? []) : [],
  );

  // The areas' own screens and entries (decision 016): the builder is fetched only when a
  // release declares other screens or entries than the built-in table.
  const table =
    registry.status === 'ready' && declaresOtherwise(registry.registry.remotes)
      ? (await loadRouteTable()).buildRouteTable(registry.registry.remotes, (message) => console.warn(message))
      : BUILT_IN_TABLE;

  startFirstScreen(loader, table.routes, window.location.pathname, pageSession);

  // A transition, so React renders the app in slices of a few milliseconds (the spinner stays
  // until it is done) instead of one long task that blocks input (TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App api={api} registry={registry} loadRemote={loader} table={table} session={pageSession} />
      </StrictMode>,
    );
  });
}

void start();

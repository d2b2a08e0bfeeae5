import { useEffect, useRef, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createApiClient, type User } from '@housesit/shared-contracts';
import { KitProvider, useToastQueue, type ToastInput } from '@housesit/shell/kit';
import { createStubFetch, type StubFetch, type StubRoute } from './stubFetch';

/** Shows where the router is, so tests can assert navigation and query changes. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Stands in for the shell's toaster: every toast raised, newest first, as 'Title: description'
 * (one string, so it never collides with the same words on the screen). It also logs each toast
 * once, oldest first, since the queue keeps only the few latest (docs/product/platform.md §4).
 */
function ToastProbe({ log }: { log: ToastInput[] }) {
  const { toasts } = useToastQueue();
  const logged = useRef(new Set<number>());
  useEffect(() => {
    for (const { id, title, description, variant } of [...toasts].reverse()) {
      if (logged.current.has(id)) continue;
      logged.current.add(id);
      log.push({ title, description, variant });
    }
  }, [toasts, log]);
  return (
    <div data-testid="toasts">
      {toasts.map((t) => (
        <p key={t.id} data-variant={t.variant ?? 'default'}>{`${t.title}: ${t.description ?? ''}`}</p>
      ))}
    </div>
  );
}

/** The toasts currently queued, as ToastProbe renders them. */
export function toastTexts(): string[] {
  const list = document.querySelector('[data-testid="toasts"]');
  return list ? [...list.querySelectorAll('p')].map((p) => p.textContent) : [];
}

export interface RenderAreaOptions {
  /** The stubbed API (createStubFetch): answers checked against the shared-contracts structs. */
  routes?: Record<string, StubRoute>;
  /** The signed-in user (answers GET /api/auth/me), or null for a visitor. */
  user?: User | null;
  /** Starting URL of the router. */
  path?: string;
  /** A stub made beforehand with createStubFetch (then `routes` and `user` are not used). */
  stub?: StubFetch;
}

/**
 * Renders an area's screen as the shell does: KitProvider with the typed API client on a stubbed
 * fetch (a fresh SWR cache per render, retries off so an error test sees exactly its requests),
 * a router, a location probe and a toast probe. `toasts` lists every toast raised, oldest first.
 */
export function renderArea(
  ui: ReactElement,
  { routes = {}, user, path = '/', stub = createStubFetch(routes, { user }) }: RenderAreaOptions = {},
) {
  const api = createApiClient({ baseUrl: 'http://test', fetch: stub.fetch });
  const toasts: ToastInput[] = [];
  const result = render(
    <KitProvider api={api}>
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
          <ToastProbe log={toasts} />
        </MemoryRouter>
      </SWRConfig>
    </KitProvider>,
  );
  return { ...result, stub, toasts };
}

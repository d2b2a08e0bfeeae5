import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider, useToastQueue } from '@housesit/shell/kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Shows where the router is, so tests can assert navigation and query changes. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Stands in for the shell's toaster: every toast raised, newest first, as 'Title: description'
 * (one string, so it never collides with the same words on the screen).
 */
function ToastProbe() {
  const { toasts } = useToastQueue();
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

/**
 * Renders a screen the way the shell does: inside the kit's provider with the typed API client
 * (bound to a stub fetch) and a router. The kit's provider brings a fresh SWR cache per render;
 * automatic retries are off so an error test sees exactly the requests it made.
 */
export function renderScreen(ui: ReactElement, options: { fetch: typeof fetch; path?: string }) {
  const api = createApiClient({ baseUrl: 'http://test', fetch: options.fetch });
  return render(
    <KitProvider api={api}>
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          {ui}
          <LocationProbe />
          <ToastProbe />
        </MemoryRouter>
      </SWRConfig>
    </KitProvider>,
  );
}

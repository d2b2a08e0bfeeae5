import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider } from '@housesit/shell/kit';
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
        </MemoryRouter>
      </SWRConfig>
    </KitProvider>,
  );
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient } from '@housesit/shared-contracts';
import { KitProvider } from '@housesit/shell/kit';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { Toaster } from '../features/toaster';

/** Shows the current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  api: ApiClient;
  path?: string;
  loader?: RemoteLoader;
  /** Routes to render instead of `ui` at '*' (for redirect tests). */
  routes?: ReactNode;
}

/** Renders `ui` as the shell does: KitProvider, router, remote loader, toaster. */
export function renderShell(ui: ReactNode, { api, path = '/', loader, routes }: Options) {
  const fallbackLoader: RemoteLoader = async (id) => {
    throw new Error(`no loader for ${id} in this test`);
  };
  return render(
    <KitProvider api={api}>
      <RemoteLoaderContext.Provider value={loader ?? fallbackLoader}>
        <MemoryRouter initialEntries={[path]}>
          {routes ?? (
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          )}
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </KitProvider>,
  );
}

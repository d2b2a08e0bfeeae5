import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@housesit/shared-contracts';
import { GlobalStyle, KitProvider } from '@housesit/shell/kit';
import { PrefetchScreens } from '../features/prefetch';
import { RegistryContext, type RegistryState } from '../features/registry';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { BUILT_IN_TABLE, RouteTableContext, buildRouteTable } from '../features/routes';
import { AppRoutes } from './AppRoutes';
import { Layout } from './Layout';
import { SessionGate } from './SessionGate';

export interface AppProps {
  api: ApiClient;
  registry: RegistryState;
  loadRemote: RemoteLoader;
}

export function App({ api, registry, loadRemote }: AppProps) {
  // The areas' screens and entries as their releases declare them, read once at start (decision 016).
  const table = useMemo(
    () => (registry.status === 'ready' ? buildRouteTable(registry.registry.remotes, (message) => console.warn(message)) : BUILT_IN_TABLE),
    [registry],
  );
  return (
    <KitProvider api={api}>
      <GlobalStyle />
      <RegistryContext.Provider value={registry}>
        <RemoteLoaderContext.Provider value={loadRemote}>
          <RouteTableContext.Provider value={table}>
            <BrowserRouter>
              <SessionGate>
                <PrefetchScreens />
                <Layout>
                  <AppRoutes />
                </Layout>
              </SessionGate>
            </BrowserRouter>
          </RouteTableContext.Provider>
        </RemoteLoaderContext.Provider>
      </RegistryContext.Provider>
    </KitProvider>
  );
}

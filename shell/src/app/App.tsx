import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@housesit/shared-contracts';
import { GlobalStyle, KitProvider } from '@housesit/shell/kit';
import { PrefetchScreens } from '../features/prefetch';
import { RegistryContext, type RegistryState } from '../features/registry';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { AppRoutes } from './AppRoutes';
import { Layout } from './Layout';
import { SessionGate } from './SessionGate';

export interface AppProps {
  api: ApiClient;
  registry: RegistryState;
  loadRemote: RemoteLoader;
}

export function App({ api, registry, loadRemote }: AppProps) {
  return (
    <KitProvider api={api}>
      <GlobalStyle />
      <RegistryContext.Provider value={registry}>
        <RemoteLoaderContext.Provider value={loadRemote}>
          <BrowserRouter>
            <SessionGate>
              <PrefetchScreens />
              <Layout>
                <AppRoutes />
              </Layout>
            </SessionGate>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </RegistryContext.Provider>
    </KitProvider>
  );
}

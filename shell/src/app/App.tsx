import { BrowserRouter } from 'react-router-dom';
import type { ApiClient, User } from '@housesit/shared-contracts';
import { GlobalStyle, KitProvider } from '@housesit/shell/kit';
import { PrefetchScreens } from '../features/prefetch';
import { RegistryContext, type RegistryState } from '../features/registry';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { BUILT_IN_TABLE, RouteTableContext, type RouteTable } from '../features/routes';
import { AppRoutes } from './AppRoutes';
import { Layout } from './Layout';
import { SessionGate } from './SessionGate';

export interface AppProps {
  api: ApiClient;
  registry: RegistryState;
  loadRemote: RemoteLoader;
  /** The router's table from the registry (decision 016; bootstrap builds it); default: the built-in one. */
  table?: RouteTable;
  /** The session the page carried (ShellBoot); undefined: asked for as usual. */
  session?: User | null;
}

export function App({ api, registry, loadRemote, table = BUILT_IN_TABLE, session }: AppProps) {
  return (
    <KitProvider api={api} session={session}>
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

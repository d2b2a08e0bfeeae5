import { createContext, useContext, type ComponentType } from 'react';

/**
 * Loads one exposed module by id ('mf_admin/Dashboard'). In the app this is `loadRemote` of
 * @module-federation/enhanced/runtime (see bootstrap.tsx); tests pass a fake.
 */
export type RemoteLoader = (id: string) => Promise<unknown>;

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('No remote loader: wrap the app in <RemoteLoaderContext.Provider>');
  return loader;
}

/** 'mf_public' + './Landing' → 'mf_public/Landing' */
export function remoteId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/** The component an exposed module exports as default (the contract of every exposed screen). */
export async function loadRemoteComponent<P>(loader: RemoteLoader, id: string): Promise<{ default: ComponentType<P> }> {
  const loaded = (await loader(id)) as { default?: unknown } | ComponentType<P> | null | undefined;
  const candidate = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (typeof candidate !== 'function' && !(typeof candidate === 'object' && candidate !== null)) {
    throw new Error(`${id} did not provide a component`);
  }
  return { default: candidate as ComponentType<P> };
}

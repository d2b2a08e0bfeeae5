import { createContext, useContext } from 'react';
import type { ApiClient } from '@housesit/shared-contracts';

export const ApiContext = createContext<ApiClient | null>(null);

/** The typed API client bound to the runtime API origin (from the registry). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <KitProvider>');
  return api;
}

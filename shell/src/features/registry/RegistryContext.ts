import { createContext, useContext } from 'react';
import type { RegistryState } from './api/loadRegistry';

export const RegistryContext = createContext<RegistryState | null>(null);

export function useRegistryState(): RegistryState | null {
  return useContext(RegistryContext);
}

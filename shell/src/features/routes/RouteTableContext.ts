import { createContext, useContext } from 'react';
import { BUILT_IN_TABLE, type RouteTable } from './lib/builtIn';

/** The router's table, built once at start from the registry (App provides it). */
export const RouteTableContext = createContext<RouteTable>(BUILT_IN_TABLE);

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}

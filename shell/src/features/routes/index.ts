// The routes feature's public surface: the router's table built from the registry (decision 016).
export {
  BUILT_IN_TABLE,
  areaOfRole,
  buildRouteTable,
  declaredEntries,
  type AreaNav,
  type RouteTable,
  type ShellRoute,
} from './lib/routeTable';
export { RouteTableContext, useRouteTable } from './RouteTableContext';

// The routes feature's public surface: the router's table built from the registry (decision 016).
// The builder is loaded on demand (loadRouteTable) only when a release declares other screens or
// entries than the built-in table, so it stays off the first load's critical path.
export { BUILT_IN_NAV, BUILT_IN_TABLE, declaresOtherwise, type AreaNav, type RouteTable, type ShellRoute } from './lib/builtIn';
export { RouteTableContext, useRouteTable } from './RouteTableContext';
export const loadRouteTable = () => import('./lib/routeTable');

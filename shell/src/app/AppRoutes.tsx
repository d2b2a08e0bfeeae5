import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTE_ALIASES } from '@housesit/shared-contracts';
import { BusyWhileShown } from '@housesit/shell/kit';
import { RouteGuard } from '../features/guards';
import { NotFoundPage } from '../features/not-found';
import { useRouteTable } from '../features/routes';
import { RouteScreen } from './RouteScreen';

/**
 * Dropdown-only paths that lead to an existing screen (docs/product/DECISIONS.md); keeps the query. Busy until
 * the screen it leads to replaces it.
 */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return (
    <>
      <Navigate to={`${to}${search}${hash}`} replace />
      <BusyWhileShown />
    </>
  );
}

/**
 * Every route of docs/product/platform.md's table (shared-contracts ROUTES) and the screens the areas'
 * releases declare (decision 016), the aliases, and the 404 page. Guards stay the shell's.
 */
export function AppRoutes() {
  const { routes } = useRouteTable();
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RouteGuard access={route.access} path={route.path}>
              <RouteScreen route={route} />
            </RouteGuard>
          }
        />
      ))}
      {Object.entries(ROUTE_ALIASES).map(([from, to]) => (
        <Route key={from} path={from} element={<AliasRedirect to={to} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { ROUTES, normalizeRole } from '@housesit/shared-contracts';
import { remoteId } from '../remotes';
import type { ShellRoute } from '../routes';

/**
 * The screens a signed-in user of `role` can open, as remote module ids ('mf_admin/Jobs'), in
 * the route table's order (the navigation's screens come first there), without duplicates.
 */
export function screensForRole(role: string, routes: readonly ShellRoute[] = ROUTES): string[] {
  const known = normalizeRole(role);
  if (!known) return [];
  const ids = routes
    .filter((route) => route.access.kind === 'role' && route.access.role === known)
    .flatMap((route) => ('remote' in route.owner && !route.unavailable ? [remoteId(route.owner.remote, route.owner.module)] : []));
  return [...new Set(ids)];
}

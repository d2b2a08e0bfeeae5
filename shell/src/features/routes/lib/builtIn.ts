import {
  ROUTE_ALIASES,
  ROUTES,
  type AreaNavEntry,
  type RemoteName,
  type RouteAccess,
  type RouteEntry,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';

/** One route of the shell's router: from the built-in table, or declared by an area's release. */
export interface ShellRoute {
  path: string;
  access: RouteAccess;
  title: string;
  owner: RouteEntry['owner'] | { remote: RemoteName; module: string };
  /** A declared screen this shell cannot honour (a rule it does not know): the area's fallback. */
  unavailable?: true;
}

/** Declared navigation entries per area (the shell merges them into its own bars and menu). */
export type AreaNav = Partial<Record<RemoteName, AreaNavEntry[]>>;

export interface RouteTable {
  routes: ShellRoute[];
  nav: AreaNav;
}

/** The built-in table alone: what every release of the spec's screens (and a failed registry) gets. */
export const BUILT_IN_TABLE: RouteTable = { routes: [...ROUTES], nav: {} };

/**
 * Whether any release declares a screen or an entry beyond the built-in table. Kept on the first
 * load (tiny); the code that checks and merges declarations (routeTable.ts) is fetched only
 * then, so the critical path of / and /login stays within its budget.
 */
export function declaresMore(remotes: Partial<RuntimeRegistry['remotes']>): boolean {
  const known = new Set<string>([...ROUTES.map((route) => route.path), ...Object.keys(ROUTE_ALIASES)]);
  return Object.values(remotes).some(
    (release) =>
      (Array.isArray(release.routes) && release.routes.some((screen) => !known.has(screen.path))) ||
      (Array.isArray(release.nav) && release.nav.some((entry) => !known.has(entry.to))),
  );
}

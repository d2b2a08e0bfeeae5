import {
  AREA_ACCESS_RULES,
  AREA_POLICY,
  NAV_BADGES,
  NAV_PLACES,
  REMOTE_NAMES,
  ROUTES,
  checkAreaScreen,
  type AreaNavEntry,
  type NavPlace,
  type RemoteName,
  type RouteAccess,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import type { AreaNav, RouteTable, ShellRoute } from './builtIn';

function accessFor(remote: RemoteName, rule: string): RouteAccess {
  const role = AREA_POLICY[remote].role;
  if (rule === 'public') return { kind: 'public' };
  if (rule === 'signed-in') return { kind: 'signedIn' };
  return role ? { kind: 'role', role } : { kind: 'signedIn' };
}

/**
 * The router's table from the registry (decision 016). Every route of the built-in table stays
 * as it is (the spec's table is the floor: a release adds screens, it cannot move, open or drop
 * the spec's). A release that declares screens (contract 4+) adds the ones on new paths, after
 * the same checks the registry makes, because the shell stays in charge of safety:
 * - a path outside the area's prefixes, another area's or the shell's, is dropped (and logged);
 * - a rule outside the closed set (a newer contract's) keeps its path but shows the area's
 *   fallback, guarded by the area's role (or sign-in), never an open screen and never a crash.
 * A release without declarations (contract ≤ 3) gets the built-in table only.
 */
export function buildRouteTable(remotes: Partial<RuntimeRegistry['remotes']>, warn: (message: string) => void = () => {}): RouteTable {
  const routes: ShellRoute[] = [...ROUTES];
  const taken = new Set(routes.map((route) => route.path));
  const nav: AreaNav = {};
  for (const remote of REMOTE_NAMES) {
    const release = remotes[remote];
    if (!Array.isArray(release?.routes)) continue;
    for (const screen of release.routes as unknown[]) {
      const declared = screen as { path?: unknown; access?: unknown; module?: unknown; title?: unknown };
      if (typeof declared.path === 'string' && taken.has(declared.path)) continue;
      // `exposes`: the module itself — only the registry can see the manifest; a missing module fails to load and shows the fallback.
      const problem = checkAreaScreen(remote, screen, [String(declared.module)]);
      const honourable = !problem || problem.code === 'route.unknown_access';
      if (!honourable || typeof declared.path !== 'string') {
        warn(`[shell] ${problem?.message ?? `${remote} declares a screen without a path`} Not routed.`);
        continue;
      }
      const known = (AREA_ACCESS_RULES as readonly unknown[]).includes(declared.access);
      if (!known) warn(`[shell] ${problem?.message ?? ''} Its path shows the area's fallback.`);
      taken.add(declared.path);
      routes.push({
        path: declared.path,
        access: accessFor(remote, known ? String(declared.access) : 'role'),
        title: typeof declared.title === 'string' ? declared.title : '',
        owner: { remote, module: String(declared.module) },
        ...(known ? {} : { unavailable: true as const }),
      });
    }
    nav[remote] = usableNav(
      release.nav,
      new Set(routes.filter((route) => 'remote' in route.owner && route.owner.remote === remote).map((r) => r.path)),
    );
  }
  return { routes, nav };
}

/** Entries the shell can show: a known place and badge (an unknown badge is left off), leading to one of the area's routes. */
function usableNav(entries: unknown, paths: ReadonlySet<string>): AreaNavEntry[] {
  if (!Array.isArray(entries)) return [];
  return (entries as unknown[]).flatMap((item) => {
    const entry = item as Partial<Record<keyof AreaNavEntry, unknown>>;
    if (typeof entry.label !== 'string' || typeof entry.to !== 'string' || typeof entry.order !== 'number') return [];
    if (!(NAV_PLACES as readonly unknown[]).includes(entry.menu) || !paths.has(entry.to)) return [];
    const badge = (NAV_BADGES as readonly unknown[]).includes(entry.badge) ? { badge: entry.badge as AreaNavEntry['badge'] } : {};
    return [{ menu: entry.menu as NavPlace, label: entry.label, to: entry.to, order: entry.order, ...badge }];
  });
}

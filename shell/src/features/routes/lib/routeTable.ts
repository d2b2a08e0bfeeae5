import {
  AREA_ACCESS_RULES,
  AREA_POLICY,
  NAV_BADGES,
  NAV_PLACES,
  REMOTE_NAMES,
  ROUTE_ALIASES,
  ROUTE_REFUSALS,
  ROUTES,
  checkAreaScreen,
  specScreensOf,
  type AreaNavEntry,
  type NavPlace,
  type RemoteName,
  type RouteAccess,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import { BUILT_IN_NAV, type AreaNav, type RouteTable, type ShellRoute } from './builtIn';

type Warn = (message: string) => void;

function accessFor(remote: RemoteName, rule: string): RouteAccess {
  const role = AREA_POLICY[remote].role;
  if (rule === 'public') return { kind: 'public' };
  if (rule === 'signed-in') return { kind: 'signedIn' };
  return role ? { kind: 'role', role } : { kind: 'signedIn' };
}

const builtInRoutes = (remote: RemoteName): ShellRoute[] =>
  ROUTES.filter((route) => 'remote' in route.owner && route.owner.remote === remote);

/**
 * The router's table from the registry (decision 016). An area whose release declares screens
 * (contract 4+) gets exactly those, with the entries it declares: what it leaves out is retired
 * (its path is the 404 page), and titles, labels and order are its own. A release without
 * declarations (contract ≤ 3) gets the built-in table for its area. The shell stays in charge of
 * safety, with the same checks the registry makes:
 * - sign-in, settings, the aliases and the 404 page are the shell's, whatever a release says;
 * - a path outside the area's prefixes, another area's or the shell's, is dropped (and logged);
 * - the product's screens (SPEC_SCREENS) are always routed with their own access rule, even from
 *   a release that left one out or changed its rule (which the registry refuses);
 * - a rule outside the closed set (a newer contract's) keeps its path but shows the area's
 *   fallback, guarded by the area's role (or sign-in), never an open screen and never a crash.
 */
export function buildRouteTable(remotes: Partial<RuntimeRegistry['remotes']>, warn: Warn = () => {}): RouteTable {
  const routes: ShellRoute[] = ROUTES.filter((route) => 'shell' in route.owner);
  const taken = new Set(routes.map((route) => route.path));
  const nav: AreaNav = {};
  for (const remote of REMOTE_NAMES) {
    const release = remotes[remote];
    const declares = Array.isArray(release?.routes);
    const own = declares ? declaredRoutes(remote, release!.routes as unknown[], taken, warn) : builtInRoutes(remote);
    for (const route of own) taken.add(route.path);
    routes.push(...own);
    const paths = new Set(own.map((route) => route.path));
    nav[remote] = usableNav(declares && Array.isArray(release!.nav) ? release!.nav : BUILT_IN_NAV[remote], paths);
  }
  // The built-in table's order, then the declared paths it lacks (the router ranks them anyway).
  const rank = (path: string) => {
    const index = ROUTES.findIndex((route) => route.path === path);
    return index === -1 ? ROUTES.length : index;
  };
  return { routes: routes.sort((a, b) => rank(a.path) - rank(b.path)), nav };
}

/** The routes of an area that declares its screens, each checked; its product screens kept. */
function declaredRoutes(remote: RemoteName, screens: unknown[], taken: ReadonlySet<string>, warn: Warn): ShellRoute[] {
  const own: ShellRoute[] = [];
  const spec = specScreensOf(remote);
  for (const screen of screens) {
    const declared = screen as { path?: unknown; access?: unknown; module?: unknown; title?: unknown };
    if (typeof declared.path === 'string' && (taken.has(declared.path) || own.some((route) => route.path === declared.path))) continue;
    // `exposes`: the module itself — only the registry can see the manifest; a missing module fails to load and shows the fallback.
    const problem = checkAreaScreen(remote, screen, [String(declared.module)]);
    const honourable = !problem || problem.code === 'route.unknown_access';
    if (!honourable || typeof declared.path !== 'string') {
      warn(`[shell] ${problem?.message ?? `${remote} declares a screen without a path`} Not routed.`);
      continue;
    }
    const path = declared.path;
    const owner = { remote, module: String(declared.module) };
    const title = typeof declared.title === 'string' ? declared.title : '';
    const product = spec.find((item) => item.path === path);
    if (product) {
      // One of the product's screens: its access is the built-in table's, whatever the release says.
      if (declared.access !== product.access) {
        warn(`[shell] ${ROUTE_REFUSALS['route.spec_screen_access'](remote, path, String(declared.access), product.access)} Kept.`);
      }
      own.push({ ...builtInRoutes(remote).find((route) => route.path === path)!, title, owner });
      continue;
    }
    const known = (AREA_ACCESS_RULES as readonly unknown[]).includes(declared.access);
    if (!known) warn(`[shell] ${problem?.message ?? ''} Its path shows the area's fallback.`);
    own.push({
      path,
      access: accessFor(remote, known ? String(declared.access) : 'role'),
      title,
      owner,
      ...(known ? {} : { unavailable: true as const }),
    });
  }
  for (const { path, access } of spec) {
    if (own.some((route) => route.path === path)) continue;
    warn(`[shell] ${ROUTE_REFUSALS['route.spec_screen_dropped'](remote, path, access)} Kept as built in.`);
    own.push(...builtInRoutes(remote).filter((route) => route.path === path));
  }
  return own;
}

/**
 * Entries the shell can show: a known place and badge (an unknown badge is left off), leading to
 * one of the area's routes or to an alias of one.
 */
function usableNav(entries: unknown, paths: ReadonlySet<string>): AreaNavEntry[] {
  if (!Array.isArray(entries)) return [];
  return (entries as unknown[]).flatMap((item) => {
    const entry = item as Partial<Record<keyof AreaNavEntry, unknown>>;
    if (typeof entry.label !== 'string' || typeof entry.to !== 'string' || typeof entry.order !== 'number') return [];
    if (!(NAV_PLACES as readonly unknown[]).includes(entry.menu) || !paths.has(ROUTE_ALIASES[entry.to] ?? entry.to)) return [];
    const badge = (NAV_BADGES as readonly unknown[]).includes(entry.badge) ? { badge: entry.badge as AreaNavEntry['badge'] } : {};
    return [{ menu: entry.menu as NavPlace, label: entry.label, to: entry.to, order: entry.order, ...badge }];
  });
}

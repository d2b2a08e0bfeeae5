/**
 * Screens and navigation entries an area declares in its own package (`<remote>/area.json`) and
 * ships in its release (docs/decisions/016-routes-from-releases.md). The registry checks them at
 * publish and at promote with `checkAreaDeclaration`; the shell checks them again before it
 * builds its router, because it stays in charge of safety: every access rule is one of a closed
 * set it understands, and every path lies inside the area's own prefixes.
 */
import { ROUTE_ALIASES, ROUTES } from './routes.js';
import { REMOTE_NAMES, type RemoteName } from './federation.js';
import { SITTER_ROLE, type Role } from './roles.js';
import { PRODUCT } from './brand.js';
import type { ErrorCode } from './errors.js';
import { specScreensOf } from './specScreens.js';

/** The closed set of access rules: 'role' means the area's own role (AREA_POLICY). */
export const AREA_ACCESS_RULES = ['public', 'signed-in', 'role'] as const;
export type AreaAccess = (typeof AREA_ACCESS_RULES)[number];

/** Where an entry shows: the role's bar, the account menu, or the sitter bar (docs/product/platform.md §2). */
export const NAV_PLACES = ['bar', 'menu', 'sitterBar'] as const;
export type NavPlace = (typeof NAV_PLACES)[number];

/** What a badge counts (unread messages, unread notifications); the shell owns the data. */
export const NAV_BADGES = ['unread', 'notifications'] as const;
export type NavBadge = (typeof NAV_BADGES)[number];

export interface AreaScreen {
  path: string;
  access: AreaAccess;
  /** The exposed module that renders it ('./Reports'). */
  module: string;
  title: string;
}

export interface AreaNavEntry {
  menu: NavPlace;
  label: string;
  /** A path of this area (one of its screens, or an alias the shell keeps). */
  to: string;
  /** Position among the place's entries; the built-in entries are 10, 20, 30… */
  order: number;
  badge?: NavBadge;
}

/** `<remote>/area.json`, copied into release.json as `routes` and `nav`. */
export interface AreaDeclaration {
  routes: AreaScreen[];
  nav: AreaNavEntry[];
}

const sitterBase = `/${PRODUCT}ter`;

/**
 * Each area's paths and role. A path belongs to an area when it equals a prefix or starts with
 * `<prefix>/`; '/' matches only itself. Paths of the shell (sign-in, settings, aliases) belong
 * to no area.
 */
export const AREA_POLICY: Record<RemoteName, { role: Role | null; prefixes: readonly string[] }> = {
  mf_public: { role: null, prefixes: ['/', '/terms', '/privacy', '/support', '/confirmation', '/about'] },
  mf_homeowner: { role: 'homeowner', prefixes: ['/dashboard', '/messages', '/reports', '/homeowner', '/purchase'] },
  mf_sitter: { role: SITTER_ROLE, prefixes: [sitterBase, '/sitter'] },
  mf_admin: { role: 'admin', prefixes: ['/admin', '/jobs', '/revenue', '/users'] },
};

/** Paths the shell renders itself, and its aliases: no release may claim them. */
export const SHELL_PATHS: readonly string[] = [
  ...ROUTES.flatMap((route) => ('shell' in route.owner ? [route.path] : [])),
  ...Object.keys(ROUTE_ALIASES),
];

export function pathInPrefixes(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => (prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`)));
}

/** The area whose prefixes hold `path`, or null. */
export function areaOfPath(path: string): RemoteName | null {
  return REMOTE_NAMES.find((name) => pathInPrefixes(path, AREA_POLICY[name].prefixes)) ?? null;
}

/** Coded reasons a declaration is refused (the registry answers them, the shell logs them). */
export const ROUTE_REFUSALS = {
  'route.bad_shape': (remote: string, detail: string) =>
    `${remote} declares a screen or navigation entry that is not well formed: ${detail}.`,
  'route.bad_path': (remote: string, path: string) => `${remote} declares '${path}', which is not a plain path (/letters-digits-dashes/…).`,
  'route.unknown_access': (remote: string, path: string, access: string) =>
    `${remote} declares ${path} with the access rule '${access}'; the rules are ${AREA_ACCESS_RULES.join(', ')}.`,
  'route.other_area': (remote: string, path: string, owner: string) => `${remote} claims ${path}, which belongs to ${owner}.`,
  'route.outside_area': (remote: string, path: string) =>
    `${remote} claims ${path}, outside its paths (${AREA_POLICY[remote as RemoteName].prefixes.join(', ')}).`,
  'route.public_on_role_area': (remote: string, path: string) =>
    `${remote} declares ${path} public, but ${remote} is for ${String(AREA_POLICY[remote as RemoteName].role)} accounts only.`,
  'route.module_not_exposed': (remote: string, path: string, module: string) =>
    `${remote} routes ${path} to ${module}, which it does not expose.`,
  'route.duplicate_path': (remote: string, path: string) => `${remote} declares ${path} twice.`,
  'route.nav_unknown_target': (remote: string, label: string, to: string) =>
    `${remote}'s navigation entry '${label}' leads to ${to}, which is not one of its screens.`,
  'route.spec_screen_dropped': (remote: string, path: string, access: string) =>
    `${remote} drops ${path}, one of the product's screens: every release of ${remote} keeps it, with the access rule '${access}'.`,
  'route.spec_screen_access': (remote: string, path: string, access: string, kept: string) =>
    `${remote} declares ${path} with the access rule '${access}', but it is one of the product's screens and keeps '${kept}'.`,
} as const;
/** Each one is also an API error code (errors.ts): a code missing there fails to compile here. */
export type RouteRefusalCode = keyof typeof ROUTE_REFUSALS & ErrorCode;

export interface RouteRefusal {
  code: RouteRefusalCode;
  message: string;
  path?: string;
}

const PATH_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The area's screens from the built-in table (what a release of contract ≤ 3 gets). */
export function builtInScreens(remote: RemoteName): AreaScreen[] {
  const role = AREA_POLICY[remote].role;
  return ROUTES.flatMap((route) => {
    if (!('remote' in route.owner) || route.owner.remote !== remote) return [];
    const access: AreaAccess =
      route.access.kind === 'public' ? 'public' : route.access.kind === 'role' && route.access.role === role ? 'role' : 'signed-in';
    return [{ path: route.path, access, module: route.owner.module, title: route.title }];
  });
}

/**
 * Checks one screen for an area: a plain path inside the area's prefixes and nobody else's, a
 * known access rule, no public screen in a role area, and a module the release exposes.
 */
export function checkAreaScreen(remote: RemoteName, screen: unknown, exposes: readonly string[]): RouteRefusal | null {
  const refuse = (code: RouteRefusalCode, message: string, path?: string): RouteRefusal => ({ code, message, ...(path ? { path } : {}) });
  if (!isRecord(screen) || typeof screen.path !== 'string' || typeof screen.module !== 'string' || typeof screen.title !== 'string') {
    return refuse('route.bad_shape', ROUTE_REFUSALS['route.bad_shape'](remote, JSON.stringify(screen)));
  }
  const { path, module } = screen;
  if (!PATH_PATTERN.test(path)) return refuse('route.bad_path', ROUTE_REFUSALS['route.bad_path'](remote, path), path);
  if (SHELL_PATHS.includes(path)) return refuse('route.other_area', ROUTE_REFUSALS['route.other_area'](remote, path, 'the shell'), path);
  const owner = areaOfPath(path);
  if (owner && owner !== remote) return refuse('route.other_area', ROUTE_REFUSALS['route.other_area'](remote, path, owner), path);
  if (!owner) return refuse('route.outside_area', ROUTE_REFUSALS['route.outside_area'](remote, path), path);
  const access = String(screen.access);
  if (!(AREA_ACCESS_RULES as readonly string[]).includes(access)) {
    return refuse('route.unknown_access', ROUTE_REFUSALS['route.unknown_access'](remote, path, access), path);
  }
  if (access === 'public' && AREA_POLICY[remote].role !== null) {
    return refuse('route.public_on_role_area', ROUTE_REFUSALS['route.public_on_role_area'](remote, path), path);
  }
  const have = new Set(exposes.map((name) => (name.startsWith('./') ? name : `./${name}`)));
  if (!have.has(module)) return refuse('route.module_not_exposed', ROUTE_REFUSALS['route.module_not_exposed'](remote, path, module), path);
  return null;
}

/** Every problem of a declaration (empty when the registry may take it). */
export function checkAreaDeclaration(
  remote: RemoteName,
  declaration: { routes?: unknown; nav?: unknown },
  exposes: readonly string[],
): RouteRefusal[] {
  const problems: RouteRefusal[] = [];
  const routes = declaration.routes ?? [];
  const nav = declaration.nav ?? [];
  if (!Array.isArray(routes) || !Array.isArray(nav)) {
    return [{ code: 'route.bad_shape', message: ROUTE_REFUSALS['route.bad_shape'](remote, 'routes and nav must be lists') }];
  }
  const seen = new Set<string>();
  for (const screen of routes as unknown[]) {
    const problem = checkAreaScreen(remote, screen, exposes);
    if (problem) problems.push(problem);
    else {
      const path = (screen as AreaScreen).path;
      if (seen.has(path))
        problems.push({ code: 'route.duplicate_path', message: ROUTE_REFUSALS['route.duplicate_path'](remote, path), path });
      seen.add(path);
    }
  }
  // A release that declares screens declares all of them (what it leaves out is retired), but
  // never without the product's own screens, nor with another access rule for one of them.
  if (declaration.routes !== undefined) problems.push(...specScreenProblems(remote, routes as unknown[], seen));
  const targets = declaration.routes !== undefined ? seen : new Set(builtInScreens(remote).map((screen) => screen.path));
  for (const entry of nav as unknown[]) {
    const problem = checkNavEntry(remote, entry, targets);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The product's screens of the area that a declaration drops or gives another access rule. */
function specScreenProblems(remote: RemoteName, routes: unknown[], valid: ReadonlySet<string>): RouteRefusal[] {
  return specScreensOf(remote).flatMap(({ path, access }): RouteRefusal[] => {
    if (!valid.has(path)) {
      return [{ code: 'route.spec_screen_dropped', message: ROUTE_REFUSALS['route.spec_screen_dropped'](remote, path, access), path }];
    }
    const declared = String((routes.find((screen) => (screen as AreaScreen).path === path) as AreaScreen).access);
    if (declared === access) return [];
    return [
      { code: 'route.spec_screen_access', message: ROUTE_REFUSALS['route.spec_screen_access'](remote, path, declared, access), path },
    ];
  });
}

function checkNavEntry(remote: RemoteName, entry: unknown, targets: ReadonlySet<string>): RouteRefusal | null {
  if (
    !isRecord(entry) ||
    typeof entry.label !== 'string' ||
    typeof entry.to !== 'string' ||
    typeof entry.order !== 'number' ||
    !(NAV_PLACES as readonly unknown[]).includes(entry.menu) ||
    (entry.badge !== undefined && !(NAV_BADGES as readonly unknown[]).includes(entry.badge))
  ) {
    return { code: 'route.bad_shape', message: ROUTE_REFUSALS['route.bad_shape'](remote, JSON.stringify(entry)) };
  }
  const target = ROUTE_ALIASES[entry.to] ?? entry.to;
  if (!targets.has(target)) {
    return {
      code: 'route.nav_unknown_target',
      message: ROUTE_REFUSALS['route.nav_unknown_target'](remote, entry.label, entry.to),
      path: entry.to,
    };
  }
  return null;
}

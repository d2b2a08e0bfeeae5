import {
  ADMIN_MESSAGES_PATH,
  ADMIN_NOTIFICATIONS_PATH,
  ROUTES,
  SITTER_PATHS,
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

/** Each area's navigation entries: the shell draws its bars and menu from these. */
export type AreaNav = Partial<Record<RemoteName, AreaNavEntry[]>>;

export interface RouteTable {
  routes: ShellRoute[];
  nav: AreaNav;
}

type Entry = [label: string, to: string, badge?: AreaNavEntry['badge']];

/** One place's entries in their order: 10, 20, 30… (written compactly: this is on the first load). */
function place(menu: AreaNavEntry['menu'], entries: Entry[]): AreaNavEntry[] {
  return entries.map(([label, to, badge], index) => ({ menu, label, to, order: (index + 1) * 10, ...(badge ? { badge } : {}) }));
}

/**
 * Each area's entries while the registry has no release declaring them (a release of contract 3
 * or earlier, a failed registry). The four area.json files declare exactly these today.
 * Settings, Help / Support and Log out are the shell's and are not here.
 */
export const BUILT_IN_NAV: Record<RemoteName, AreaNavEntry[]> = {
  mf_public: [],
  mf_homeowner: [
    ...place('bar', [
      ['Dashboard', '/dashboard'],
      ['Messages', '/messages', 'unread'],
      ['Reports', '/reports'],
    ]),
    ...place('menu', [
      ['Dashboard', '/dashboard'],
      ['My Properties', '/homeowner/properties'],
      ['My Visits', '/homeowner/visits'],
      ['Notifications', '/homeowner/notifications', 'notifications'],
      ['Billing & Payment Info', '/homeowner/billing'],
      ['Messages', '/homeowner/messages', 'unread'],
      ['Visit Reports', '/homeowner/reports'],
    ]),
  ],
  mf_sitter: [
    ...place('bar', [
      ['Dashboard', SITTER_PATHS.dashboard],
      ['Jobs', SITTER_PATHS.jobs],
      ['Messages', SITTER_PATHS.messages, 'unread'],
      ['Earnings', SITTER_PATHS.earnings],
    ]),
    ...place('sitterBar', [
      ['Dashboard', SITTER_PATHS.base],
      ['Job Queue', SITTER_PATHS.jobs],
      ['Messages', SITTER_PATHS.messages, 'unread'],
      ['Earnings', SITTER_PATHS.earnings],
    ]),
    ...place('menu', [['Dashboard', SITTER_PATHS.dashboard]]),
  ],
  mf_admin: [
    ...place('bar', [
      ['Dashboard', '/admin/dashboard'],
      ['Jobs', '/jobs'],
      ['Schedule', '/admin/schedule'],
      ['Messages', ADMIN_MESSAGES_PATH, 'unread'],
      ['Revenue', '/revenue'],
      ['Users', '/users'],
    ]),
    ...place('menu', [
      ['Admin Panel', '/admin/dashboard'],
      ['User Management', '/admin/users'],
      ['Job Queue', '/admin/job-queue'],
      ['Schedule', '/admin/schedule'],
      ['Messages', ADMIN_MESSAGES_PATH, 'unread'],
      ['Revenue Analytics', '/admin/revenue'],
      ['Notifications', ADMIN_NOTIFICATIONS_PATH, 'notifications'],
      ['Releases', '/admin/releases'],
    ]),
  ],
};

/** The built-in table alone: what releases that declare nothing (and a failed registry) get. */
export const BUILT_IN_TABLE: RouteTable = { routes: [...ROUTES], nav: BUILT_IN_NAV };

/** A declared screen or entry as a comparable line of these fields (a malformed one never equals a built-in one). */
const lineOf = (keys: string[]) => (item: unknown) =>
  JSON.stringify(keys.map((key) => (item as Record<string, unknown> | null)?.[key] ?? null));
const screenLine = lineOf(['path', 'access', 'module', 'title']);
const navLine = lineOf(['menu', 'label', 'to', 'order', 'badge']);

/** The same lines, sorted, for a list (order of the list itself does not matter; `order` does). */
const lines = (items: unknown[], line: (item: unknown) => string) => items.map(line).sort().join('\n');

function builtInLines(remote: string): { screens: string; nav: string } {
  const screens = ROUTES.flatMap((route) =>
    'remote' in route.owner && route.owner.remote === remote
      ? [
          {
            path: route.path,
            access: route.access.kind === 'signedIn' ? 'signed-in' : route.access.kind,
            module: route.owner.module,
            title: route.title,
          },
        ]
      : [],
  );
  // A remote this shell does not know has no built-in entries.
  const nav: Partial<Record<string, AreaNavEntry[]>> = BUILT_IN_NAV;
  return { screens: lines(screens, screenLine), nav: lines(nav[remote] ?? [], navLine) };
}

/**
 * Whether any release declares screens or entries other than the built-in table's: a path added
 * or retired, a title, module or access changed, an entry renamed, moved or dropped. Kept on
 * the first load (tiny); the code that checks and builds the table from declarations
 * (routeTable.ts) is fetched only then, so the critical path of / and /login stays within its
 * budget while the four releases declare exactly the built-in table.
 */
export function declaresOtherwise(remotes: Partial<RuntimeRegistry['remotes']>): boolean {
  return Object.entries(remotes).some(([remote, release]) => {
    if (!Array.isArray(release.routes)) return false;
    const builtIn = builtInLines(remote);
    if (lines(release.routes, screenLine) !== builtIn.screens) return true;
    return Array.isArray(release.nav) && lines(release.nav, navLine) !== builtIn.nav;
  });
}

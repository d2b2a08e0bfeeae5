import {
  ADMIN_MESSAGES_PATH,
  ADMIN_NOTIFICATIONS_PATH,
  BOOK_LABEL,
  NAV_HIDDEN_PATHS,
  SITTER_BAR_PREFIXES,
  SITTER_PATHS,
  SITTER_ROLE,
  dashboardFor,
  normalizeRole,
  type AreaNavEntry,
  type NavBadge,
  type NavPlace,
  type RemoteName,
  type Role,
} from '@housesit/shared-contracts';
import type { AreaNav } from '../../routes';

/** Which bar a page shows (platform.md §2 "Navigation bar"). */
export type NavKind = 'none' | 'sitterBar' | 'pill';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Shows the user's unread message count ('unread') or unread notification count beside the label. */
  badge?: NavBadge;
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isSitterPath(pathname: string): boolean {
  return SITTER_BAR_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix));
}

/**
 * Hidden on /, /login, /terms and /privacy; no bar without a user or with an unknown role;
 * sitter paths show the sitter bar (to sitters; everyone else is redirected away from them);
 * everything else shows the role's floating pill bar.
 */
export function navKindFor(pathname: string, user: { role: string } | null): NavKind {
  if ((NAV_HIDDEN_PATHS as readonly string[]).includes(pathname)) return 'none';
  const role = user ? normalizeRole(user.role) : null;
  if (!role) return 'none';
  if (isSitterPath(pathname)) return role === 'housesitter' ? 'sitterBar' : 'none';
  return 'pill';
}

/** Pill bar links per role; the homeowner bar also has the 'Book Housesit' action. */
export const PILL_LINKS: Record<Role, NavLinkItem[]> = {
  homeowner: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/messages', label: 'Messages', badge: 'unread' },
    { to: '/reports', label: 'Reports' },
  ],
  admin: [
    { to: '/admin/dashboard', label: 'Dashboard' },
    { to: '/jobs', label: 'Jobs' },
    { to: '/admin/schedule', label: 'Schedule' },
    { to: ADMIN_MESSAGES_PATH, label: 'Messages', badge: 'unread' },
    { to: '/revenue', label: 'Revenue' },
    { to: '/users', label: 'Users' },
  ],
  housesitter: [
    { to: SITTER_PATHS.dashboard, label: 'Dashboard' },
    { to: SITTER_PATHS.jobs, label: 'Jobs' },
    { to: SITTER_PATHS.messages, label: 'Messages', badge: 'unread' },
    { to: SITTER_PATHS.earnings, label: 'Earnings' },
  ],
} as Record<Role, NavLinkItem[]>;

export const BOOK_ACTION_LABEL = BOOK_LABEL;

/**
 * The built-in entries (10, 20, 30… in their order) with the entries the role's area declares in
 * its release (decision 016) placed by their `order`. A built-in entry is never replaced or
 * dropped: a declared entry to the same place and path is already there.
 */
export function withDeclared(builtIn: NavLinkItem[], declared: AreaNavEntry[]): NavLinkItem[] {
  const ordered = builtIn.map((item, index) => ({ item, order: (index + 1) * 10 }));
  const present = new Set(builtIn.map((item) => item.to));
  for (const entry of declared) {
    if (present.has(entry.to)) continue;
    present.add(entry.to);
    ordered.push({ item: { to: entry.to, label: entry.label, ...(entry.badge ? { badge: entry.badge } : {}) }, order: entry.order });
  }
  // Array.prototype.sort is stable: on equal orders the built-in entry stays first.
  return ordered.sort((a, b) => a.order - b.order).map(({ item }) => item);
}

/**
 * The area whose entries a role's bars show (AREA_POLICY's roles). Written out rather than read
 * from AREA_POLICY, so the declaration checks stay out of the first load's shared chunk.
 */
const AREA_OF_ROLE: Record<Role, RemoteName> = { homeowner: 'mf_homeowner', housesitter: 'mf_sitter', admin: 'mf_admin' } as Record<
  Role,
  RemoteName
>;

/** The declared entries of one place for a role's area (admin → mf_admin), in order. */
function declared(nav: AreaNav, role: string, place: NavPlace): AreaNavEntry[] {
  const known = normalizeRole(role);
  const area = known ? AREA_OF_ROLE[known] : null;
  return (area ? (nav[area] ?? []) : []).filter((entry) => entry.menu === place).sort((a, b) => a.order - b.order);
}

/** The role's pill bar: the built-in links and its area's declared 'bar' entries. */
export function barLinksFor(role: Role, nav: AreaNav = {}): NavLinkItem[] {
  return withDeclared(PILL_LINKS[role], declared(nav, role, 'bar'));
}

/**
 * Sitter bar: Dashboard (/housesitter, or /sitter/dashboard when already under /sitter), Job
 * Queue, Messages, Earnings, and Settings (the sitter bar has no user menu, and a sitter
 * needs /settings for their profile, password and sessions), then the area's declared entries.
 */
export function sitterBarLinks(pathname: string, nav: AreaNav = {}): NavLinkItem[] {
  const dashboard = startsWithSegment(pathname, '/sitter') ? SITTER_PATHS.dashboard : SITTER_PATHS.base;
  const builtIn: NavLinkItem[] = [
    { to: dashboard, label: 'Dashboard' },
    { to: SITTER_PATHS.jobs, label: 'Job Queue' },
    { to: SITTER_PATHS.messages, label: 'Messages', badge: 'unread' },
    { to: SITTER_PATHS.earnings, label: 'Earnings' },
    { to: '/settings', label: 'Settings' },
  ];
  // Both dashboards are the built-in first entry, whichever path it shows.
  const extra = declared(nav, SITTER_ROLE, 'sitterBar').filter(
    (entry) => entry.to !== SITTER_PATHS.base && entry.to !== SITTER_PATHS.dashboard,
  );
  return withDeclared(builtIn, extra);
}

/**
 * User dropdown entries that lead somewhere real for the role (DECISIONS.md), in platform.md's
 * order. An entry is added here together with its screen. 'Log out' is always last and is
 * rendered by the menu itself.
 */
export function menuEntriesFor(role: string, nav: AreaNav = {}): NavLinkItem[] {
  const known = normalizeRole(role);
  const extra = declared(nav, role, 'menu');
  // The area's entries (built-in and declared), then Settings, Help / Support (the shell's).
  const area = (items: NavLinkItem[]) => withDeclared(items, extra);
  const support: NavLinkItem = { to: '/support', label: 'Help / Support' };
  // /settings is for every signed-in role; platform.md lists it just before Help / Support.
  const settings: NavLinkItem = { to: '/settings', label: 'Settings' };
  if (known === 'admin') {
    // For an admin the role's dashboard is the Admin Panel; it is listed once.
    return [
      ...area([
        { to: '/admin/dashboard', label: 'Admin Panel' },
        { to: '/admin/users', label: 'User Management' },
        { to: '/admin/job-queue', label: 'Job Queue' },
        { to: '/admin/schedule', label: 'Schedule' },
        { to: ADMIN_MESSAGES_PATH, label: 'Messages', badge: 'unread' },
        { to: '/admin/revenue', label: 'Revenue Analytics' },
        { to: ADMIN_NOTIFICATIONS_PATH, label: 'Notifications', badge: 'notifications' },
        { to: '/admin/releases', label: 'Releases' },
      ]),
      settings,
      support,
    ];
  }
  if (known === 'homeowner') {
    return [
      ...area([
        { to: dashboardFor(known), label: 'Dashboard' },
        { to: '/homeowner/properties', label: 'My Properties' },
        { to: '/homeowner/visits', label: 'My Visits' },
        { to: '/homeowner/notifications', label: 'Notifications', badge: 'notifications' },
        { to: '/homeowner/billing', label: 'Billing & Payment Info' },
        { to: '/homeowner/messages', label: 'Messages', badge: 'unread' },
        { to: '/homeowner/reports', label: 'Visit Reports' },
      ]),
      settings,
      support,
    ];
  }
  return [...area([{ to: dashboardFor(role), label: 'Dashboard' }]), settings, support];
}

/** 'Jane' 'Doe' → 'JD'; falls back to the username's first letter. */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`;
  return (initials || user.username?.trim().charAt(0) || '?').toUpperCase();
}

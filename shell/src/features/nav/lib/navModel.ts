import {
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
import { BUILT_IN_NAV, type AreaNav } from '../../routes';

/** Which bar a page shows (docs/product/platform.md §2 "Navigation bar"). */
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

export const BOOK_ACTION_LABEL = BOOK_LABEL;

/**
 * The area whose entries a role's bars show (AREA_POLICY's roles). Written out rather than read
 * from AREA_POLICY, so the declaration checks stay out of the first load's shared chunk.
 */
const AREA_OF_ROLE: Record<Role, RemoteName> = { homeowner: 'mf_homeowner', housesitter: 'mf_sitter', admin: 'mf_admin' } as Record<
  Role,
  RemoteName
>;

/**
 * One place's entries of a role's area, in their order. The area's release declares them, labels
 * and order included (decision 016); the built-in lists stand in while no release declares them.
 */
function areaEntries(nav: AreaNav, role: string, place: NavPlace): NavLinkItem[] {
  const known = normalizeRole(role);
  const area = known ? AREA_OF_ROLE[known] : null;
  return (area ? (nav[area] ?? []) : [])
    .filter((entry) => entry.menu === place)
    .sort((a, b) => a.order - b.order)
    .map((entry: AreaNavEntry) => ({ to: entry.to, label: entry.label, ...(entry.badge ? { badge: entry.badge } : {}) }));
}

/** The role's pill bar (the homeowner's also has the 'Book Housesit' action, drawn by the bar). */
export function barLinksFor(role: Role, nav: AreaNav = BUILT_IN_NAV): NavLinkItem[] {
  return areaEntries(nav, role, 'bar');
}

/**
 * Sitter bar: the area's entries, the Dashboard entry (/housesitter) leading to /sitter/dashboard
 * when already under /sitter; then Settings (the sitter bar has no user menu, and a sitter needs
 * /settings for their profile, password and sessions), which is the shell's.
 */
export function sitterBarLinks(pathname: string, nav: AreaNav = BUILT_IN_NAV): NavLinkItem[] {
  const underSitter = startsWithSegment(pathname, '/sitter');
  const links = areaEntries(nav, SITTER_ROLE, 'sitterBar').map((link) =>
    underSitter && link.to === SITTER_PATHS.base ? { ...link, to: SITTER_PATHS.dashboard } : link,
  );
  return [...links, { to: '/settings', label: 'Settings' }];
}

/**
 * User dropdown: the entries of the role's area (for an admin the Admin Panel is its dashboard,
 * listed once), then Settings and Help / Support, which are the shell's. 'Log out' is always
 * last and is rendered by the menu itself. A role without an area gets its dashboard.
 */
export function menuEntriesFor(role: string, nav: AreaNav = BUILT_IN_NAV): NavLinkItem[] {
  const area = normalizeRole(role) ? areaEntries(nav, role, 'menu') : [{ to: dashboardFor(role), label: 'Dashboard' }];
  // /settings is for every signed-in role; docs/product/platform.md lists it just before Help / Support.
  return [...area, { to: '/settings', label: 'Settings' }, { to: '/support', label: 'Help / Support' }];
}

/** 'Jane' 'Doe' → 'JD'; falls back to the username's first letter. */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`;
  return (initials || user.username?.trim().charAt(0) || '?').toUpperCase();
}

import type { ExposedModule, RemoteName } from './federation.js';
import { SITTER_ROLE, dashboardFor, normalizeRole, type Role } from './roles.js';
import { PRODUCT } from './brand.js';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'role'; role: Role }
  /** Developer pages: signed in, and only in development builds. */
  | { kind: 'devSignedIn' };

/** Where a route's screen comes from: a remote's exposed module, or the shell itself. */
export type RouteOwner =
  | { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName]
  | { shell: 'login' | 'resetPassword' | 'settings' | 'testVisitsData' | 'testSessionGuards' };

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  owner: RouteOwner;
  title: string;
}

const sitterBase = `/${PRODUCT}ter`;

/** docs/product/platform.md §2 route table, as data. Any other path is the 404 page. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: { kind: 'public' }, owner: { remote: 'mf_public', module: './Landing' }, title: 'Home' },
  { path: '/login', access: { kind: 'public' }, owner: { shell: 'login' }, title: 'Sign in' },
  /** Without a token: ask for a reset link; with `?token=`: choose a new password (docs/product/DECISIONS.md). */
  { path: '/reset-password', access: { kind: 'public' }, owner: { shell: 'resetPassword' }, title: 'Reset password' },
  { path: '/terms', access: { kind: 'public' }, owner: { remote: 'mf_public', module: './Terms' }, title: 'Terms of Service' },
  { path: '/privacy', access: { kind: 'public' }, owner: { remote: 'mf_public', module: './Privacy' }, title: 'Privacy Policy' },
  { path: '/support', access: { kind: 'public' }, owner: { remote: 'mf_public', module: './Support' }, title: 'Help & Support' },
  {
    path: '/confirmation',
    access: { kind: 'public' },
    owner: { remote: 'mf_public', module: './Confirmation' },
    title: 'Booking confirmation',
  },
  {
    path: '/dashboard',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Dashboard' },
    title: 'Dashboard',
  },
  {
    path: '/messages',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Messages' },
    title: 'Messages',
  },
  {
    path: '/reports',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Reports' },
    title: 'Reports',
  },
  {
    path: '/homeowner/visits',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Visits' },
    title: 'My Visits',
  },
  {
    path: '/homeowner/properties',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Properties' },
    title: 'My Properties',
  },
  {
    path: '/homeowner/notifications',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Notifications' },
    title: 'Notifications',
  },
  {
    path: '/homeowner/billing',
    access: { kind: 'role', role: 'homeowner' },
    owner: { remote: 'mf_homeowner', module: './Billing' },
    title: 'Billing & Payment Info',
  },
  { path: '/purchase', access: { kind: 'signedIn' }, owner: { remote: 'mf_homeowner', module: './Purchase' }, title: 'Purchase' },
  { path: '/settings', access: { kind: 'signedIn' }, owner: { shell: 'settings' }, title: 'Settings' },
  {
    path: '/admin/dashboard',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Dashboard' },
    title: 'Admin dashboard',
  },
  { path: '/jobs', access: { kind: 'role', role: 'admin' }, owner: { remote: 'mf_admin', module: './Jobs' }, title: 'Job queue' },
  {
    path: '/revenue',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Revenue' },
    title: 'Revenue analytics',
  },
  { path: '/users', access: { kind: 'role', role: 'admin' }, owner: { remote: 'mf_admin', module: './Users' }, title: 'User management' },
  /** The week's visits by sitter and day, assigned from the grid. */
  {
    path: '/admin/schedule',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Schedule' },
    title: 'Schedule',
  },
  {
    path: '/admin/messages',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Messages' },
    title: 'Messages',
  },
  /** The admins' stored notifications (a visit that lost its sitter), each leading to its job. */
  {
    path: '/admin/notifications',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Notifications' },
    title: 'Notifications',
  },
  /** Each area's releases and channels, with their page loads and failures (decision 007). */
  {
    path: '/admin/releases',
    access: { kind: 'role', role: 'admin' },
    owner: { remote: 'mf_admin', module: './Releases' },
    title: 'Releases',
  },
  {
    path: '/sitter/dashboard',
    access: { kind: 'role', role: SITTER_ROLE },
    owner: { remote: 'mf_sitter', module: './Dashboard' },
    title: 'Sitter dashboard',
  },
  {
    path: sitterBase,
    access: { kind: 'role', role: SITTER_ROLE },
    owner: { remote: 'mf_sitter', module: './Dashboard' },
    title: 'Sitter dashboard',
  },
  {
    path: `${sitterBase}/jobs`,
    access: { kind: 'role', role: SITTER_ROLE },
    owner: { remote: 'mf_sitter', module: './Jobs' },
    title: 'Jobs',
  },
  {
    path: `${sitterBase}/earnings`,
    access: { kind: 'role', role: SITTER_ROLE },
    owner: { remote: 'mf_sitter', module: './Earnings' },
    title: 'Earnings',
  },
  {
    path: `${sitterBase}/messages`,
    access: { kind: 'role', role: SITTER_ROLE },
    owner: { remote: 'mf_sitter', module: './Messages' },
    title: 'Messages',
  },
  { path: '/test-visits-data', access: { kind: 'devSignedIn' }, owner: { shell: 'testVisitsData' }, title: 'Visits data test' },
  { path: '/test-session-guards', access: { kind: 'devSignedIn' }, owner: { shell: 'testSessionGuards' }, title: 'Session guards test' },
];

/**
 * Dropdown-only paths that lead to an existing screen (docs/product/DECISIONS.md). The shell redirects them.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/homeowner/messages': '/messages',
  '/homeowner/reports': '/reports',
  '/admin/users': '/users',
  '/admin/job-queue': '/jobs',
  '/admin/revenue': '/revenue',
};

/** The admins' inbox. */
export const ADMIN_MESSAGES_PATH = '/admin/messages';
/** The admins' stored notifications. */
export const ADMIN_NOTIFICATIONS_PATH = '/admin/notifications';

export const SITTER_PATHS = {
  base: sitterBase,
  jobs: `${sitterBase}/jobs`,
  earnings: `${sitterBase}/earnings`,
  messages: `${sitterBase}/messages`,
  dashboard: '/sitter/dashboard',
} as const;

/** Paths on which the navigation bar is hidden (docs/product/platform.md §2). */
export const NAV_HIDDEN_PATHS = ['/', '/login', '/terms', '/privacy'] as const;

/** Paths starting with these show the sitter bar. */
export const SITTER_BAR_PREFIXES = [sitterBase, '/sitter'] as const;

export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

/**
 * Decides what a guard does for a user at a route. `reports` is homeowner-only: other roles are
 * sent to their own dashboard (docs/product/platform.md §2); any other role mismatch goes to /login.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason: 'signedOut' | 'wrongRole' | 'notAvailable' };

export interface GuardUser {
  role: string;
}

/** docs/product/platform.md §2 "Protected-route behaviour" as one pure function, shared by shell and tests. */
export function decideAccess(
  access: RouteAccess,
  user: GuardUser | null,
  options: { isDevBuild: boolean; fallbackPath?: string; path?: string },
): GuardDecision {
  const fallback = options.fallbackPath ?? '/login';
  if (access.kind === 'public') return { kind: 'allow' };
  if (access.kind === 'devSignedIn' && !options.isDevBuild) return { kind: 'redirect', to: '/404', reason: 'notAvailable' };
  if (!user) return { kind: 'redirect', to: fallback, reason: 'signedOut' };
  if (access.kind !== 'role') return { kind: 'allow' };
  if (normalizeRole(user.role) === access.role) return { kind: 'allow' };
  if (options.path === '/reports') return { kind: 'redirect', to: dashboardFor(user.role), reason: 'wrongRole' };
  return { kind: 'redirect', to: '/login', reason: 'wrongRole' };
}

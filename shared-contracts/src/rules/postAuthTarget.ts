import { PLAN_IDS, type PlanId } from '../pricing.js';
import { dashboardFor, normalizeRole } from '../roles.js';
import { ROUTE_ALIASES, decideAccess, findRoute } from '../routes.js';

const LOCAL = 'http://housesit.invalid';

/** A same-site path the user may open: no other origin, not /login, a known route they pass. */
export function safeNextPath(next: string | null, user: { role: string }, isDevBuild: boolean): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, LOCAL);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL) return null;
  const pathname = ROUTE_ALIASES[url.pathname] ?? url.pathname;
  const route = findRoute(pathname);
  if (!route || route.path === '/login') return null;
  const decision = decideAccess(route.access, user, { isDevBuild, path: pathname });
  return decision.kind === 'allow' ? `${pathname}${url.search}${url.hash}` : null;
}

export function isPlanId(value: string | null): value is PlanId {
  return value !== null && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Where to go after signing in or registering (the app's sign-in, and the API's form sign-in
 * without scripts, decision 020): `?next=` when it is a same-site page the user
 * may open; a homeowner who picked a plan before signing in (`?plan=`) goes on to booking it on
 * the dashboard; otherwise the role's dashboard (docs/product/platform.md §2).
 */
export function postAuthTarget(user: { role: string }, search: string, isDevBuild: boolean): string {
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get('next'), user, isDevBuild);
  if (next) return next;
  const plan = params.get('plan');
  if (isPlanId(plan) && normalizeRole(user.role) === 'homeowner') return `/dashboard?plan=${plan}`;
  return dashboardFor(user.role);
}

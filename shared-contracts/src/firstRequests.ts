import { VISITS_PAGE_MAX, DASHBOARD_UPCOMING_LIMIT } from './constants.js';
import { createApiClient, type ApiClient } from './api/client.js';
import { SITTER_ROLE, type Role } from './roles.js';
import { serviceDayKey } from './rules/visitRules.js';
import type { VisitQuery } from './schemas/visit.js';

/**
 * The GETs a signed-in screen makes as it first renders (decision 020, 'First answers in the
 * page'). The server answers them into the page (ShellBoot.answers) and the shell's API client
 * takes each answer once instead of asking the network, so the screen renders its data without a
 * round trip after its code has loaded. A request left out here, or one a screen builds
 * differently, costs nothing but that round trip: the client simply asks the network.
 */

/** The homeowner dashboard's upcoming visits: scheduled, in the future, the spec's 3 (customer.md §2). */
export const DASHBOARD_UPCOMING_QUERY: VisitQuery = { when: 'upcoming', status: 'scheduled', limit: DASHBOARD_UPCOMING_LIMIT };

/** The first page of a visits list read page by page (the sitter's assigned visits). */
export const FIRST_VISITS_PAGE: VisitQuery = { limit: VISITS_PAGE_MAX, offset: 0 };

/** The admin job queue as it opens with no filters in its URL: from today's service-area day. */
export function openingQueueQuery(now: Date): VisitQuery {
  return { from: serviceDayKey(now), limit: VISITS_PAGE_MAX, offset: 0 };
}

export interface FirstRequestsPage {
  /** The page's path and query string as the browser asked for it. */
  path: string;
  search: string;
  role: Role;
}

/** The sitter's screens built on their assigned visits (the dashboard and the jobs). */
const SITTER_VISIT_SCREENS = ['/sitter/dashboard', `/${SITTER_ROLE}`, `/${SITTER_ROLE}/jobs`];

/** One of a screen's first GETs, written as the screen's hook writes it: a call of the typed client. */
type FirstRequest = (api: ApiClient) => Promise<unknown>;

/** Every signed-in page's navigation shows the unread badge. */
const NAVIGATION: FirstRequest[] = [(api) => api.messages.unread()];

/** What the screen at `page` asks for first, as request URLs on the API's origin ('/api/…?…'). */
export function firstRequestsOf(page: FirstRequestsPage, now: Date = new Date()): string[] {
  const screen = screenRequests(page, now);
  return screen === null ? [] : urlsOf([...NAVIGATION, ...screen]);
}

function screenRequests({ path, search, role }: FirstRequestsPage, now: Date): FirstRequest[] | null {
  // Filters in the URL change what a screen asks; only the screens' opening state is declared.
  const plain = search === '' || search === '?';
  if (role === 'homeowner' && path === '/dashboard') {
    return [(api) => api.visits.list(DASHBOARD_UPCOMING_QUERY), (api) => api.visits.userStats()];
  }
  if (role === 'admin' && path === '/jobs' && plain) {
    return [(api) => api.admin.jobs(openingQueueQuery(now)), (api) => api.lifecycle.listUsers(SITTER_ROLE)];
  }
  if (role === SITTER_ROLE && SITTER_VISIT_SCREENS.includes(path)) {
    return [(api) => api.visits.list(FIRST_VISITS_PAGE)];
  }
  return null;
}

/**
 * The URLs the typed client asks for these calls, so a declaration and the screen's hook can
 * never spell a path or a parameter differently. The client calls its fetch before its first
 * await: the URL is recorded there and nothing is sent.
 */
function urlsOf(requests: FirstRequest[]): string[] {
  const urls: string[] = [];
  const recorder = createApiClient({
    baseUrl: null,
    fetch: (input) => {
      urls.push(String(input));
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  for (const ask of requests) ask(recorder).catch(() => undefined);
  return urls;
}

/**
 * The key of a page answer: the request's path and its query parameters in a fixed order, so
 * the server's URL and the client's match whatever order each wrote the parameters in. Null
 * for a URL on another origin than `origin`.
 */
export function pageAnswerKey(url: string, origin = 'http://page.invalid'): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== new URL(origin).origin) return null;
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

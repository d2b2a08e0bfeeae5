/**
 * What a signed-in screen fetches first (decision 020, 'First answers in the page'), so the page
 * server can write the answers into its page (ShellBoot.answers) and the screen renders its data
 * without a round trip after its code has loaded.
 *
 * Each area declares its screens' first GETs in its area.json (`firstRequests`: per path, the URLs
 * its hooks ask for on the screen's opening state), and the declaration travels with the area's
 * release (release.json, the registry answer): the visitor's release says what its screen asks.
 * The shell adds its own: the navigation bar's unread badge. A request left out, or one a screen
 * builds differently, costs nothing but that round trip: the client simply asks the network.
 */
import { decideAccess, findRoute, serviceDayKey, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { recordedUrls, type ApiCall } from './contract/recordedUrls.js';

/** The page a visitor asked for. */
export interface FirstRequestsPage {
  path: string;
  /** Its query string as the browser asked for it. */
  search: string;
  user: User;
}

/**
 * The values an area's declared URL may name as `{placeholder}`: what the screen computes as it
 * opens. A URL naming any other is left out.
 */
function placeholders(now: Date): Record<string, string> {
  return { serviceDay: serviceDayKey(now) };
}

/** Every signed-in page's navigation (the shell's) shows the unread badge. */
const NAVIGATION: ApiCall[] = [(api) => api.messages.unread()];

const PLACEHOLDER = /\{(\w+)\}/g;

/** A declared URL with its placeholders filled; null when it names one there is no value for, or is not the API's. */
function filled(url: string, values: Record<string, string>): string | null {
  if (!url.startsWith('/api/')) return null;
  const names = [...url.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.some((name) => values[name] === undefined)) return null;
  return url.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * What the screen at `page` asks for first, as request URLs on the API's origin ('/api/…?…'):
 * none unless the visitor may see the screen, its query is empty (filters in the URL change what a
 * screen asks; only the opening state is declared), and the visitor's release of its area declares it.
 */
export function firstRequestsOf(page: FirstRequestsPage, registry: RuntimeRegistry, now: Date): string[] {
  if (page.search !== '' && page.search !== '?') return [];
  const route = findRoute(page.path);
  if (!route || !('remote' in route.owner)) return [];
  if (decideAccess(route.access, page.user, { isDevBuild: false, path: page.path }).kind !== 'allow') return [];
  const declared = registry.remotes[route.owner.remote].firstRequests?.[page.path];
  if (!Array.isArray(declared) || declared.length === 0) return [];
  const values = placeholders(now);
  const screen = declared.flatMap((url) => (typeof url === 'string' ? (filled(url, values) ?? []) : []));
  return screen.length === 0 ? [] : [...recordedUrls(NAVIGATION), ...screen];
}

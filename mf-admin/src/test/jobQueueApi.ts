import type { AdminStats, User, Visit } from '@housesit/shared-contracts';
import { page, type StubRoute } from '@housesit/shell/kit/testing';
import { makeStats } from './fixtures';

export interface JobQueueApiOptions {
  /** The changes the screen sends ("METHOD /path"), each with its fixed answer. */
  changes?: Record<string, StubRoute>;
  /** The jobs and stats as the API answers once a change was sent: the test states them, nothing computes them. */
  after?: { jobs: Visit[]; stats?: AdminStats };
  /** The sitter accounts (GET /api/admin/users?role=housesitter). */
  sitters?: User[];
  stats?: AdminStats;
}

/**
 * Fixed answers for the job queue: the jobs (and stats) before a change, `after` once the
 * screen sent one. The API's rules (what a start or a photo does to a visit) are tested
 * against the API; here each test writes out the answer it needs.
 */
export function jobQueueApi(jobs: Visit[], { changes = {}, after, sitters = [], stats = makeStats() }: JobQueueApiOptions = {}) {
  let changed = false;
  const now = () => (changed && after ? after : undefined);
  const routes: Record<string, StubRoute> = {
    'GET /api/admin/jobs': () => ({ body: page(now()?.jobs ?? jobs) }),
    'GET /api/admin/stats': () => ({ body: now()?.stats ?? stats }),
    'GET /api/admin/users': (url) => ({ body: { items: url.searchParams.get('role') === 'housesitter' ? sitters : [] } }),
  };
  for (const [key, route] of Object.entries(changes)) {
    routes[key] = (url, request) => {
      changed = true;
      return typeof route === 'function' ? route(url, request) : route;
    };
  }
  return routes;
}

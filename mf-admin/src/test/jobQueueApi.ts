import type { AdminStats, User, Visit } from '@housesit/shared-contracts';
import { page, stagedRoutes, type StubRoute } from '@housesit/shell/kit/testing';
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

/** Fixed answers for the job queue (stagedRoutes): the jobs and stats, and `after` once the screen sent a change. */
export function jobQueueApi(jobs: Visit[], { changes = {}, after, sitters = [], stats = makeStats() }: JobQueueApiOptions = {}) {
  const reads: Record<string, StubRoute> = {
    'GET /api/admin/jobs': { body: page(jobs) },
    'GET /api/admin/stats': { body: stats },
    'GET /api/admin/users': (url) => ({ body: { items: url.searchParams.get('role') === 'housesitter' ? sitters : [] } }),
  };
  const later: Record<string, StubRoute> = after ? { 'GET /api/admin/jobs': { body: page(after.jobs) } } : {};
  if (after?.stats) later['GET /api/admin/stats'] = { body: after.stats };
  return stagedRoutes([reads, later], changes);
}

/**
 * The homeowner's own changes and lists (customer.md §4, DECISIONS.md dropdown paths):
 * archive a completed visit's report (and restore it), the addresses booked. Cancel and reschedule are in
 * visitChanges.ts (admins use them too).
 * Other roles get 403; another homeowner's ids 404.
 */
import type { ArchiveResponse, PropertySummary } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { archiveReport } from '../homeowner/actions.js';
import { listProperties } from '../homeowner/properties.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export function homeownerRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  const homeowner = requireRole('homeowner');

  routes.patch('/report/:reportId/archive', homeowner, async (c) => {
    const report = await archiveReport(deps.db, currentUser(c).id, parseId(c.req.param('reportId')), deps.clock.now());
    return c.json<ArchiveResponse>({ report });
  });

  routes.patch('/report/:reportId/restore', homeowner, async (c) => {
    const report = await archiveReport(deps.db, currentUser(c).id, parseId(c.req.param('reportId')), deps.clock.now(), false);
    return c.json<ArchiveResponse>({ report });
  });

  routes.get('/properties', homeowner, async (c) => {
    return c.json<{ items: PropertySummary[] }>({ items: await listProperties(deps.db, currentUser(c).id, deps.clock.now()) });
  });

  return routes;
}

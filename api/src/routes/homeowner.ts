/**
 * The homeowner's own changes and lists (docs/product/customer.md §4, docs/product/DECISIONS.md dropdown paths):
 * archive a completed visit's report (and restore it), the addresses booked. Cancel and reschedule are in
 * visitChanges.ts (admins use them too).
 * Other roles get 403; another homeowner's ids 404.
 */
import { homeownerEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { archiveReport } from '../homeowner/actions.js';
import { listProperties } from '../homeowner/properties.js';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function homeownerRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.archiveReport, async (c, { params }) => ({
    report: await archiveReport(deps.db, currentUser(c).id, parseId(params.reportId), deps.clock.now()),
  }));

  serve(routes, endpoints.restoreReport, async (c, { params }) => ({
    report: await archiveReport(deps.db, currentUser(c).id, parseId(params.reportId), deps.clock.now(), false),
  }));

  serve(routes, endpoints.properties, async (c) => ({ items: await listProperties(deps.db, currentUser(c).id, deps.clock.now()) }));

  return routes;
}

/** Admin-only endpoints: the job queue over every visit, its status and assignment, and the dashboard figures. */
import { adminEndpoints, lifecycleEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { visitForActor } from '../visits/access.js';
import { assignSitter } from '../visits/assignment.js';
import { publishVisitChanged } from '../visits/changes.js';
import { completeVisit, startVisit, type LifecycleDeps } from '../visits/lifecycle.js';
import { cachedVisitPage, getVisit, sendVisitPage } from '../visits/list.js';
import type { PageCache } from '../visits/pageCache.js';
import { parseVisitQuery } from '../visits/query.js';
import { cachedAdminStatsJson } from '../visits/stats.js';

/** Mounted at /api. */
export function adminRoutes(deps: LifecycleDeps & { pageCache: PageCache }) {
  const routes = new Hono<AppEnv>();

  // Filters (status, when, archived) and paging (limit, offset): visits/query.ts.
  serve(routes, adminEndpoints.jobs, async (c) => {
    const query = parseVisitQuery(c.req.query());
    return sendVisitPage(c, await cachedVisitPage(deps, c.get('dataVersion'), { kind: 'all' }, query, deps.clock.now()));
  });

  // The queue's status change: in_progress starts the visit, completed completes it (same rules as /api/visit/:id/…).
  serve(routes, lifecycleEndpoints.setJobStatus, async (c, { params, body: { status, reason, ...completion } }) => {
    const admin = currentUser(c);
    const visit = await visitForActor(deps.db, admin, parseId(params.id));
    if (status === 'in_progress') await startVisit(deps, visit, admin, { reason });
    else await completeVisit(deps, visit, completion);
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return { visit: await getVisit(deps.db, visit.id) };
  });

  serve(routes, lifecycleEndpoints.assign, async (c, { params, body: { sitterId } }) => {
    const admin = currentUser(c);
    const visit = await visitForActor(deps.db, admin, parseId(params.id));
    await assignSitter(deps, visit.id, sitterId);
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return { visit: await getVisit(deps.db, visit.id) };
  });

  // How each figure is defined: see adminStats in visits/stats.ts.
  serve(routes, adminEndpoints.stats, async (c) =>
    c.body(await cachedAdminStatsJson(deps, c.get('dataVersion'), deps.clock.now()), 200, { 'Content-Type': 'application/json' }),
  );

  return routes;
}

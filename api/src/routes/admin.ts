/** Admin-only endpoints: the job queue over every visit, its status and assignment, and the dashboard figures. */
import { AssignSitterStruct, JobStatusUpdateStruct, type VisitResponse } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { readBody } from '../http/body.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { visitForActor } from '../visits/access.js';
import { assignSitter } from '../visits/assignment.js';
import { publishVisitChanged } from '../visits/changes.js';
import { completeVisit, startVisit, type LifecycleDeps } from '../visits/lifecycle.js';
import { cachedVisitPage, getVisit, sendVisitPage } from '../visits/list.js';
import type { PageCache } from '../visits/pageCache.js';
import { parseVisitQuery } from '../visits/query.js';
import { cachedAdminStatsJson } from '../visits/stats.js';

export function adminRoutes(deps: LifecycleDeps & { pageCache: PageCache }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));

  // Filters (status, when, archived) and paging (limit, offset): visits/query.ts.
  routes.get('/jobs', async (c) => {
    const query = parseVisitQuery(c.req.query());
    return sendVisitPage(c, await cachedVisitPage(deps, c.get('dataVersion'), { kind: 'all' }, query, deps.clock.now()));
  });

  // The queue's status change: in_progress starts the visit, completed completes it (same rules as /api/visit/:id/…).
  routes.put('/jobs/:id/status', async (c) => {
    const admin = currentUser(c);
    const visit = await visitForActor(deps.db, admin, parseId(c.req.param('id')));
    const { status, reason, ...completion } = await readBody(c, JobStatusUpdateStruct);
    if (status === 'in_progress') await startVisit(deps, visit, admin, { reason });
    else await completeVisit(deps, visit, completion);
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return c.json<VisitResponse>({ visit: await getVisit(deps.db, visit.id) });
  });

  routes.patch('/jobs/:id/assign', async (c) => {
    const admin = currentUser(c);
    const visit = await visitForActor(deps.db, admin, parseId(c.req.param('id')));
    const { sitterId } = await readBody(c, AssignSitterStruct);
    await assignSitter(deps, visit.id, sitterId);
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return c.json<VisitResponse>({ visit: await getVisit(deps.db, visit.id) });
  });

  // How each figure is defined: see adminStats in visits/stats.ts.
  routes.get('/stats', async (c) =>
    c.body(await cachedAdminStatsJson(deps, c.get('dataVersion'), deps.clock.now()), 200, { 'Content-Type': 'application/json' }),
  );

  return routes;
}

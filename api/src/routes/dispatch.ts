/**
 * Dispatch (logic in dispatch/): a sitter's own time off, every sitter's time off and load for
 * admins, and a recurring plan's remaining visits assigned in one step.
 */
import { dispatchEndpoints as endpoints, SitterLoadQueryStruct, TimeOffQueryStruct, serviceDayKey } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { validated } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import { parseId, wholeNumber } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { sitterLoad } from '../dispatch/load.js';
import { assignPlan } from '../dispatch/planAssign.js';
import { addTimeOff, myTimeOff, removeTimeOff, timeOffOverlapping } from '../dispatch/timeOff.js';
import { visitForActor } from '../visits/access.js';
import { publishVisitChanged } from '../visits/changes.js';
import type { LifecycleDeps } from '../visits/lifecycle.js';
import { getVisit } from '../visits/list.js';

/** Mounted at /api. */
export function dispatchRoutes(deps: LifecycleDeps) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.myTimeOff, async (c) => ({ items: await myTimeOff(deps.db, currentUser(c).id, deps.clock.now()) }));

  serve(
    routes,
    endpoints.addTimeOff,
    async (c, { body }) => ({ timeOff: await addTimeOff(deps.db, currentUser(c).id, body, deps.clock.now()) }),
    { status: 201 },
  );

  serve(routes, endpoints.removeTimeOff, async (c, { params }) => {
    await removeTimeOff(deps.db, currentUser(c).id, parseId(params.id));
    return c.body(null, 204);
  });

  // Without days: everything not yet over.
  serve(routes, endpoints.timeOff, async (c) => {
    const query = validated(TimeOffQueryStruct, c.req.query());
    const sitterId = query.sitterId === undefined ? null : wholeNumber('sitterId', query.sitterId, 0, 1);
    const items = await timeOffOverlapping(deps.db, {
      ...(sitterId === null ? {} : { sitterIds: [sitterId] }),
      from: query.from ?? serviceDayKey(deps.clock.now()),
      ...(query.to ? { to: query.to } : {}),
    });
    return { items };
  });

  serve(routes, endpoints.load, async (c) => {
    const query = validated(SitterLoadQueryStruct, c.req.query());
    const sitterId = query.sitterId === undefined ? null : wholeNumber('sitterId', query.sitterId, 0, 1);
    return sitterLoad(deps.db, query.from, query.to, sitterId);
  });

  serve(routes, endpoints.assignPlan, async (c, { params, body: { sitterId } }) => {
    const visit = await visitForActor(deps.db, currentUser(c), parseId(params.id));
    const result = await assignPlan(deps, visit.id, sitterId);
    // After commit: queues, boards and the sitters' lists update live.
    for (const change of result.changed) await publishVisitChanged(deps, change.visitId, change.previousSitterId);
    return { visit: await getVisit(deps.db, visit.id), assigned: result.assigned, skipped: result.skipped };
  });

  return routes;
}

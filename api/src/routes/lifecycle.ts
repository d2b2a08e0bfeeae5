/**
 * The visit lifecycle for admins and the assigned housesitter (logic in visits/lifecycle.ts,
 * visits/photos.ts, visits/startDay.ts and visits/safety.ts). Homeowners get 403; another
 * sitter's or an unknown visit 404; the revert is for admins only (403 for sitters).
 */
import { lifecycleEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { MediaStore } from '../media/store.js';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { idempotent } from '../http/idempotency.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { reportForActor, visitForActor } from '../visits/access.js';
import { completeVisit, startVisit, updateVisitTask, type LifecycleDeps } from '../visits/lifecycle.js';
import { getVisit } from '../visits/list.js';
import { addPhoto, addPhotoToVisit } from '../visits/photos.js';
import { publishVisitChanged } from '../visits/changes.js';
import { removePhoto, revertVisit, visitHistory } from '../visits/safety.js';

/** Mounted at /api. */
export function lifecycleRoutes(deps: LifecycleDeps & { mediaStore: MediaStore }) {
  const routes = new Hono<AppEnv>();
  // The actions a sitter may queue without signal: a resend with the same key is applied once.
  const once = { before: [idempotent(deps)] };
  const onceOptionalBody = { ...once, bodyOptional: true };

  serve(
    routes,
    endpoints.start,
    async (c, { params, body }) => {
      const actor = currentUser(c);
      const visit = await visitForActor(deps.db, actor, parseId(params.id));
      await startVisit(deps, visit, actor, body);
      await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
      return { visit: await getVisit(deps.db, visit.id) };
    },
    onceOptionalBody,
  );

  serve(
    routes,
    endpoints.complete,
    async (c, { params, body }) => {
      const visit = await visitForActor(deps.db, currentUser(c), parseId(params.id));
      await completeVisit(deps, visit, body);
      await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
      return { visit: await getVisit(deps.db, visit.id) };
    },
    onceOptionalBody,
  );

  serve(
    routes,
    endpoints.revert,
    async (c, { params, body }) => {
      const admin = currentUser(c);
      const visit = await visitForActor(deps.db, admin, parseId(params.id));
      await revertVisit(deps, visit, admin, body.reason);
      await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
      return { visit: await getVisit(deps.db, visit.id) };
    },
    { bodyOptional: true },
  );

  serve(routes, endpoints.removePhoto, async (c, { params }) => {
    const actor = currentUser(c);
    const visit = await visitForActor(deps.db, actor, parseId(params.id));
    return { report: await removePhoto(deps, visit, actor, params.mediaId) };
  });

  serve(routes, endpoints.history, async (c, { params }) => {
    const visit = await visitForActor(deps.db, currentUser(c), parseId(params.id));
    return { items: await visitHistory(deps.db, visit.id) };
  });

  serve(
    routes,
    endpoints.updateTask,
    async (c, { params, body }) => {
      const visit = await visitForActor(deps.db, currentUser(c), parseId(params.id));
      return { task: await updateVisitTask(deps, visit.id, parseId(params.taskId), body) };
    },
    once,
  );

  serve(
    routes,
    endpoints.addPhotoToVisit,
    async (c, { params, body: { mediaUrl, capturedAt } }) => {
      const actor = currentUser(c);
      const visit = await visitForActor(deps.db, actor, parseId(params.id));
      return { report: await addPhotoToVisit(deps, visit, actor, mediaUrl, capturedAt) };
    },
    once,
  );

  serve(
    routes,
    endpoints.addPhoto,
    async (c, { params, body: { mediaUrl, capturedAt } }) => {
      const { report, visit } = await reportForActor(deps.db, currentUser(c), parseId(params.reportId));
      return { report: await addPhoto(deps, visit, report.id, mediaUrl, capturedAt) };
    },
    once,
  );

  return routes;
}

/**
 * The visit lifecycle for admins and the assigned housesitter (logic in visits/lifecycle.ts,
 * visits/photos.ts, visits/startDay.ts and visits/safety.ts). Homeowners get 403; another
 * sitter's or an unknown visit 404; the revert is for admins only (403 for sitters).
 */
import {
  AddPhotoPayloadStruct,
  CompleteVisitPayloadStruct,
  RevertVisitPayloadStruct,
  SITTER_ROLE,
  StartVisitPayloadStruct,
  UpdateVisitTaskStruct,
  type ReportResponse,
  type VisitHistoryResponse,
  type VisitResponse,
  type VisitTaskResponse,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { MediaStore } from '../media/store.js';
import { readBody, readOptionalBody } from '../http/body.js';
import { parseId } from '../http/params.js';
import { idempotent } from '../http/idempotency.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { reportForActor, visitForActor } from '../visits/access.js';
import { completeVisit, startVisit, updateVisitTask, type LifecycleDeps } from '../visits/lifecycle.js';
import { getVisit } from '../visits/list.js';
import { addPhoto, addPhotoToVisit } from '../visits/photos.js';
import { publishVisitChanged } from '../visits/changes.js';
import { removePhoto, revertVisit, visitHistory } from '../visits/safety.js';

export function lifecycleRoutes(deps: LifecycleDeps & { mediaStore: MediaStore }) {
  const routes = new Hono<AppEnv>();
  const staff = requireRole('admin', SITTER_ROLE);
  // The actions a sitter may queue without signal: a resend with the same key is applied once.
  const once = idempotent(deps);

  routes.patch('/visit/:id/start', staff, once, async (c) => {
    const actor = currentUser(c);
    const visit = await visitForActor(deps.db, actor, parseId(c.req.param('id')));
    await startVisit(deps, visit, actor, await readOptionalBody(c, StartVisitPayloadStruct));
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return c.json<VisitResponse>({ visit: await getVisit(deps.db, visit.id) });
  });

  routes.patch('/visit/:id/complete', staff, once, async (c) => {
    const actor = currentUser(c);
    const visit = await visitForActor(deps.db, actor, parseId(c.req.param('id')));
    await completeVisit(deps, visit, await readOptionalBody(c, CompleteVisitPayloadStruct));
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return c.json<VisitResponse>({ visit: await getVisit(deps.db, visit.id) });
  });

  routes.patch('/visit/:id/revert', requireRole('admin'), async (c) => {
    const admin = currentUser(c);
    const visit = await visitForActor(deps.db, admin, parseId(c.req.param('id')));
    const { reason } = await readOptionalBody(c, RevertVisitPayloadStruct);
    await revertVisit(deps, visit, admin, reason);
    await publishVisitChanged(deps, visit.id, visit.assignedSitterId);
    return c.json<VisitResponse>({ visit: await getVisit(deps.db, visit.id) });
  });

  routes.delete('/visit/:id/photos/:mediaId', staff, async (c) => {
    const actor = currentUser(c);
    const visit = await visitForActor(deps.db, actor, parseId(c.req.param('id')));
    return c.json<ReportResponse>({ report: await removePhoto(deps, visit, actor, c.req.param('mediaId')) });
  });

  routes.get('/visit/:id/history', staff, async (c) => {
    const visit = await visitForActor(deps.db, currentUser(c), parseId(c.req.param('id')));
    return c.json<VisitHistoryResponse>({ items: await visitHistory(deps.db, visit.id) });
  });

  routes.patch('/visit/:id/tasks/:taskId', staff, once, async (c) => {
    const visit = await visitForActor(deps.db, currentUser(c), parseId(c.req.param('id')));
    const taskId = parseId(c.req.param('taskId'));
    const task = await updateVisitTask(deps, visit.id, taskId, await readBody(c, UpdateVisitTaskStruct));
    return c.json<VisitTaskResponse>({ task });
  });

  routes.patch('/visit/:id/add-photo', staff, once, async (c) => {
    const actor = currentUser(c);
    const visit = await visitForActor(deps.db, actor, parseId(c.req.param('id')));
    const { mediaUrl, capturedAt } = await readBody(c, AddPhotoPayloadStruct);
    return c.json<ReportResponse>({ report: await addPhotoToVisit(deps, visit, actor, mediaUrl, capturedAt) });
  });

  routes.patch('/report/:reportId/add-photo', staff, once, async (c) => {
    const { report, visit } = await reportForActor(deps.db, currentUser(c), parseId(c.req.param('reportId')));
    const { mediaUrl, capturedAt } = await readBody(c, AddPhotoPayloadStruct);
    return c.json<ReportResponse>({ report: await addPhoto(deps, visit, report.id, mediaUrl, capturedAt) });
  });

  return routes;
}

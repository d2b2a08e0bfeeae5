/**
 * Photos of a visit's report. The bytes are checked (media/imageCheck.ts), stored under a key
 * the server makes, and recorded in `media`; GET /api/media/:id serves them to the visit's
 * homeowner, assigned sitter and admins only.
 */
import { LIFECYCLE_MESSAGES, VISIT_ERRORS, type Report, type User } from '@housesit/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open.js';
import { media, pendingUploads, reports, visits, type VisitRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { checkImageDataUrl, type CheckedImage } from '../media/imageCheck.js';
import type { MediaStore } from '../media/store.js';
import { LIFECYCLE_EXTRA_MESSAGES, tryStartVisit, type LifecycleDeps } from './lifecycle.js';
import { occurredInstant } from './occurredAt.js';
import { toReportJson } from './serialize.js';
import { startReason } from './startDay.js';

export type PhotoDeps = Pick<LifecycleDeps, 'db' | 'clock' | 'logError'> & { mediaStore: MediaStore };

const notInProgress = () => new ApiProblem(409, 'visit.not_in_progress', LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress);

/** The checked image, or 400 with notAnImage / imageTooLarge / imageTooManyPixels. */
export function checkedPhoto(mediaUrl: string): CheckedImage {
  const result = checkImageDataUrl(mediaUrl);
  if (!result.ok) throw new ApiProblem(400, 'visit.photo_invalid', result.message, { mediaUrl: result.message });
  return result.image;
}

export async function reportJson(db: Database, reportId: number): Promise<Report> {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) throw notFound('report.not_found');
  const photos = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.reportId, reportId))
    .orderBy(asc(media.createdAt), asc(media.id));
  return toReportJson(report, photos);
}

/**
 * Adds a photo to the report of an in-progress visit (409 for any other status), dated when it
 * was taken (`capturedAt` from the phone, occurredAt.ts) or else now.
 */
export async function addPhoto(deps: PhotoDeps, visit: VisitRow, reportId: number, mediaUrl: string, capturedAt?: string): Promise<Report> {
  // Cheap refusal before decoding up to 10 MB; checked again under the row lock below.
  if (visit.status !== 'in_progress') throw notInProgress();
  const taken = occurredInstant(capturedAt, deps.clock.now(), 'capturedAt');
  const image = checkedPhoto(mediaUrl);
  const id = randomUUID();
  const storageKey = `reports/${reportId}/${id}.${image.extension}`;
  // Recorded first, so bytes whose row never commits (a crash in between) are found and removed.
  await deps.db.insert(pendingUploads).values({ storageKey, createdAt: deps.clock.now() });
  await deps.mediaStore.put(storageKey, image.bytes);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      // Claims the in-progress visit (row lock) so a completion cannot slip in between the
      // check and the insert. An UPDATE rather than SELECT … FOR UPDATE: its trigger takes the
      // data version's lock first, the order every writer follows (decision 010).
      const [claimed] = await tx
        .update(visits)
        .set({ updatedAt: now })
        .where(and(eq(visits.id, visit.id), eq(visits.status, 'in_progress')))
        .returning({ id: visits.id });
      if (!claimed) throw notInProgress();
      await tx
        .insert(media)
        .values({ id, reportId, contentType: image.contentType, byteSize: image.bytes.byteLength, storageKey, createdAt: taken });
      await tx.delete(pendingUploads).where(eq(pendingUploads.storageKey, storageKey));
      await tx.update(reports).set({ updatedAt: now }).where(eq(reports.id, reportId));
    });
  } catch (error) {
    // Nothing points at the bytes any more: do not leave them behind.
    await deps.mediaStore
      .delete(storageKey)
      .then(() => deps.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, storageKey)))
      .catch((cleanup: unknown) => deps.logError(`[api] could not delete ${storageKey} (the orphan sweep will):`, cleanup));
    throw error;
  }
  return reportJson(deps.db, reportId);
}

/**
 * PATCH /api/visit/:id/add-photo: like the report path, for a client that only knows the
 * visit. Without a report (docs/product/platform.md §4): a scheduled visit is started (which creates the
 * report) and the caller is told to retry (409 `{ message, retry: true }`); otherwise 404
 * 'No report found for this visit'. The image is checked first, so a bad file starts nothing;
 * the start-day rule applies as to any start (an upload carries no reason, so off the visit's day
 * even an admin must start it first, with one).
 */
export async function addPhotoToVisit(
  deps: PhotoDeps,
  visit: VisitRow,
  actor: User,
  mediaUrl: string,
  capturedAt?: string,
): Promise<Report> {
  const [report] = await deps.db.select({ id: reports.id }).from(reports).where(eq(reports.visitId, visit.id)).limit(1);
  if (report) return addPhoto(deps, visit, report.id, mediaUrl, capturedAt);
  if (visit.status !== 'scheduled') throw new ApiProblem(404, 'visit.no_report', VISIT_ERRORS.noReport);
  checkedPhoto(mediaUrl);
  const reason = startReason(visit, actor, undefined, deps.clock.now());
  // A concurrent start by someone else ends in the same place: in progress, with a report.
  await tryStartVisit(deps, visit.id, { actorId: actor.id, reason });
  const [now] = await deps.db.select({ status: visits.status }).from(visits).where(eq(visits.id, visit.id)).limit(1);
  if (now?.status !== 'in_progress') throw new ApiProblem(404, 'visit.no_report', VISIT_ERRORS.noReport);
  throw new ApiProblem(409, 'visit.retry_upload', LIFECYCLE_MESSAGES.startedRetryUpload, undefined, { retry: true });
}

import type { Visit } from '@housesit/shared-contracts';
import type { RunApiAction } from '../../actions';
import type { LifecycleOutcome } from './useVisitLifecycle';

/**
 * Deletes a photo the server has (DELETE by its media id, the last part of /api/media/<id>) and
 * answers the visit with the report as it is now. Admins and sitters remove photos the same way:
 * at once, never through an outbox, since the photo is already on the homeowner's report.
 */
export async function removePhotoNow(run: RunApiAction, visit: Visit, url: string): Promise<LifecycleOutcome> {
  const mediaId = url.split('/').pop() ?? '';
  const outcome = await run((api) => api.lifecycle.removePhoto(visit.id, mediaId));
  return outcome.kind === 'ok' ? { kind: 'ok', data: { ...visit, report: outcome.data.report } } : outcome;
}

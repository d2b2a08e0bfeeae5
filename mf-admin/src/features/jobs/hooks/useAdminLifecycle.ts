import { useMemo } from 'react';
import type { ActionOutcome, Visit } from '@housesit/shared-contracts';
import { removePhotoNow, useApiAction, useVisitLifecycle, type LifecycleOutcome, type LifecycleSender } from '@housesit/shell/kit/areas';
import { addPhotoToJob } from '../api/jobRequests';
import { useRefreshJobs } from './useRefreshJobs';

/** A step's answer as the visit the server now has. */
function withVisit(outcome: ActionOutcome<{ visit: Visit }>): LifecycleOutcome {
  return outcome.kind === 'ok' ? { kind: 'ok', data: outcome.data.visit } : outcome;
}

/**
 * The kit's visit lifecycle as admins run it: each step sent at once to the admin endpoints
 * (complete through the jobs status endpoint), then the admin lists refetched.
 */
export function useAdminLifecycle(onChanged?: (job: Visit) => void) {
  const run = useApiAction();
  const refreshJobs = useRefreshJobs();
  const sender = useMemo(
    (): LifecycleSender => ({
      // A reason only off the visit's day (the shared start rule); kept in the visit's history.
      start: async (job, reason) => withVisit(await run((api) => api.lifecycle.start(job.id, reason ? { reason } : {}))),
      // One at a time: each answer carries the report with every photo so far.
      addPhoto: async (job, mediaUrl) => {
        const outcome = await run((api) => addPhotoToJob(api, job, mediaUrl));
        return outcome.kind === 'ok' ? { kind: 'ok', data: { ...job, report: outcome.data.report } } : outcome;
      },
      complete: async (job, { notes, taskReasons }) =>
        withVisit(
          await run((api) => api.lifecycle.setJobStatus(job.id, { status: 'completed', ...(notes ? { notes } : {}), taskReasons })),
        ),
      removePhoto: (job, url) => removePhotoNow(run, job, url),
      refresh: refreshJobs,
    }),
    [run, refreshJobs],
  );
  return useVisitLifecycle(sender, { onChanged });
}

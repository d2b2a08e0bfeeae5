import type { Visit } from '@housesit/shared-contracts';
import { RemovePhotos } from '@housesit/shell/kit/areas';
import { useVisitSafety } from '../hooks/useVisitSafety';
import { RevertVisit } from './RevertVisit';

/** The job details' safety steps on a started visit: revert to scheduled, remove a wrong photo. */
export function VisitSafety({ job, onJobChange, disabled }: { job: Visit; onJobChange: (job: Visit) => void; disabled: boolean }) {
  const safety = useVisitSafety(onJobChange);
  if (job.status !== 'in_progress') return <p>Only a visit in progress can be reverted or have photos removed.</p>;
  return (
    <>
      <RevertVisit job={job} safety={safety} />
      <RemovePhotos
        urls={job.report?.mediaUrls ?? []}
        visitLabel={`Visit #${job.id}`}
        disabled={disabled || safety.pending !== null}
        onRemove={(url) => safety.removePhoto(job, url)}
      />
    </>
  );
}

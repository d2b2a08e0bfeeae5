import { formatAmount, timeWindowText, type Visit } from '@housesit/shared-contracts';
import { Dialog, VisitStatusBadge, formatLongDate } from '@housesit/shell/kit';
import { DetailList, DetailsBody, DetailsSection, PhotoGallery, PhotoPicker, TaskChecklist, planName } from '@housesit/shell/kit/areas';
import { useJobActions } from '../hooks/useJobActions';
import { ChangeBooking } from './ChangeBooking';
import { JobContact } from './JobContact';
import { SitterPicker } from './SitterPicker';
import { VisitReport } from './VisitReport';
import { VisitHistory } from '../safety/VisitHistory';
import { VisitSafety } from '../safety/VisitSafety';

export interface JobDetailsDialogProps {
  job: Visit | null;
  onClose: () => void;
  /** The job as the API answered after a change made here. */
  onJobChange: (job: Visit) => void;
}

/** Everything about one job: summary, sitter, tasks, photos (Add Photo), revert and photo removal, the report and the history. */
export function JobDetailsDialog({ job, onClose, onJobChange }: JobDetailsDialogProps) {
  const actions = useJobActions({ onChanged: onJobChange });
  if (!job) return null;
  const label = `Visit #${job.id}`;
  const busy = actions.pending !== null;
  // Photos go on a visit under way: a scheduled one is started first (Start Visit, with its
  // confirm or, off its day, a reason), which an upload cannot ask for.
  const canAddPhoto = job.status === 'in_progress';
  return (
    <Dialog open onClose={onClose} title={label} description={planName(job.planType)} size="lg" initialFocus="dialog">
      <DetailsBody>
        <DetailList>
          <dt>Plan type</dt>
          <dd>{planName(job.planType)}</dd>
          <dt>Date</dt>
          <dd>{formatLongDate(job.scheduledDate)}</dd>
          <dt>Time window</dt>
          <dd>{timeWindowText(job.timeWindow)}</dd>
          <dt>Amount</dt>
          <dd>{formatAmount(job.totalAmount)}</dd>
          <dt>Status</dt>
          <dd>
            <VisitStatusBadge status={job.status} />
          </dd>
          <dt>Address</dt>
          <dd>{job.propertyAddress}</dd>
          <dt>Special instructions</dt>
          <dd>{job.specialInstructions || 'None'}</dd>
        </DetailList>
        <DetailsSection title="Date and cancellation">
          <ChangeBooking job={job} onJobChange={onJobChange} />
        </DetailsSection>
        <DetailsSection title="Access and contact">
          <JobContact job={job} />
        </DetailsSection>
        <DetailsSection title="Sitter">
          <SitterPicker job={job} saving={actions.pending === 'assign'} onAssign={(sitterId) => actions.assign(job, sitterId)} />
        </DetailsSection>
        <DetailsSection title="Task checklist">
          <TaskChecklist
            tasks={job.tasks}
            disabled={busy}
            onChange={job.status === 'in_progress' ? (task, change) => actions.setTaskDone(job, task, change.isCompleted) : undefined}
          />
        </DetailsSection>
        <DetailsSection title="Photos">
          <PhotoGallery urls={job.report?.mediaUrls ?? []} visitLabel={label} />
          {canAddPhoto ? (
            <div>
              <PhotoPicker
                label="Add Photo"
                context={label}
                multiple={false}
                busy={actions.pending === 'upload'}
                busyLabel="Uploading..."
                disabled={busy}
                onFiles={(files) => void actions.uploadPhotos(job, files, 'single')}
              />
            </div>
          ) : null}
        </DetailsSection>
        <DetailsSection title="Correct a started visit">
          <VisitSafety job={job} onJobChange={onJobChange} disabled={busy} />
        </DetailsSection>
        <DetailsSection title="Visit report">
          <VisitReport visit={job} />
        </DetailsSection>
        <DetailsSection title="History">
          <VisitHistory visitId={job.id} />
        </DetailsSection>
      </DetailsBody>
    </Dialog>
  );
}

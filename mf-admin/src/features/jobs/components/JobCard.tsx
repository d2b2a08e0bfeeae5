import { useState } from 'react';
import styled from 'styled-components';
import {
  EMPTY_STATES,
  formatAmount,
  serviceDayKey,
  startRefusal,
  timeWindowText,
  type FieldRefusal,
  type Visit,
} from '@housesit/shared-contracts';
import { Button, Card, VisitStatusBadge, VisuallyHidden, formatDate } from '@housesit/shell/kit';
import { Actions, CardTitle, DetailList, PhotoPicker, Row, planName } from '@housesit/shell/kit/areas';
import { useJobActions } from '../hooks/useJobActions';
import { hasRequiredJobData, personName } from '../jobFormat';
import { StartReasonDialog } from './StartReasonDialog';
import { SubmitReportDialog } from './SubmitReportDialog';

const Body = styled.div`
  display: grid;
  gap: 12px;
`;

export interface JobCardProps {
  /** Partial: the queue shows a record missing its basics as such instead of trusting the API. */
  job: Partial<Visit>;
  onOpenDetails: (job: Visit) => void;
}

/**
 * One job of the admin queue: details, Start Visit (scheduled), Upload Photos and Submit Report
 * (in progress). docs/product/platform.md §2.
 */
export function JobCard({ job, onOpenDetails }: JobCardProps) {
  const actions = useJobActions();
  // The dialog shows the card's live job, so a refetch (new photos) reaches it.
  const [reporting, setReporting] = useState(false);
  // Start Visit asks first: a confirm on the visit's day, a reason off it (the shared start rule).
  const [startAsk, setStartAsk] = useState<{ refusal: FieldRefusal | null } | null>(null);

  // The API validates visits, but a record missing its basics must not break the whole list.
  if (!hasRequiredJobData(job)) {
    return (
      <Card role="note">
        <p>{EMPTY_STATES.jobCardMissing}</p>
      </Card>
    );
  }
  const title = `Visit #${job.id}`;
  const busy = actions.pending !== null;
  const photos = job.report?.mediaUrls.length ?? 0;

  return (
    <Card>
      <Body>
        <Row>
          <CardTitle>{title}</CardTitle>
          <VisitStatusBadge status={job.status} />
        </Row>
        <DetailList>
          <dt>Homeowner</dt>
          <dd>{personName(job.homeowner) ?? 'Unknown'}</dd>
          <dt>Plan</dt>
          <dd>{planName(job.planType)}</dd>
          <dt>Date</dt>
          {/* "Today" is the service area's day (DECISIONS 'Time'), whatever the browser's zone. */}
          <dd>
            {serviceDayKey(job.scheduledDate) === serviceDayKey(new Date())
              ? `Today, ${formatDate(job.scheduledDate)}`
              : formatDate(job.scheduledDate)}
          </dd>
          <dt>Time window</dt>
          <dd>{timeWindowText(job.timeWindow)}</dd>
          <dt>Amount</dt>
          <dd>{formatAmount(job.totalAmount)}</dd>
          <dt>Address</dt>
          <dd>{job.propertyAddress}</dd>
          <dt>Sitter</dt>
          <dd>{personName(job.assignedSitter) ?? 'Unassigned'}</dd>
          {job.status === 'in_progress' ? (
            <>
              <dt>Photos</dt>
              <dd>{photos}</dd>
            </>
          ) : null}
        </DetailList>
        <Actions>
          <Button variant="secondary" size="lg" onClick={() => onOpenDetails(job)}>
            Details<VisuallyHidden> of {title}</VisuallyHidden>
          </Button>
          {job.status === 'scheduled' ? (
            <Button
              size="lg"
              disabled={busy}
              aria-busy={actions.pending === 'start' || undefined}
              onClick={() => setStartAsk({ refusal: startRefusal(job, 'admin', undefined, new Date()) })}
            >
              {actions.pending === 'start' ? 'Starting...' : 'Start Visit'}
              <VisuallyHidden> for {title}</VisuallyHidden>
            </Button>
          ) : null}
          {job.status === 'in_progress' ? (
            <>
              <PhotoPicker
                label="Upload Photos"
                context={title}
                multiple
                busy={actions.pending === 'upload'}
                busyLabel="Uploading..."
                disabled={busy}
                onFiles={(files) => void actions.uploadPhotos(job, files, 'multiple')}
              />
              <Button
                size="lg"
                disabled={busy}
                onClick={() => {
                  if (actions.requirePhotos(job)) setReporting(true);
                }}
              >
                Submit Report<VisuallyHidden> for {title}</VisuallyHidden>
              </Button>
            </>
          ) : null}
        </Actions>
      </Body>
      <StartReasonDialog
        job={startAsk ? job : null}
        refusal={startAsk?.refusal ?? null}
        submitting={actions.pending === 'start'}
        onClose={() => setStartAsk(null)}
        onSubmit={actions.start}
      />
      <SubmitReportDialog
        job={reporting ? job : null}
        submitting={actions.pending === 'complete'}
        onClose={() => setReporting(false)}
        onSubmit={actions.complete}
      />
    </Card>
  );
}

import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatAmount, type Visit } from '@housesit/shared-contracts';
import { Dialog, VisitStatusBadge, formatLongDate, formatTime, theme } from '@housesit/shell/kit';
import { DetailList, Section } from '../../../layout';
import { personName, planName } from '../jobFormat';
import { PhotoGallery } from './PhotoGallery';
import { TaskChecklist } from './TaskChecklist';
import { VisitReport } from './VisitReport';

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Body = styled.div`
  display: grid;
  gap: 20px;
`;

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}

export interface JobDetailsDialogProps {
  job: Visit | null;
  onClose: () => void;
}

/** Everything about one job: summary, tasks, photos and the visit report. */
export function JobDetailsDialog({ job, onClose }: JobDetailsDialogProps) {
  if (!job) return null;
  const label = `Visit #${job.id}`;
  return (
    <Dialog open onClose={onClose} title={label} description={planName(job.planType)} size="lg">
      <Body>
        <DetailList>
          <dt>Plan type</dt>
          <dd>{planName(job.planType)}</dd>
          <dt>Date</dt>
          <dd>{formatLongDate(job.scheduledDate)}</dd>
          <dt>Time</dt>
          <dd>{formatTime(job.scheduledDate)}</dd>
          <dt>Amount</dt>
          <dd>{formatAmount(job.totalAmount)}</dd>
          <dt>Status</dt>
          <dd>
            <VisitStatusBadge status={job.status} />
          </dd>
          <dt>Address</dt>
          <dd>{job.propertyAddress}</dd>
          <dt>Homeowner</dt>
          <dd>{personName(job.homeowner)}</dd>
          <dt>Sitter</dt>
          <dd>{personName(job.assignedSitter) ?? 'Unassigned'}</dd>
          <dt>Special instructions</dt>
          <dd>{job.specialInstructions || 'None'}</dd>
        </DetailList>
        <DetailsSection title="Task checklist">
          <TaskChecklist tasks={job.tasks} />
        </DetailsSection>
        <DetailsSection title="Photos">
          <PhotoGallery urls={job.report?.mediaUrls ?? []} visitLabel={label} />
        </DetailsSection>
        <DetailsSection title="Visit report">
          <VisitReport visit={job} />
        </DetailsSection>
      </Body>
    </Dialog>
  );
}

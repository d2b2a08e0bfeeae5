import styled from 'styled-components';
import { EMPTY_STATES, formatAmount, type Visit } from '@housesit/shared-contracts';
import { Button, Card, VisitStatusBadge, VisuallyHidden, formatDate, formatTime } from '@housesit/shell/kit';
import { CardTitle, DetailList, Row } from '../../../layout';
import { hasRequiredJobData, personName, planName } from '../jobFormat';

const Body = styled.div`
  display: grid;
  gap: 12px;
`;

export interface JobCardProps {
  job: Visit;
  onOpenDetails: (job: Visit) => void;
}

/** One job of the admin queue (read-only until the visit lifecycle endpoints exist). */
export function JobCard({ job, onOpenDetails }: JobCardProps) {
  // The API validates visits, but a record missing its basics must not break the whole list.
  if (!hasRequiredJobData(job)) {
    return (
      <Card role="note">
        <p>{EMPTY_STATES.jobCardMissing}</p>
      </Card>
    );
  }
  const title = `Visit #${job.id}`;
  return (
    <Card>
      <Body>
        <Row>
          <CardTitle>{title}</CardTitle>
          <VisitStatusBadge status={job.status} />
        </Row>
        <DetailList>
          <dt>Plan</dt>
          <dd>{planName(job.planType)}</dd>
          <dt>Date</dt>
          <dd>{formatDate(job.scheduledDate)}</dd>
          <dt>Time</dt>
          <dd>{formatTime(job.scheduledDate)}</dd>
          <dt>Amount</dt>
          <dd>{formatAmount(job.totalAmount)}</dd>
          <dt>Address</dt>
          <dd>{job.propertyAddress}</dd>
          <dt>Sitter</dt>
          <dd>{personName(job.assignedSitter) ?? 'Unassigned'}</dd>
        </DetailList>
        <Button variant="secondary" size="lg" fullWidth onClick={() => onOpenDetails(job)}>
          Details<VisuallyHidden> of {title}</VisuallyHidden>
        </Button>
      </Body>
    </Card>
  );
}

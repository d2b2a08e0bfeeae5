import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Visit } from '@housesit/shared-contracts';
import { Dialog, VisitStatusBadge, formatLongDate, formatTime, theme } from '@housesit/shell/kit';
import { DetailList, Section } from '../../../layout';
import { homeownerName, planName } from '../visitFormat';
import { PhotoGallery } from './PhotoGallery';
import { TaskChecklist } from './TaskChecklist';

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

export interface VisitDetailsDialogProps {
  visit: Visit | null;
  onClose: () => void;
}

/** What a sitter needs at the door: where, how to get in, what to do, and the photos so far. */
export function VisitDetailsDialog({ visit, onClose }: VisitDetailsDialogProps) {
  if (!visit) return null;
  const label = `Visit #${visit.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={label}
      description={`${homeownerName(visit)} · ${formatLongDate(visit.scheduledDate)} at ${formatTime(visit.scheduledDate)}`}
      size="lg"
    >
      <Body>
        <DetailList>
          <dt>Address</dt>
          <dd>{visit.propertyAddress}</dd>
          <dt>Access instructions</dt>
          <dd>{visit.accessInstructions || 'None'}</dd>
          <dt>Special instructions</dt>
          <dd>{visit.specialInstructions || 'None'}</dd>
          <dt>Plan</dt>
          <dd>{planName(visit.planType)}</dd>
          <dt>Status</dt>
          <dd>
            <VisitStatusBadge status={visit.status} />
          </dd>
        </DetailList>
        <DetailsSection title="Task checklist">
          <TaskChecklist tasks={visit.tasks} />
        </DetailsSection>
        <DetailsSection title="Photos">
          <PhotoGallery urls={visit.report?.mediaUrls ?? []} visitLabel={label} />
        </DetailsSection>
      </Body>
    </Dialog>
  );
}

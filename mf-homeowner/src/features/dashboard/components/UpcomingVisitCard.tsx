import { formatAmount, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Card, VisitStatusBadge } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Muted } from '@housesit/shell/kit/areas';
import { visitDateTime } from '../../../shared/visitText';
import { YourSitter } from '../../../shared/YourSitter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-weight: 600;
`;

export function UpcomingVisitCard({ visit }: { visit: Visit }) {
  return (
    <Card data-testid="upcoming-visit">
      <Row>
        <Title>{visitTitle(visit)}</Title>
        <VisitStatusBadge status={visit.status} />
      </Row>
      <Row>
        <Muted>
          <time dateTime={visit.scheduledDate}>{visitDateTime(visit)}</time>
        </Muted>
        <Amount>{formatAmount(visit.totalAmount)}</Amount>
      </Row>
      <YourSitter sitter={visit.sitterCard} headingId={`upcoming-visit-${visit.id}-sitter`} showProfile={false} photoSize={40} />
    </Card>
  );
}

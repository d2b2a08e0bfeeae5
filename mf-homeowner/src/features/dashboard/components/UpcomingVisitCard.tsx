import { formatAmount, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Card, VisitStatusBadge, theme } from '@housesit/shell/kit';
import { Link } from 'react-router-dom';
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

  a {
    color: ${theme.colors.text};
  }
  a:hover {
    color: ${theme.colors.primary};
  }
`;

/** Where a card leads: the visit on My Visits, marked and focused there. */
export function visitLink(visit: Visit): string {
  return `/homeowner/visits?visit=${visit.id}`;
}

const Amount = styled.span`
  font-weight: 600;
`;

export function UpcomingVisitCard({ visit }: { visit: Visit }) {
  const dateId = `upcoming-visit-${visit.id}-date`;
  return (
    <Card data-testid="upcoming-visit">
      <Row>
        <Title>
          {/* Cards can share a title: the link is described by its date, which tells them apart. */}
          <Link to={visitLink(visit)} aria-describedby={dateId}>
            {visitTitle(visit)}
          </Link>
        </Title>
        <VisitStatusBadge status={visit.status} />
      </Row>
      <Row>
        <Muted>
          <time id={dateId} dateTime={visit.scheduledDate}>
            {visitDateTime(visit)}
          </time>
        </Muted>
        <Amount>{formatAmount(visit.totalAmount)}</Amount>
      </Row>
      <YourSitter sitter={visit.sitterCard} headingId={`upcoming-visit-${visit.id}-sitter`} showProfile={false} photoSize={40} />
    </Card>
  );
}

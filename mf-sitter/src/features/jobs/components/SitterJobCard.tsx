import styled from 'styled-components';
import { timeWindowText, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Card, VisitStatusBadge, VisuallyHidden, formatDate } from '@housesit/shell/kit';
import { CardTitle, Muted, Row } from '@housesit/shell/kit/areas';
import { homeownerName } from '../../visits';

const Body = styled.div`
  display: grid;
  gap: 8px;
`;

const Address = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface SitterJobCardProps {
  visit: Visit;
  onOpen: (visit: Visit) => void;
}

/** One job on the sitter's phone: who, where, when, what, and a big button to open it. */
export function SitterJobCard({ visit, onOpen }: SitterJobCardProps) {
  const name = homeownerName(visit);
  return (
    <Card>
      <Body>
        <Row>
          <CardTitle>{name}</CardTitle>
          <VisitStatusBadge status={visit.status} />
        </Row>
        <Address>{visit.propertyAddress}</Address>
        <Muted>
          {formatDate(visit.scheduledDate)} · {timeWindowText(visit.timeWindow)}
        </Muted>
        <Muted>
          Visit #{visit.id} · {visitTitle(visit)}
        </Muted>
        <Button variant="secondary" size="lg" fullWidth onClick={() => onOpen(visit)}>
          View details
          <VisuallyHidden>
            {' '}
            of the visit for {name} on {formatDate(visit.scheduledDate)}
          </VisuallyHidden>
        </Button>
      </Body>
    </Card>
  );
}

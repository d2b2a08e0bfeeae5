import { formatAmount, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Card, VisitStatusBadge, theme } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts, Muted } from '../../../shared/layout';
import { personName, visitDateTime } from '../../../shared/visitText';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** Only on a phone, where the list and the conversation are shown one at a time. */
const BackButton = styled.div`
  margin-bottom: 0.75rem;
  @media ${theme.breakpoints.md} {
    display: none;
  }
`;

const DetailFacts = styled(Facts)`
  margin: ${theme.space[4]}px 0;
`;

interface Props {
  visit: Visit;
  onBack(): void;
}

/**
 * The right pane for a selected visit. Real messaging (stored, live over /ws) comes with its own
 * issue; until then the pane shows the visit the conversation is about and says so plainly.
 */
export function VisitDetailsPane({ visit, onBack }: Props) {
  const sitter = personName(visit.assignedSitter);
  return (
    <Card as="section" aria-labelledby="conversation-title">
      <BackButton>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to conversations
        </Button>
      </BackButton>
      <Header>
        <h2 id="conversation-title">Visit #{visit.id}</h2>
        <VisitStatusBadge status={visit.status} />
      </Header>
      <DetailFacts>
        <dt>Date</dt>
        <dd>
          <time dateTime={visit.scheduledDate}>{visitDateTime(visit)}</time>
        </dd>
        <dt>Services</dt>
        <dd>{visitTitle(visit)}</dd>
        <dt>Sitter</dt>
        <dd>{sitter ?? 'Not assigned yet'}</dd>
        <dt>Address</dt>
        <dd>{visit.propertyAddress}</dd>
        <dt>Amount</dt>
        <dd>{formatAmount(visit.totalAmount)}</dd>
      </DetailFacts>
      <Muted>Messages with your sitter about this visit will appear here.</Muted>
    </Card>
  );
}

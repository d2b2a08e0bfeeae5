import styled from 'styled-components';
import { formatAmount, formatCents, type HomeownerSummary } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, VisitStatusBadge, VisuallyHidden, formatDate, theme } from '@housesit/shell/kit';
import { Actions, CardTitle, DetailList, Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { mailtoHref } from '../../../shared/contactLinks';

const Body = styled.div`
  display: grid;
  gap: 12px;
`;

const Visits = styled(PlainList)`
  gap: 8px;
  font-size: ${theme.fontSizes.sm};
`;

export interface UserCardProps {
  user: HomeownerSummary;
  onViewDetails: (user: HomeownerSummary) => void;
}

export function UserCard({ user, onViewDetails }: UserCardProps) {
  return (
    <Card>
      <Body>
        <Row>
          <div>
            <CardTitle>{user.name}</CardTitle>
            <Muted>Homeowner #{user.homeownerId}</Muted>
          </div>
          <Badge tone={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
        </Row>
        <DetailList>
          <dt>Total visits</dt>
          <dd>{user.totalVisits}</dd>
          <dt>Total spent</dt>
          <dd>{formatCents(user.totalSpentCents)}</dd>
          <dt>Last visit</dt>
          <dd>{user.lastVisit ? formatDate(user.lastVisit) : 'No visits yet'}</dd>
        </DetailList>
        <p>{user.hasUpcoming ? 'Has upcoming visits' : 'No scheduled visits'}</p>
        <Visits aria-label={`Recent visits of ${user.name}`}>
          {user.recentVisits.map((visit) => (
            <li key={visit.id}>
              <Row>
                <span>
                  Visit #{visit.id} · {formatDate(visit.scheduledDate)} · {formatAmount(visit.totalAmount)}
                </span>
                <VisitStatusBadge status={visit.status} />
              </Row>
            </li>
          ))}
        </Visits>
        {user.moreVisits > 0 ? <Muted>+{user.moreVisits} more</Muted> : null}
        <Actions>
          <Button variant="secondary" onClick={() => onViewDetails(user)}>
            View Details<VisuallyHidden> of {user.name}</VisuallyHidden>
          </Button>
          <ButtonLink variant="ghost" to={mailtoHref(user.email)}>
            Message<VisuallyHidden> {user.name} by email</VisuallyHidden>
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  );
}

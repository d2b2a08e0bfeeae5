import styled from 'styled-components';
import { formatAmount, formatCents, type HomeownerSummary } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, VisitStatusBadge, VisuallyHidden, formatDate, theme } from '@housesit/shell/kit';
import { Actions, CardTitle, DetailList, Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { mailtoHref } from '../../../shared/contactLinks';
import { homeownerStatus, upcomingText } from '../homeownerStatus';

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
  const status = homeownerStatus(user);
  return (
    <Card>
      <Body>
        <Row>
          <div>
            <CardTitle>{user.name}</CardTitle>
            <Muted>Homeowner #{user.homeownerId}</Muted>
          </div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </Row>
        <DetailList>
          <dt>Total visits</dt>
          <dd>{user.totalVisits}</dd>
          <dt>Total spent</dt>
          <dd>{formatCents(user.totalSpentCents)}</dd>
          {user.lastVisit ? (
            <>
              <dt>Last visit</dt>
              <dd>{formatDate(user.lastVisit)}</dd>
            </>
          ) : null}
          {user.nextVisit ? (
            <>
              <dt>Next visit</dt>
              <dd>{formatDate(user.nextVisit)}</dd>
            </>
          ) : null}
        </DetailList>
        <p>{upcomingText(user.upcomingVisits)}</p>
        {user.recentVisits.length > 0 ? (
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
        ) : null}
        {user.recentVisits.length > 0 && user.moreVisits > 0 ? <Muted>+{user.moreVisits} more</Muted> : null}
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

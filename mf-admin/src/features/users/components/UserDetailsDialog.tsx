import { useState } from 'react';
import styled from 'styled-components';
import { VISITS_PAGE_MAX, formatAmount, formatCents, timeWindowText, type HomeownerSummary } from '@housesit/shared-contracts';
import { Button, ButtonLink, Dialog, VisitStatusBadge, formatDate, theme } from '@housesit/shell/kit';
import { DetailList, Muted, PlainList, Row, Section, planName } from '@housesit/shell/kit/areas';
import { personName } from '../../jobs';
import { PageItems } from '../../../shared/PageItems';
import { useHomeownerVisits } from '../api/useHomeownerVisits';
import { mailtoHref, telHref } from '../../../shared/contactLinks';
import { homeownerStatus } from '../homeownerStatus';

const Body = styled.div`
  display: grid;
  gap: 20px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const VisitItem = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${theme.colors.border};
`;

export interface UserDetailsDialogProps {
  user: HomeownerSummary | null;
  onClose: () => void;
}

/** One page of the homeowner's visits (VISITS_PAGE_MAX of them) as list items. */
function VisitPageItems({ homeownerId, offset }: { homeownerId: number; offset: number }) {
  return (
    <PageItems page={useHomeownerVisits(homeownerId, offset)} loadingLabel="Loading visits...">
      {(visit) => (
        <VisitItem key={visit.id}>
          <Row>
            <strong>Visit #{visit.id}</strong>
            <VisitStatusBadge status={visit.status} />
          </Row>
          <span>
            {formatDate(visit.scheduledDate)} · {timeWindowText(visit.timeWindow)} · {planName(visit.planType)} ·{' '}
            {formatAmount(visit.totalAmount)}
          </span>
          <Muted>{visit.propertyAddress}</Muted>
          <Muted>Sitter: {personName(visit.assignedSitter) ?? 'Unassigned'}</Muted>
        </VisitItem>
      )}
    </PageItems>
  );
}

/** The homeowner's visits, newest first, a page at a time (asked of the API, not kept in the list). */
function HomeownerVisits({ user, headingId }: { user: HomeownerSummary; headingId: string }) {
  const [pages, setPages] = useState(1);
  const first = useHomeownerVisits(user.homeownerId, 0);
  const total = first.data?.total;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{total === undefined ? 'Visits' : `Visits (${total})`}</Heading>
      <PlainList aria-labelledby={headingId}>
        {Array.from({ length: pages }, (_, page) => (
          <VisitPageItems key={page} homeownerId={user.homeownerId} offset={page * VISITS_PAGE_MAX} />
        ))}
      </PlainList>
      {total !== undefined && pages * VISITS_PAGE_MAX < total ? (
        <Button variant="secondary" onClick={() => setPages(pages + 1)}>
          Show more visits
        </Button>
      ) : null}
    </Section>
  );
}

/** View Details (docs/product/DECISIONS.md): the homeowner's contact details and every visit of theirs. */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  if (!user) return null;
  const headingId = `user-${user.homeownerId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={user.name}
      description={`Homeowner #${user.homeownerId}`}
      size="lg"
      footer={<ButtonLink to={mailtoHref(user.email)}>Message</ButtonLink>}
    >
      <Body>
        <Section aria-labelledby={`${headingId}-contact`}>
          <Heading id={`${headingId}-contact`}>Contact details</Heading>
          <DetailList>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailtoHref(user.email)}>{user.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{user.phone ? <a href={telHref(user.phone)}>{user.phone}</a> : 'Not given'}</dd>
            <dt>Address</dt>
            <dd>{user.address || 'Not given'}</dd>
          </DetailList>
        </Section>
        <Section aria-labelledby={`${headingId}-totals`}>
          <Heading id={`${headingId}-totals`}>Summary</Heading>
          <DetailList>
            <dt>Status</dt>
            <dd>{homeownerStatus(user).label}</dd>
            <dt>Total visits</dt>
            <dd>{user.totalVisits}</dd>
            <dt>Total spent</dt>
            <dd>{formatCents(user.totalSpentCents)}</dd>
            <dt>Last visit</dt>
            <dd>{user.lastVisit ? formatDate(user.lastVisit) : 'None yet'}</dd>
            <dt>Next visit</dt>
            <dd>{user.nextVisit ? formatDate(user.nextVisit) : 'None scheduled'}</dd>
          </DetailList>
        </Section>
        <HomeownerVisits user={user} headingId={`${headingId}-visits`} />
      </Body>
    </Dialog>
  );
}

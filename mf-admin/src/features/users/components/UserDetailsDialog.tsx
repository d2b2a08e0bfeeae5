import styled from 'styled-components';
import { formatAmount, formatCents } from '@housesit/shared-contracts';
import { ButtonLink, Dialog, VisitStatusBadge, formatDate, formatTime, theme } from '@housesit/shell/kit';
import { DetailList, Muted, PlainList, Row, Section } from '../../../layout';
import { personName, planName } from '../../jobs/jobFormat';
import type { UserSummary } from '../groupUsers';
import { mailtoHref, telHref } from '../contactLinks';

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
  user: UserSummary | null;
  /** Whether the accounts list is still loading (contact details not known yet). */
  contactsLoading: boolean;
  onClose: () => void;
}

/** View Details (DECISIONS.md): the homeowner's contact details and every visit of theirs. */
export function UserDetailsDialog({ user, contactsLoading, onClose }: UserDetailsDialogProps) {
  if (!user) return null;
  const contact = user.contact;
  const headingId = `user-${user.homeownerId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={user.name}
      description={`Homeowner #${user.homeownerId}`}
      size="lg"
      footer={contact ? <ButtonLink to={mailtoHref(contact.email)}>Message</ButtonLink> : undefined}
    >
      <Body>
        <Section aria-labelledby={`${headingId}-contact`}>
          <Heading id={`${headingId}-contact`}>Contact details</Heading>
          {contact ? (
            <DetailList>
              <dt>Username</dt>
              <dd>{contact.username}</dd>
              <dt>Email</dt>
              <dd>
                <a href={mailtoHref(contact.email)}>{contact.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>{contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : 'Not given'}</dd>
              <dt>Address</dt>
              <dd>{contact.address || 'Not given'}</dd>
            </DetailList>
          ) : (
            <Muted>{contactsLoading ? 'Loading contact details...' : 'Contact details are not available.'}</Muted>
          )}
        </Section>
        <Section aria-labelledby={`${headingId}-totals`}>
          <Heading id={`${headingId}-totals`}>Summary</Heading>
          <DetailList>
            <dt>Status</dt>
            <dd>{user.isActive ? 'Active' : 'Inactive'}</dd>
            <dt>Total visits</dt>
            <dd>{user.totalVisits}</dd>
            <dt>Total spent</dt>
            <dd>{formatCents(user.totalSpentCents)}</dd>
            <dt>Last visit</dt>
            <dd>{user.lastVisit ? formatDate(user.lastVisit) : 'No visits yet'}</dd>
          </DetailList>
        </Section>
        <Section aria-labelledby={`${headingId}-visits`}>
          <Heading id={`${headingId}-visits`}>Visits ({user.visits.length})</Heading>
          <PlainList aria-labelledby={`${headingId}-visits`}>
            {user.visits.map((visit) => (
              <VisitItem key={visit.id}>
                <Row>
                  <strong>Visit #{visit.id}</strong>
                  <VisitStatusBadge status={visit.status} />
                </Row>
                <span>
                  {formatDate(visit.scheduledDate)} at {formatTime(visit.scheduledDate)} · {planName(visit.planType)} ·{' '}
                  {formatAmount(visit.totalAmount)}
                </span>
                <Muted>{visit.propertyAddress}</Muted>
                <Muted>Sitter: {personName(visit.assignedSitter) ?? 'Unassigned'}</Muted>
              </VisitItem>
            ))}
          </PlainList>
        </Section>
      </Body>
    </Dialog>
  );
}

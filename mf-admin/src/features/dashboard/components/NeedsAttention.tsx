import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ADMIN_MESSAGES_PATH,
  formatCents,
  visitWhen,
  type AttentionGroup,
  type AttentionReport,
  type AttentionVisit,
} from '@housesit/shared-contracts';
import { Loaded, theme } from '@housesit/shell/kit';
import { Muted, PlainList, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { jobDetailsLink, jobQueueLink, todayKey } from '../../jobs';
import { useAttention } from '../api/useAttention';

const Group = styled.li`
  border-left: 4px solid ${theme.colors.warning};
  padding: 8px 12px;
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.fontSizes.md};
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'Tomorrow's day key' in the service area: today's key plus one calendar day. */
function tomorrowKey(): string {
  const [y, m, d] = todayKey().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function VisitGroup({ title, group, more }: { title: string; group: AttentionGroup<AttentionVisit>; more: string }) {
  if (group.count === 0) return null;
  return (
    <Group>
      <h3>
        {title} ({group.count})
      </h3>
      <ul>
        {group.items.map((visit) => (
          <li key={visit.id}>
            <Link to={jobDetailsLink(visit.id)}>
              Visit #{visit.id}: {visitWhen(visit)}, {visit.homeownerName}
              {visit.sitterName ? ` · ${visit.sitterName}` : ' · Unassigned'}
            </Link>
          </li>
        ))}
      </ul>
      {group.count > group.items.length ? <Link to={more}>See all {group.count}</Link> : null}
    </Group>
  );
}

function Groups({ report }: { report: AttentionReport }) {
  const { unassignedSoon, missedStarts, overrunning, unreadMessages, failedPayments, newAreaRequests } = report;
  const clear =
    unassignedSoon.count +
      missedStarts.count +
      overrunning.count +
      unreadMessages.messages +
      failedPayments.count +
      newAreaRequests.count ===
    0;
  if (clear) return <Muted>All clear: nothing needs you right now.</Muted>;
  return (
    <PlainList aria-label="Needs attention">
      <VisitGroup
        title="No sitter yet, today or tomorrow"
        group={unassignedSoon}
        more={jobQueueLink({ from: todayKey(), to: tomorrowKey(), sitter: 'unassigned', status: 'scheduled' })}
      />
      <VisitGroup
        title="Window passed, not started"
        group={missedStarts}
        more={jobQueueLink({ from: '', to: todayKey(), status: 'scheduled' })}
      />
      <VisitGroup title="Still in progress after the window" group={overrunning} more={jobQueueLink({ from: '', status: 'in_progress' })} />
      {unreadMessages.messages > 0 ? (
        <Group>
          <h3>Unread messages</h3>
          <Link to={ADMIN_MESSAGES_PATH}>
            {plural(unreadMessages.messages, 'message')} in {plural(unreadMessages.conversations, 'conversation')}
          </Link>
        </Group>
      ) : null}
      {failedPayments.count > 0 ? (
        <Group>
          <h3>Plan payments declined ({failedPayments.count})</h3>
          <ul>
            {failedPayments.items.map((payment) => (
              <li key={payment.subscriptionId}>
                {payment.homeownerName}: {formatCents(payment.amountCents)}
                {payment.reason ? ` (${payment.reason})` : ''}
              </li>
            ))}
          </ul>
          <Link to="/users">Open the customers</Link>
        </Group>
      ) : null}
      {newAreaRequests.count > 0 ? (
        <Group>
          <h3>Service-area requests this week</h3>
          <Link to="/users">{plural(newAreaRequests.count, 'new request')}</Link>
        </Group>
      ) : null}
    </PlainList>
  );
}

/** The dashboard's first panel: what needs the office now, each item linking where it is resolved. */
export function NeedsAttention() {
  const attention = useAttention();
  return (
    <Section aria-labelledby="needs-attention-title">
      <SectionTitle id="needs-attention-title">Needs attention</SectionTitle>
      <Loaded query={attention} loading="Checking what needs attention...">
        {(data) => <Groups report={data} />}
      </Loaded>
    </Section>
  );
}

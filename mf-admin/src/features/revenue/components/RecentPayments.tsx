import { formatAmount, type Visit } from '@housesit/shared-contracts';
import { Card, EmptyState, formatDate } from '@housesit/shell/kit';
import { Muted, PlainList, Row, Section, SectionTitle } from '../../../layout';

export function RecentPayments({ payments }: { payments: readonly Visit[] }) {
  return (
    <Section aria-labelledby="recent-payments-title">
      <SectionTitle id="recent-payments-title">Recent Payments</SectionTitle>
      <Card>
        {payments.length === 0 ? (
          <EmptyState title="No completed visits yet" />
        ) : (
          <PlainList aria-label="Recent payments">
            {payments.map((v) => (
              <li key={v.id}>
                <Row>
                  <span>
                    Visit #{v.id} · {v.homeowner.firstName} {v.homeowner.lastName}
                  </span>
                  <strong>{formatAmount(v.totalAmount)}</strong>
                </Row>
                <Muted>Completed {formatDate(v.report?.completedAt ?? v.scheduledDate)}</Muted>
              </li>
            ))}
          </PlainList>
        )}
      </Card>
    </Section>
  );
}

import { PLANS, formatCents, type RecentPayment } from '@housesit/shared-contracts';
import { Card, EmptyState, formatDate } from '@housesit/shell/kit';
import { Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';

/** docs/product/platform.md: 'Recent Payments: the 5 latest completed jobs', each with what it was sold at. */
export function RecentPayments({ payments }: { payments: readonly RecentPayment[] }) {
  return (
    <Section aria-labelledby="recent-payments-title">
      <SectionTitle id="recent-payments-title">Recent Payments</SectionTitle>
      <Card>
        {payments.length === 0 ? (
          <EmptyState title="No completed jobs yet" description="Visits appear here once a sitter completes them." />
        ) : (
          <PlainList aria-label="Recent payments">
            {payments.map((p) => (
              <li key={p.id}>
                <Row>
                  <span>
                    {p.customerName} · {PLANS[p.plan].name}
                  </span>
                  <strong>{formatCents(p.amountCents)}</strong>
                </Row>
                <Muted>
                  Completed {formatDate(p.completedAt)} · Visit #{p.visitId}
                </Muted>
              </li>
            ))}
          </PlainList>
        )}
      </Card>
    </Section>
  );
}

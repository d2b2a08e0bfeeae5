import { PLANS, formatCents, type RecentPayment } from '@housesit/shared-contracts';
import { Card, EmptyState, formatDate } from '@housesit/shell/kit';
import { Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';

/** The latest completed payments (platform.md §9: the last 5). */
export function RecentPayments({ payments }: { payments: readonly RecentPayment[] }) {
  return (
    <Section aria-labelledby="recent-payments-title">
      <SectionTitle id="recent-payments-title">Recent Payments</SectionTitle>
      <Card>
        {payments.length === 0 ? (
          <EmptyState title="No payments yet" description="Completed payments of bookings appear here." />
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
                  Paid {formatDate(p.completedAt)} · Booking #{p.bookingId}
                </Muted>
              </li>
            ))}
          </PlainList>
        )}
      </Card>
    </Section>
  );
}

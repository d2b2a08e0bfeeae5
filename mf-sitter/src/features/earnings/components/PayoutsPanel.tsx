import { formatCents } from '@housesit/shared-contracts';
import { Card, EmptyState, StatCard, formatDate, formatLongDate } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row } from '../../../layout';
import type { WeeklyPayout } from '../earnings';

export interface PayoutsPanelProps {
  payouts: readonly WeeklyPayout[];
  nextPayout: Date;
}

/** Earnings by pay week (Monday to Sunday); payouts are made on Fridays. */
export function PayoutsPanel({ payouts, nextPayout }: PayoutsPanelProps) {
  return (
    <>
      <StatCard label="Next payout" value={formatLongDate(nextPayout.toISOString())} hint="Payouts are made every Friday" />
      {payouts.length === 0 ? (
        <EmptyState title="No payouts yet" description="Your weekly earnings appear here once you complete a visit." />
      ) : (
        <PlainList aria-label="Weekly payouts">
          {payouts.map((week) => (
            <li key={week.weekStart}>
              <Card>
                <Row>
                  <CardTitle>
                    {formatDate(week.weekStart)} – {formatDate(week.weekEnd)}
                  </CardTitle>
                  <strong>{formatCents(week.cents)}</strong>
                </Row>
                <Muted>
                  {week.visits} completed {week.visits === 1 ? 'visit' : 'visits'}
                </Muted>
              </Card>
            </li>
          ))}
        </PlainList>
      )}
    </>
  );
}

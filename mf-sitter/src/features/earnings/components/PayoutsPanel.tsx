import { formatCents } from '@housesit/shared-contracts';
import { Card, EmptyState, StatCard, formatDate, formatLongDate } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { payWeekEnd, visitsText, type PayWeek } from '../earningsFormat';

export interface PayoutsPanelProps {
  /** yyyy-MM-dd, a Friday. */
  nextPayoutDate: string;
  /** Newest first, as the endpoint sends them. */
  weekly: readonly PayWeek[];
}

/** Earnings by pay week (Monday to Sunday); payouts are made on Fridays. */
export function PayoutsPanel({ nextPayoutDate, weekly }: PayoutsPanelProps) {
  return (
    <>
      <StatCard label="Next payout" value={formatLongDate(nextPayoutDate)} hint="Payouts are made every Friday" />
      {weekly.length === 0 ? (
        <EmptyState title="No payouts yet" description="Your weekly earnings appear here once you complete a visit." />
      ) : (
        <PlainList aria-label="Weekly payouts">
          {weekly.map((week) => {
            const end = payWeekEnd(week.weekStart);
            return (
              <li key={week.weekStart}>
                <Card>
                  <Row>
                    <CardTitle>
                      {formatDate(week.weekStart)}
                      {end ? ` – ${formatDate(end)}` : ''}
                    </CardTitle>
                    <strong>{formatCents(week.cents)}</strong>
                  </Row>
                  <Muted>{visitsText(week.visits)}</Muted>
                </Card>
              </li>
            );
          })}
        </PlainList>
      )}
    </>
  );
}

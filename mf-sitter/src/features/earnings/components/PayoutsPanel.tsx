import { formatCents } from '@housesit/shared-contracts';
import { Badge, Card, EmptyState, StatCard, formatDate, formatLongDate } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { payWeekEnd, visitsText, type PayWeek } from '../earningsFormat';

export interface PayoutsPanelProps {
  /** yyyy-MM-dd, a Friday. */
  nextPayoutDate: string;
  /** Newest first, as the endpoint sends them. */
  weekly: readonly PayWeek[];
  /** The weeks an admin marked paid, by their Monday; undefined while still loading. */
  paid?: ReadonlyMap<string, { amountCents: number; paidAt: string }>;
}

/** Earnings by pay week (Monday to Sunday); payouts are made on Fridays. */
export function PayoutsPanel({ nextPayoutDate, weekly, paid }: PayoutsPanelProps) {
  return (
    <>
      <StatCard label="Next payout" value={formatLongDate(nextPayoutDate)} hint="Payouts are made every Friday" />
      {weekly.length === 0 ? (
        <EmptyState title="No payouts yet" description="Your weekly earnings appear here once you complete a visit." />
      ) : (
        <PlainList aria-label="Weekly payouts">
          {weekly.map((week) => {
            const end = payWeekEnd(week.weekStart);
            const payout = paid?.get(week.weekStart);
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
                  <Row>
                    <Muted>{visitsText(week.visits)}</Muted>
                    {paid === undefined ? null : payout ? (
                      <Badge tone="success">{`Paid ${formatCents(payout.amountCents)} on ${formatDate(payout.paidAt)}`}</Badge>
                    ) : (
                      <Badge tone="neutral">Pending</Badge>
                    )}
                  </Row>
                </Card>
              </li>
            );
          })}
        </PlainList>
      )}
    </>
  );
}

import {
  BOOKING_MESSAGES,
  CADENCE_INTERVAL_DAYS,
  CADENCE_LABELS,
  CUSTOM_TASKS,
  LAST_MINUTE_FEE_CENTS,
  lastMinuteDates,
  PLANS,
  SERVICE_AREA,
  firstMonthDates,
  formatCents,
  planRenewalNotice,
  timeWindowText,
  type CheckoutRequest,
} from '@housesit/shared-contracts';
import { Card, Loaded, formatDate, formatLongDate } from '@housesit/shell/kit';
import { Facts, Muted } from '@housesit/shell/kit/areas';
import { useQuote } from '../api/useQuote';
import { PriceLines } from './summaryStyles';

/**
 * Plan, add-ons with their points, dates, address, access and the server's price (never a price
 * computed in the browser). Both wizards show it before payment. A booking with a last-minute
 * visit says, before paying, that it is not refundable (docs/product/DECISIONS.md 'Last-minute fee'). A
 * recurring plan lists its first calendar month's visits and says that it renews automatically,
 * with the next charge's date and amount from the server's quote (decision 015).
 */
export function OrderSummary({ request }: { request: CheckoutRequest }) {
  const quote = useQuote(request);
  const lastMinute = lastMinuteDates({ flow: request.flow, dates: request.dates, now: new Date() }).length > 0;
  const plan = PLANS[request.plan];
  const { property, access } = request;
  const start = request.plan === 'recurring' && request.cadence ? request.dates[0] : undefined;
  const firstMonth = start && request.cadence ? firstMonthDates(start, CADENCE_INTERVAL_DAYS[request.cadence]) : [];
  const address = [property.address, property.addressLine2, `${SERVICE_AREA.city}, ${SERVICE_AREA.state} ${SERVICE_AREA.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Card as="section" aria-label="Order summary">
      <Facts>
        <dt>Plan</dt>
        <dd>{request.cadence ? `${plan.name} (${CADENCE_LABELS[request.cadence]})` : plan.name}</dd>
        <dt>Add-ons</dt>
        <dd>
          {request.taskIds.length === 0
            ? 'None'
            : request.taskIds.map((id) => `${CUSTOM_TASKS[id].name} (${CUSTOM_TASKS[id].points} points)`).join(', ')}
        </dd>
        <dt>{request.plan === 'recurring' ? 'Start date' : 'Visit dates'}</dt>
        <dd>{request.dates.map((date) => formatLongDate(date)).join('; ')}</dd>
        {firstMonth.length > 0 ? (
          <>
            <dt>First month’s visits</dt>
            <dd>{`${firstMonth.length} visits: ${firstMonth.map((date) => formatDate(date)).join('; ')}`}</dd>
          </>
        ) : null}
        <dt>Time window</dt>
        <dd>{timeWindowText(request.timeWindow)}</dd>
        <dt>Property address</dt>
        <dd>{address}</dd>
        <dt>Access</dt>
        <dd>{[access.lockboxPurchased ? 'Lockbox' : null, access.customInstructions].filter(Boolean).join('; ')}</dd>
      </Facts>
      <Loaded query={quote} loading="Calculating your price..." errorTitle="Could not price this booking">
        {(priced) => (
          <>
            <PriceLines>
              {priced.lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{formatCents(line.amountCents)}</dd>
                </div>
              ))}
              <div data-total="true">
                <dt>Total cost</dt>
                <dd>{formatCents(priced.totalCents)}</dd>
              </div>
            </PriceLines>
            {lastMinute ? <p>{BOOKING_MESSAGES.lastMinuteNonRefundable(formatCents(LAST_MINUTE_FEE_CENTS))}</p> : null}
            {priced.nextCharge ? (
              <p>{planRenewalNotice(formatCents(priced.nextCharge.amountCents), formatLongDate(priced.nextCharge.date))}</p>
            ) : null}
            <Muted>All fees included</Muted>
          </>
        )}
      </Loaded>
    </Card>
  );
}

/** Sent when a booking's payment completes: what /confirmation promised ("a confirmation email shortly"). */
import { BOOKED_NEXT_STEPS, formatCents, timeWindowText, type TimeWindow } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';
import { formatServiceDate } from './format.js';

export interface BookingConfirmedData {
  firstName: string;
  /** The plan's name as the customer chose it: 'Standard Visit', 'Recurring Visit (weekly)'. */
  planName: string;
  /** yyyy-MM-dd service-area dates; for a recurring plan, its start date. */
  dates: string[];
  recurring: boolean;
  /** The window chosen for every visit of the booking; absent in jobs queued before it was sent. */
  timeWindow?: TimeWindow;
  address: string;
  totalCents: number;
  /** The price lines as charged (visits, lockbox). */
  lines: Array<{ label: string; amountCents: number }>;
  /** 'HS-000123' and the provider's transaction id; absent in jobs queued before receipts. */
  receiptNumber?: string;
  transactionId?: string | null;
}

export function bookingConfirmedEmail(data: BookingConfirmedData, context: EmailContext): RenderedEmail {
  const dates = data.dates.map(formatServiceDate).join(', ');
  return renderEmail(
    {
      subject: `Booking confirmed: ${data.planName}, ${formatCents(data.totalCents)}`,
      preview: `Your ${data.planName} at ${data.address} is booked.`,
      heading: 'Your booking is confirmed',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: 'Thank you for booking. We received your payment; here are your order details.' },
        {
          kind: 'details',
          rows: [
            ['Plan', data.planName],
            [data.recurring ? 'Starts' : data.dates.length > 1 ? 'Dates' : 'Date', dates],
            ...(data.timeWindow ? [['Time window', timeWindowText(data.timeWindow)] as const] : []),
            ['Address', data.address],
            ...data.lines.map((line) => [line.label, formatCents(line.amountCents)] as const),
            ['Total paid', formatCents(data.totalCents)],
            ...(data.transactionId ? [['Transaction', data.transactionId] as const] : []),
            ...(data.receiptNumber ? [['Receipt', data.receiptNumber] as const] : []),
          ],
        },
        {
          kind: 'paragraph',
          // The dates are booked at payment: the follow-up confirms the visit's details, it does not schedule it.
          text: `Your ${data.recurring ? 'plan is' : data.dates.length > 1 ? 'visits are' : 'visit is'} booked as shown above. ${BOOKED_NEXT_STEPS.booked} ${BOOKED_NEXT_STEPS.changes}`,
        },
        ...(data.receiptNumber
          ? [
              {
                kind: 'paragraph' as const,
                text: `Your receipt ${data.receiptNumber} is on your billing page, ready to download as a PDF.`,
              },
            ]
          : []),
      ],
      action: { label: 'Go to your dashboard', path: '/dashboard' },
      reason: 'You receive this receipt because you booked a visit with us.',
    },
    context,
  );
}

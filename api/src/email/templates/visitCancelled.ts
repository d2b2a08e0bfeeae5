/**
 * Sent when a visit is cancelled (docs/product/DECISIONS.md 'Cancellation and refunds': refunds appear in an
 * email): which visit, why when our team cancelled it (the reason the admin typed), and what will
 * be refunded to the card. A receipt, so it goes whatever the customer's email preferences say.
 */
import { formatCents, type TimeWindow } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';
import { formatServiceDate, formatVisitWhen } from './format.js';

export interface VisitCancelledData {
  firstName: string;
  /** 'Extended Visit'. */
  planName: string;
  /** The visit's yyyy-MM-dd service-area date. */
  date: string;
  /** The visit's window; absent in jobs queued before it was sent. */
  timeWindow?: TimeWindow;
  address: string;
  /** What will be refunded, 0 when nothing is due (the visit was not paid by card). */
  refundCents: number;
  /** The refund's lines (the visit's price, the lockbox fee with the booking's last visit). */
  lines: Array<{ label: string; amountCents: number }>;
  /** The reason an admin gave when our team cancelled it; absent when the customer did. */
  reason?: string | null;
}

export function visitCancelledEmail(data: VisitCancelledData, context: EmailContext): RenderedEmail {
  const day = formatServiceDate(data.date);
  // The subject stays short; the body says the window too.
  const when = formatVisitWhen(data.date, data.timeWindow);
  const refund = formatCents(data.refundCents);
  const refunded = data.refundCents > 0;
  return renderEmail(
    {
      subject: refunded ? `Visit cancelled: ${day}, ${refund} refund` : `Visit cancelled: ${day}`,
      preview: `Your ${data.planName} on ${day} is cancelled.`,
      heading: 'Your visit is cancelled',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: data.reason
            ? `Our team cancelled your ${data.planName} on ${when} at ${data.address}.`
            : `Your ${data.planName} on ${when} at ${data.address} is cancelled.`,
        },
        {
          kind: 'details',
          rows: [
            ['Cancelled', `${data.planName}, ${when}`],
            ['Address', data.address],
            ...(data.reason ? [['Reason', data.reason] as const] : []),
            ...data.lines.map((line) => [`Refund: ${line.label}`, formatCents(line.amountCents)] as const),
            ['Total refund', refund],
          ],
        },
        {
          kind: 'paragraph',
          text: refunded
            ? `${refund} will be refunded to the card you paid with. The refund and its status are on your billing page.`
            : 'No refund is due for this visit.',
        },
      ],
      action: { label: 'See billing & payment info', path: '/homeowner/billing' },
      reason: 'You receive this receipt because a visit you booked with us was cancelled.',
    },
    context,
  );
}

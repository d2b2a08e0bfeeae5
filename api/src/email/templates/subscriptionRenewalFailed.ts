/**
 * Sent when a renewal of the recurring plan is declined (decision 015): no visits were
 * scheduled for the new period, and the plan is past due. About money owed, so it goes whatever
 * the customer's email preferences say.
 */
import { formatCents } from '@housesit/shared-contracts';
import { formatServiceDate } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface SubscriptionRenewalFailedData {
  firstName: string;
  /** 'Weekly' or 'Bi-weekly'. */
  cadenceLabel: string;
  /** The yyyy-MM-dd service-area date the unpaid period would have started. */
  periodStart: string;
  amountCents: number;
  address: string;
}

export function subscriptionRenewalFailedEmail(data: SubscriptionRenewalFailedData, context: EmailContext): RenderedEmail {
  const day = formatServiceDate(data.periodStart);
  const amount = formatCents(data.amountCents);
  return renderEmail(
    {
      subject: `Your Recurring Visit plan could not be renewed`,
      preview: `The ${amount} renewal from ${day} was declined; no visits were scheduled.`,
      heading: 'Your plan’s renewal was declined',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `We could not charge ${amount} for your ${data.cadenceLabel} Recurring Visit plan at ${data.address}, so no visits were scheduled from ${day}.`,
        },
        {
          kind: 'details',
          rows: [
            ['Plan', `Recurring Visit, ${data.cadenceLabel}`],
            ['Period from', day],
            ['Amount', amount],
            ['Address', data.address],
          ],
        },
        { kind: 'paragraph', text: 'Your plan is past due. Your billing page shows where it stands.' },
      ],
      action: { label: 'See billing & payment info', path: '/homeowner/billing' },
      reason: 'You receive this email because a payment for your plan with us was declined.',
    },
    context,
  );
}

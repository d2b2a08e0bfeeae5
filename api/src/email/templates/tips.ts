/**
 * A tip, once paid: to the sitter (who gave it, how much, for which visit) and to the customer
 * (their receipt: what was paid, how, and where the PDF is). Both always sent: one is pay, the
 * other a receipt.
 */
import { SITTER_PATHS, formatCents, tipReceivedText } from '@housesit/shared-contracts';
import { formatServiceDate } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface TipReceivedData {
  firstName: string;
  customerFirstName: string;
  amountCents: number;
  /** The visit's yyyy-MM-dd service-area day. */
  date: string;
  address: string;
}

export interface TipReceiptData {
  firstName: string;
  sitterFirstName: string;
  amountCents: number;
  date: string;
  /** 'HS-T000012'. */
  receiptNumber: string;
  receiptPath: string;
  method: string;
}

export function tipReceivedEmail(data: TipReceivedData, context: EmailContext): RenderedEmail {
  const text = tipReceivedText({ amountCents: data.amountCents, customerName: data.customerFirstName, date: data.date });
  return renderEmail(
    {
      subject: `${text}`,
      preview: `${text}.`,
      heading: 'You received a tip',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: `${text}. It is in your earnings and paid out with your week.` },
        {
          kind: 'details',
          rows: [
            ['Visit', `${formatServiceDate(data.date)} at ${data.address}`],
            ['Tip', formatCents(data.amountCents)],
          ],
        },
      ],
      action: { label: 'Open my earnings', path: SITTER_PATHS.earnings },
      reason: 'You receive this because you were the sitter of this visit.',
    },
    context,
  );
}

export function tipReceiptEmail(data: TipReceiptData, context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject: `Receipt ${data.receiptNumber}: your tip of ${formatCents(data.amountCents)}`,
      preview: `Your tip for ${formatServiceDate(data.date)} is paid. It goes to ${data.sitterFirstName}.`,
      heading: 'Thank you for your tip',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Your tip for the visit of ${formatServiceDate(data.date)} is paid. It goes to ${data.sitterFirstName}.`,
        },
        {
          kind: 'details',
          rows: [
            ['Receipt', data.receiptNumber],
            ['Tip', formatCents(data.amountCents)],
            ['Paid with', data.method],
          ],
        },
      ],
      action: { label: 'Download the receipt (PDF)', path: data.receiptPath },
      reason: 'You receive this because you tipped a visit you booked.',
    },
    context,
  );
}

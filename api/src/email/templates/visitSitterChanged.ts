/**
 * To the customer when the sitter of their visit changes (category visitUpdates): who will come,
 * or that their sitter no longer can and another will be assigned.
 */
import { type TimeWindow } from '@housesit/shared-contracts';
import { formatServiceDate, formatVisitWhen } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface VisitSitterData {
  firstName: string;
  /** 'Extended Visit'. */
  planName: string;
  /** The visit's yyyy-MM-dd service-area day and window. */
  date: string;
  timeWindow: TimeWindow;
  address: string;
  /** The sitter's first name: the one now assigned, or the one who no longer comes. */
  sitterName: string;
}

const action = { label: 'See my visits', path: '/homeowner/visits' };
const reason = 'You receive this because the sitter of a visit you booked with us changed.';

export function visitSitterAssignedEmail(data: VisitSitterData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  return renderEmail(
    {
      subject: `Your sitter for ${formatServiceDate(data.date)}: ${data.sitterName}`,
      preview: `${data.sitterName} will do your ${data.planName} on ${when}.`,
      heading: 'Your sitter is assigned',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: `${data.sitterName} will do your ${data.planName} on ${when}.` },
        {
          kind: 'details',
          rows: [
            ['Sitter', data.sitterName],
            ['Date', when],
            ['Address', data.address],
          ],
        },
        { kind: 'paragraph', text: 'You can write to them from the visit’s conversation.' },
      ],
      action,
      reason,
    },
    context,
  );
}

export function visitSitterUnassignedEmail(data: VisitSitterData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  return renderEmail(
    {
      subject: `Your sitter changed: ${formatServiceDate(data.date)}`,
      preview: `${data.sitterName} can no longer do your visit on ${when}.`,
      heading: 'Your sitter changed',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${data.sitterName} can no longer do your ${data.planName} on ${when}. We will assign another sitter and tell you who.`,
        },
        {
          kind: 'details',
          rows: [
            ['Date', when],
            ['Address', data.address],
          ],
        },
      ],
      action,
      reason,
    },
    context,
  );
}

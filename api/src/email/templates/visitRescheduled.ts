/**
 * To the customer when their visit moves to another day or window (by them or by our team): the
 * new day and window, the old ones, and whether their sitter still comes. Category visitUpdates.
 */
import { type TimeWindow } from '@housesit/shared-contracts';
import { formatServiceDate, formatVisitWhen } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface VisitRescheduledData {
  firstName: string;
  /** 'Extended Visit'. */
  planName: string;
  /** The new yyyy-MM-dd service-area day and window. */
  date: string;
  timeWindow: TimeWindow;
  previousDate: string;
  previousTimeWindow: TimeWindow;
  address: string;
  /** The visit's sitter: still coming (`kept`), or not free on the new day; null when none was assigned. */
  sitter: { name: string; kept: boolean } | null;
}

export function visitRescheduledEmail(data: VisitRescheduledData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  const lost = data.sitter && !data.sitter.kept ? data.sitter.name : null;
  return renderEmail(
    {
      subject: `Visit moved: ${formatServiceDate(data.date)}`,
      preview: `Your ${data.planName} is now on ${when}.`,
      heading: 'Your visit was moved',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: `Your ${data.planName} at ${data.address} is now on ${when}.` },
        {
          kind: 'details',
          rows: [
            ['New date', when],
            ['Was', formatVisitWhen(data.previousDate, data.previousTimeWindow)],
            ['Address', data.address],
            ...(data.sitter?.kept ? [['Sitter', data.sitter.name] as const] : []),
          ],
        },
        ...(lost
          ? [{ kind: 'paragraph' as const, text: `${lost} is not free then: we will assign another sitter and tell you who.` }]
          : []),
      ],
      action: { label: 'See my visits', path: '/homeowner/visits' },
      reason: 'You receive this because a visit you booked with us was moved.',
    },
    context,
  );
}

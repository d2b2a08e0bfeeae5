/** To a sitter when an admin assigns a visit to them (category visitUpdates). */
import { SITTER_PATHS, type TimeWindow } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';
import { formatServiceDate, formatVisitWhen } from './format.js';

export interface VisitAssignedData {
  firstName: string;
  /** yyyy-MM-dd, the service area's day of the visit. */
  date: string;
  /** The visit's window; absent in jobs queued before it was sent. */
  timeWindow?: TimeWindow;
  address: string;
  /** 'Standard Visit', 'Extended Visit'. */
  planName: string;
}

export function visitAssignedEmail(data: VisitAssignedData, context: EmailContext): RenderedEmail {
  const date = formatServiceDate(data.date);
  const when = formatVisitWhen(data.date, data.timeWindow);
  return renderEmail(
    {
      subject: `New visit assigned: ${date}`,
      preview: `${data.planName} at ${data.address} on ${when}.`,
      heading: 'A visit was assigned to you',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: 'Our team assigned you a visit. The tasks and access instructions are in your jobs.' },
        {
          kind: 'details',
          rows: [
            ['Date', when],
            ['Address', data.address],
            ['Plan', data.planName],
          ],
        },
      ],
      action: { label: 'Open your jobs', path: SITTER_PATHS.jobs },
      reason: 'You receive this because you are a Housesit sitter and a visit was assigned to you.',
    },
    context,
  );
}

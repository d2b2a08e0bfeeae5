/**
 * To the customer the day before a visit (category visitUpdates): when it is (the day and window
 * in the service area) and who is coming, by first name with the profile they wrote for
 * customers. The sitter's photo stays behind the sign-in (it is served only to the people who
 * may see it), so the email links to the visit, where it shows.
 */
import { SITTER_PROFILE_TEXT, type TimeWindow } from '@housesit/shared-contracts';
import { formatServiceDate, formatVisitWhen } from './format.js';
import { renderEmail, type EmailBlock, type EmailContext, type RenderedEmail } from './layout.js';

export interface VisitReminderData {
  firstName: string;
  /** 'Extended Visit'. */
  planName: string;
  /** The visit's yyyy-MM-dd service-area day and window. */
  date: string;
  timeWindow: TimeWindow;
  address: string;
  /** The assigned sitter's first name; null while no sitter is assigned. */
  sitterName: string | null;
  /** What the sitter wrote for customers; null when they wrote nothing. */
  sitterProfile: string | null;
}

export function visitReminderEmail(data: VisitReminderData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  const coming = data.sitterName ? `${data.sitterName} is coming.` : SITTER_PROFILE_TEXT.noSitter;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `Your ${data.planName} is tomorrow, ${when}. ${coming}` },
    {
      kind: 'details',
      rows: [
        ['Date', when],
        ['Address', data.address],
        ...(data.sitterName ? [[SITTER_PROFILE_TEXT.yourSitter, data.sitterName] as const] : []),
      ],
    },
  ];
  if (data.sitterName && data.sitterProfile) {
    blocks.push({ kind: 'paragraph', text: `About ${data.sitterName}:` }, { kind: 'quote', text: data.sitterProfile });
  }
  return renderEmail(
    {
      subject: `Reminder: your visit tomorrow, ${formatServiceDate(data.date)}`,
      preview: `${when}. ${coming}`,
      heading: 'Your visit is tomorrow',
      greeting: `Hi ${data.firstName},`,
      blocks,
      action: { label: 'See my visit', path: '/homeowner/visits' },
      reason: 'You receive this because a visit you booked with us is tomorrow.',
    },
    context,
  );
}

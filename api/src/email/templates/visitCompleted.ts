/** To the homeowner when a visit is completed (category visitUpdates): what was done, and the report. */
import { BRAND, type TimeWindow } from '@housesit/shared-contracts';
import { renderEmail, type EmailBlock, type EmailContext, type RenderedEmail } from './layout.js';
import { formatDuration, formatServiceDate, formatVisitWhen } from './format.js';

/** The homeowner's report screen (shared-contracts ROUTES: /reports). */
export const REPORTS_PATH = '/reports';

export interface VisitCompletedData {
  firstName: string;
  /** The sitter's first name; null when nobody was assigned (an admin completed it). */
  sitterName: string | null;
  /** yyyy-MM-dd, the service area's day of the visit. */
  date: string;
  /** The visit's window; absent in jobs queued before it was sent. */
  timeWindow?: TimeWindow;
  address: string;
  /** Check-in to check-out in whole minutes; null without a check-in time. */
  durationMinutes: number | null;
  notes: string | null;
  /** Tasks left undone, each with the reason the sitter gave. */
  skippedTasks: Array<{ name: string; reason: string }>;
}

export function visitCompletedEmail(data: VisitCompletedData, context: EmailContext): RenderedEmail {
  const date = formatServiceDate(data.date);
  // An admin may complete a visit nobody was assigned to.
  const who = data.sitterName ?? `The ${BRAND} team`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: `${who} has completed your visit. The full report, with photos, is ready.` },
    {
      kind: 'details',
      rows: [
        ['Date', formatVisitWhen(data.date, data.timeWindow)],
        ['Address', data.address],
        ...(data.durationMinutes !== null ? [['Duration', formatDuration(data.durationMinutes)] as const] : []),
      ],
    },
  ];
  if (data.notes) blocks.push({ kind: 'paragraph', text: `Notes from ${data.sitterName ?? `the ${BRAND} team`}: ${data.notes}` });
  if (data.skippedTasks.length > 0) {
    blocks.push({ kind: 'paragraph', text: 'Tasks not done, and why:' });
    blocks.push({ kind: 'details', rows: data.skippedTasks.map((task) => [task.name, task.reason] as const) });
  }
  return renderEmail(
    {
      subject: `Visit completed: ${date}`,
      preview: `${who} completed your visit at ${data.address}.`,
      heading: 'Your visit is complete',
      greeting: `Hi ${data.firstName},`,
      blocks,
      action: { label: 'View the report', path: REPORTS_PATH },
      reason: 'You receive this because a visit you booked was completed.',
    },
    context,
  );
}

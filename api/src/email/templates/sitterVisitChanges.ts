/**
 * To a sitter when a visit of theirs changes (category visitUpdates): it moved, it was cancelled,
 * or it was taken off their schedule (given to another sitter, or moved onto a day they already
 * have full). Each names the visit as they know it: day, window, address, plan.
 */
import { SITTER_PATHS, type TimeWindow } from '@housesit/shared-contracts';
import { formatServiceDate, formatVisitWhen } from './format.js';
import { renderEmail, type EmailBlock, type EmailContext, type RenderedEmail } from './layout.js';

export interface SitterVisitData {
  firstName: string;
  /** The visit's yyyy-MM-dd service-area day and window (for a moved visit: the new ones). */
  date: string;
  timeWindow: TimeWindow;
  address: string;
  /** 'Standard Visit', 'Extended Visit'. */
  planName: string;
}

export interface SitterVisitRescheduledData extends SitterVisitData {
  previousDate: string;
  previousTimeWindow: TimeWindow;
}

export interface SitterVisitUnassignedData extends SitterVisitData {
  /** Where the visit moved when that is why it left their schedule (their day there was full). */
  movedTo?: { date: string; timeWindow: TimeWindow };
}

const action = { label: 'Open your jobs', path: SITTER_PATHS.jobs };
const reason = 'You receive this because you are the Housesit sitter of this visit.';

function sitterEmail(data: SitterVisitData, subject: string, heading: string, blocks: EmailBlock[], context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject,
      preview: blocks[0]?.kind === 'paragraph' ? blocks[0].text : heading,
      heading,
      greeting: `Hi ${data.firstName},`,
      blocks,
      action,
      reason,
    },
    context,
  );
}

const visitRows = (data: SitterVisitData, dateLabel = 'Date') =>
  [
    [dateLabel, formatVisitWhen(data.date, data.timeWindow)],
    ['Address', data.address],
    ['Plan', data.planName],
  ] as const;

export function sitterVisitRescheduledEmail(data: SitterVisitRescheduledData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  const [date, ...rest] = visitRows(data, 'New date');
  return sitterEmail(
    data,
    `Visit moved: ${formatServiceDate(data.date)}`,
    'A visit of yours was moved',
    [
      { kind: 'paragraph', text: `The visit at ${data.address} is now on ${when}.` },
      { kind: 'details', rows: [date, ['Was', formatVisitWhen(data.previousDate, data.previousTimeWindow)], ...rest] },
    ],
    context,
  );
}

export function sitterVisitCancelledEmail(data: SitterVisitData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  return sitterEmail(
    data,
    `Visit cancelled: ${formatServiceDate(data.date)}`,
    'A visit of yours was cancelled',
    [
      { kind: 'paragraph', text: `The visit at ${data.address} on ${when} will not take place. It is off your jobs.` },
      { kind: 'details', rows: visitRows(data) },
    ],
    context,
  );
}

export function sitterVisitUnassignedEmail(data: SitterVisitUnassignedData, context: EmailContext): RenderedEmail {
  const when = formatVisitWhen(data.date, data.timeWindow);
  const why = data.movedTo
    ? ` It moved to ${formatVisitWhen(data.movedTo.date, data.movedTo.timeWindow)}, a day you already have full.`
    : '';
  return sitterEmail(
    data,
    `Visit taken off your schedule: ${formatServiceDate(data.date)}`,
    'A visit is no longer yours',
    [
      { kind: 'paragraph', text: `The visit at ${data.address} on ${when} was taken off your schedule: you no longer go.${why}` },
      { kind: 'details', rows: visitRows(data) },
    ],
    context,
  );
}

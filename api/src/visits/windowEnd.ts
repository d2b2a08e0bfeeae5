/**
 * Decision 023: a scheduled visit is still to come until its time window ends, not from the
 * moment the window starts: a paid visit is never filed under "past" (where it can be neither
 * cancelled nor moved) while its sitter may still be on the way. A visit begun early stays
 * upcoming until its window starts, as before; a completed or cancelled one is history.
 */
import { SERVICE_TIME_ZONE, TIME_WINDOW_HOURS, TIME_WINDOWS } from '@housesit/shared-contracts';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { visits } from '../db/schema.js';

const ZONE = sql.raw(`'${SERVICE_TIME_ZONE}'`);
const END_HOURS = sql.raw(TIME_WINDOWS.map((window) => `when '${window}' then ${TIME_WINDOW_HOURS[window].end}`).join(' '));

/**
 * The end of the visit's window on its service-area day (its wall-clock hour, so right across a
 * daylight-saving change), never before the visit's own instant.
 */
export const visitWindowEnd = sql<Date>`greatest(${visits.scheduledDate}, (date_trunc('day', ${visits.scheduledDate} at time zone ${ZONE}) + make_interval(hours => case ${visits.timeWindow} ${END_HOURS} end)) at time zone ${ZONE})`;

/** A window ends less than a day after the visit's instant: lets an index on the date narrow the search. */
const WINDOW_SPAN_MS = 24 * 60 * 60 * 1000;

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Since when a visit whose window is not over yet may be dated. */
export function windowsOpenSince(now: Date): Date {
  return new Date(now.getTime() - WINDOW_SPAN_MS);
}

/** The visits still to come at `now`: "upcoming" in every list; all others are "past". */
export function stillToCome(now: Date): SQL {
  return or(
    and(eq(visits.status, 'scheduled'), gt(visits.scheduledDate, windowsOpenSince(now)), sql`${visitWindowEnd} > ${at(now)}`),
    and(eq(visits.status, 'in_progress'), gt(visits.scheduledDate, now)),
  )!;
}

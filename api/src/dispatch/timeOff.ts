/**
 * Sitters' time off: ranges of service-area days (yyyy-MM-dd, America/New_York), both ends
 * included. A sitter keeps their own (from today on: a past day off changes nothing); admins read
 * anyone's. Assigning a visit on a day off is refused (assignment.ts, planAssign.ts); a
 * reschedule onto one keeps the visit's day and lets the sitter go (reschedule.ts).
 */
import { DISPATCH_MESSAGES, TIME_OFF_MAX_DAYS, addDaysIso, serviceDayKey, type NewTimeOff, type TimeOff } from '@housesit/shared-contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { sitterTimeOff, type SitterTimeOffRow } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';

const toJson = (row: SitterTimeOffRow): TimeOff => ({
  id: row.id,
  sitterId: row.sitterId,
  startDate: row.startDate,
  endDate: row.endDate,
  note: row.note,
});

/** Whole days from `from` to `to` (yyyy-MM-dd), counted in UTC so no zone shift moves them. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The ranges of `sitterIds` overlapping [from, to] (any when omitted), first day first. */
export async function timeOffOverlapping(
  db: Database,
  filter: { sitterIds?: readonly number[]; from?: string; to?: string },
): Promise<TimeOff[]> {
  const rows = await db
    .select()
    .from(sitterTimeOff)
    .where(
      and(
        filter.sitterIds ? inArray(sitterTimeOff.sitterId, [...filter.sitterIds]) : undefined,
        filter.from ? gte(sitterTimeOff.endDate, filter.from) : undefined,
        filter.to ? lte(sitterTimeOff.startDate, filter.to) : undefined,
      ),
    )
    .orderBy(asc(sitterTimeOff.startDate), asc(sitterTimeOff.id));
  return rows.map(toJson);
}

/** Whether the sitter is off on `dayKey`. */
export async function isOffOn(db: Database, sitterId: number, dayKey: string): Promise<boolean> {
  return (await timeOffOverlapping(db, { sitterIds: [sitterId], from: dayKey, to: dayKey })).length > 0;
}

export const sitterOff = () => new ApiProblem(409, 'visit.sitter_time_off', DISPATCH_MESSAGES.sitterOff);

/** The sitter's own time off that has not ended, as of `now`. */
export function myTimeOff(db: Database, sitterId: number, now: Date): Promise<TimeOff[]> {
  return timeOffOverlapping(db, { sitterIds: [sitterId], from: serviceDayKey(now) });
}

const refuse = (code: 'timeOff.range_invalid' | 'timeOff.past' | 'timeOff.too_long', message: string, field: string) =>
  new ApiProblem(400, code, message, { [field]: message });

/** Records a range: from today on, last day not before the first, at most TIME_OFF_MAX_DAYS, not over another of theirs. */
export async function addTimeOff(db: Database, sitterId: number, input: NewTimeOff, now: Date): Promise<TimeOff> {
  if (input.endDate < input.startDate) throw refuse('timeOff.range_invalid', DISPATCH_MESSAGES.timeOffRange, 'endDate');
  if (input.startDate < serviceDayKey(now)) throw refuse('timeOff.past', DISPATCH_MESSAGES.timeOffPast, 'startDate');
  if (daysBetween(input.startDate, input.endDate) + 1 > TIME_OFF_MAX_DAYS) {
    throw refuse('timeOff.too_long', DISPATCH_MESSAGES.timeOffTooLong, 'endDate');
  }
  const note = input.note?.trim() ? input.note.trim() : null;
  return db.transaction(async (tx) => {
    const overlapping = await tx
      .select({ id: sitterTimeOff.id })
      .from(sitterTimeOff)
      .where(
        and(eq(sitterTimeOff.sitterId, sitterId), gte(sitterTimeOff.endDate, input.startDate), lte(sitterTimeOff.startDate, input.endDate)),
      )
      .for('update');
    if (overlapping.length > 0) throw new ApiProblem(409, 'timeOff.overlaps', DISPATCH_MESSAGES.timeOffOverlaps);
    const [row] = await tx
      .insert(sitterTimeOff)
      .values({ sitterId, startDate: input.startDate, endDate: input.endDate, note, createdAt: now })
      .returning();
    return toJson(row!);
  });
}

/**
 * Removes one of the sitter's own ranges. A range that is not there (removed already, or never
 * theirs) is not an error: their list is what they asked for either way, and another sitter's
 * range is neither touched nor revealed.
 */
export async function removeTimeOff(db: Database, sitterId: number, id: number): Promise<void> {
  await db.delete(sitterTimeOff).where(and(eq(sitterTimeOff.id, id), eq(sitterTimeOff.sitterId, sitterId)));
}

/** The days of [from, to] a sitter is off, from their ranges. */
export function offDays(ranges: readonly TimeOff[], from: string, to: string): Set<string> {
  const days = new Set<string>();
  for (let day = from; day <= to; day = addDaysIso(day, 1)) {
    if (ranges.some((range) => range.startDate <= day && day <= range.endDate)) days.add(day);
  }
  return days;
}

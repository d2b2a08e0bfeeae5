/**
 * GET /api/admin/dispatch/load: for each active sitter (or the one asked for), every day of
 * [from, to] with their visits not cancelled per window and whether they are off. The board, the
 * assign dialogs and the reschedule dialog read it to warn (loadWarnings in shared-contracts)
 * before an assignment or a move; warnings never refuse.
 */
import {
  DISPATCH_MESSAGES,
  SITTER_LOAD_MAX_DAYS,
  SITTER_ROLE,
  addDaysIso,
  type SitterDayLoad,
  type SitterLoadReport,
  type TimeWindow,
} from '@housesit/shared-contracts';
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, visits } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { SERVICE_TIME_ZONE, zonedTime } from '../time/serviceDay.js';
import { daysBetween, offDays, timeOffOverlapping } from './timeOff.js';

function rangeRefused(): ApiProblem {
  return new ApiProblem(400, 'dispatch.load_range_invalid', DISPATCH_MESSAGES.loadRange, { to: DISPATCH_MESSAGES.loadRange });
}

export async function sitterLoad(db: Database, from: string, to: string, sitterId: number | null): Promise<SitterLoadReport> {
  const span = daysBetween(from, to);
  if (span < 0 || span + 1 > SITTER_LOAD_MAX_DAYS) throw rangeRefused();
  const sitters = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, SITTER_ROLE), isNull(users.deactivatedAt), sitterId === null ? undefined : eq(users.id, sitterId)))
    .orderBy(users.id);
  const ids = sitters.map((sitter) => sitter.id);
  if (ids.length === 0) return { from, to, sitters: [] };

  // Midnight to midnight in the service area, whatever the server's zone or a daylight-saving change.
  const midnight = (dayKey: string) => {
    const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
    return zonedTime(y, m, d);
  };
  const start = midnight(from);
  const end = midnight(addDaysIso(to, 1));
  // The zone is a constant written into the statement, so the grouped expression is the selected one
  // (a bound parameter in each would be two expressions to PostgreSQL).
  const day = sql<string>`to_char(${visits.scheduledDate} at time zone ${sql.raw(`'${SERVICE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const counts = await db
    .select({ sitterId: visits.assignedSitterId, day, timeWindow: visits.timeWindow, count: sql<number>`count(*)`.mapWith(Number) })
    .from(visits)
    .where(
      and(
        inArray(visits.assignedSitterId, ids),
        ne(visits.status, 'cancelled'),
        gte(visits.scheduledDate, start),
        lt(visits.scheduledDate, end),
      ),
    )
    .groupBy(visits.assignedSitterId, day, visits.timeWindow);
  const ranges = await timeOffOverlapping(db, { sitterIds: ids, from, to });

  return {
    from,
    to,
    sitters: ids.map((id) => {
      const off = offDays(
        ranges.filter((range) => range.sitterId === id),
        from,
        to,
      );
      const days: SitterDayLoad[] = [];
      for (let date = from; date <= to; date = addDaysIso(date, 1)) {
        const load: SitterDayLoad = { date, off: off.has(date), total: 0, morning: 0, midday: 0, evening: 0 };
        for (const row of counts) {
          if (row.sitterId !== id || row.day !== date) continue;
          load[row.timeWindow as TimeWindow] += row.count;
          load.total += row.count;
        }
        days.push(load);
      }
      return { sitterId: id, days };
    }),
  };
}

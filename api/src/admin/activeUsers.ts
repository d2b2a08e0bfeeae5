/**
 * 'Active Users', one definition for /revenue and /users (decision 017, docs/product/platform.md 'A user is
 * Active if the last visit date is within the last 30 days'): a homeowner whose latest visit
 * that is not cancelled and not in the future is dated within the last ACTIVE_USER_WINDOW_DAYS.
 * Paying is not visiting: a booking paid today for next month does not make its owner active.
 */
import { ACTIVE_USER_WINDOW_DAYS } from '@housesit/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visits } from '../db/schema.js';
import { rowsOf } from '../db/rows.js';

const DAY_MS = 24 * 3600_000;
// Raw SQL takes times as ISO text: postgres.js does not serialise a Date parameter there.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Aggregate over `visits` grouped by homeowner: the latest visit that took place (or null). */
export const lastVisitDate = (now: Date): SQL =>
  sql`max(${visits.scheduledDate}) filter (where ${visits.status} <> 'cancelled' and ${visits.scheduledDate} <= ${at(now)})`;

/** Whether a homeowner whose latest visit is `lastVisit` (a column or expression) counts as active at `now`. */
export const isActiveSince = (lastVisit: SQL, now: Date): SQL =>
  sql`coalesce(${lastVisit} >= ${at(new Date(now.getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS))}, false)`;

/** How many homeowners are active at `now`. */
export async function countActiveUsers(db: Database, now: Date): Promise<number> {
  const result = await db.execute<{ active: number }>(sql`
    select count(*) filter (where ${isActiveSince(sql`o.last_visit`, now)})::int as active
    from (select ${lastVisitDate(now)} as last_visit from ${visits} group by ${visits.homeownerId}) o`);
  return Number(rowsOf<{ active: number }>(result)[0]?.active ?? 0);
}

/**
 * Migration 0032: plans that began with 4-week periods stay valid when periods become calendar
 * months (decision 015). Each keeps the weeks it paid for and its next charge date; from that
 * date on it renews every month on that day; a declined period still owed becomes that first
 * month. The database is migrated up to the migration before, given plans of the old rule, then
 * migrated by 0032's own statements.
 */
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../db/open.js';
import { subscriptionPeriods, subscriptions } from '../db/schema.js';
import { migrationJournal } from '../db/migrationStatus.js';
import { periodOf } from './periods.js';
import { nextCharge } from './renewals.js';

const TAG = '0032_monthly_plan_periods';

let client: PGlite;
let db: Database;
let migration: string[];

beforeEach(async () => {
  client = await PGlite.create();
  db = drizzle({ client }) as unknown as Database;
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const at = migrationJournal().findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  for (const file of files.slice(0, at)) for (const statement of file.sql) if (statement.trim()) await client.exec(statement);
  migration = files[at]!.sql;
});
afterEach(async () => {
  await client.close();
});

/** A plan of the old rule: period n ran from start + 28n days for 28 days. */
async function oldPlan(values: { start: string; index: number; periodStart: string; periodEnd: string; status: string }) {
  const [{ id: userId }] = (
    await client.query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name) values ($1, $1 || '@x.io', 'h', 'A', 'B') returning id`,
      [`u${values.start}${values.index}`],
    )
  ).rows as [{ id: number }];
  const [{ id: bookingId }] = (
    await client.query<{ id: number }>(
      `insert into bookings (user_id, flow, plan, cadence, dates, property_address, city, state, zip, property_type, visit_key, total_cents, quote)
       values ($1, 'wizard', 'recurring', 'weekly', array[$2], '8 Washington Street', 'Marblehead', 'MA', '01945', 'house', 'extended_weekly', 22500, '{}')
       returning id`,
      [userId, values.start],
    )
  ).rows as [{ id: number }];
  const [{ id }] = (
    await client.query<{ id: number }>(
      `insert into subscriptions (user_id, booking_id, cadence, status, start_date, current_period_index, current_period_start, current_period_end, provider)
       values ($1, $2, 'weekly', $3, $4, $5, $6, $7, 'sandbox') returning id`,
      [userId, bookingId, values.status, values.start, values.index, values.periodStart, values.periodEnd],
    )
  ).rows as [{ id: number }];
  return id;
}

async function period(subscriptionId: number, index: number, start: string, end: string, status: 'paid' | 'failed') {
  await client.query(
    `insert into subscription_periods (subscription_id, period_index, start_date, end_date, cadence, status, amount_cents)
     values ($1, $2, $3, $4, 'weekly', $5, 22500)`,
    [subscriptionId, index, start, end, status],
  );
}

describe('migration 0032: 4-week plans become monthly', () => {
  it('keeps each plan’s paid weeks and next charge, then renews monthly on that day; a declined period owed becomes a month', async () => {
    // Active in its third 4-week period (August 17 to September 14).
    const active = await oldPlan({ start: '2026-06-22', index: 2, periodStart: '2026-08-17', periodEnd: '2026-09-14', status: 'active' });
    for (const [i, start, end] of [
      [0, '2026-06-22', '2026-07-20'],
      [1, '2026-07-20', '2026-08-17'],
      [2, '2026-08-17', '2026-09-14'],
    ] as const)
      await period(active, i, start, end, 'paid');
    // Past due: its first period paid (December 3 to 31), the second declined.
    const pastDue = await oldPlan({
      start: '2026-12-03',
      index: 0,
      periodStart: '2026-12-03',
      periodEnd: '2026-12-31',
      status: 'past_due',
    });
    await period(pastDue, 0, '2026-12-03', '2026-12-31', 'paid');
    await period(pastDue, 1, '2026-12-31', '2027-01-28', 'failed');
    // Active, its period ending on January 31: the months after fall on the last day of shorter ones.
    await oldPlan({ start: '2027-01-03', index: 0, periodStart: '2027-01-03', periodEnd: '2027-01-31', status: 'active' });

    for (const statement of migration) if (statement.trim()) await client.exec(statement);

    const rows = await db.select().from(subscriptions).orderBy(asc(subscriptions.id));
    const [a, p, m] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    expect([a, p, m].map((s) => [s.periodAnchorDate, s.periodAnchorIndex, s.currentPeriodEnd])).toEqual([
      ['2026-09-14', 3, '2026-09-14'],
      ['2026-12-31', 1, '2026-12-31'],
      ['2027-01-31', 1, '2027-01-31'],
    ]);
    // The next charge does not move; the renewals after it come a calendar month apart.
    expect(nextCharge(a)).toEqual({ date: '2026-09-14', amountCents: 22500 });
    expect([3, 4, 5].map((i) => periodOf(a, i))).toEqual([
      { index: 3, start: '2026-09-14', end: '2026-10-14' },
      { index: 4, start: '2026-10-14', end: '2026-11-14' },
      { index: 5, start: '2026-11-14', end: '2026-12-14' },
    ]);
    expect([1, 2, 3].map((i) => periodOf(m, i))).toEqual([
      { index: 1, start: '2027-01-31', end: '2027-02-28' },
      { index: 2, start: '2027-02-28', end: '2027-03-31' },
      { index: 3, start: '2027-03-31', end: '2027-04-30' },
    ]);

    // The declined period owed is now the month the plan pays next; periods already paid keep their dates.
    const periods = await db
      .select()
      .from(subscriptionPeriods)
      .orderBy(asc(subscriptionPeriods.subscriptionId), asc(subscriptionPeriods.periodIndex));
    expect(periods.map((row) => [row.subscriptionId, row.periodIndex, row.startDate, row.endDate, row.status])).toEqual([
      [active, 0, '2026-06-22', '2026-07-20', 'paid'],
      [active, 1, '2026-07-20', '2026-08-17', 'paid'],
      [active, 2, '2026-08-17', '2026-09-14', 'paid'],
      [pastDue, 0, '2026-12-03', '2026-12-31', 'paid'],
      [pastDue, 1, '2026-12-31', '2027-01-31', 'failed'],
    ]);
    expect(periodOf(p, 1)).toEqual({ index: 1, start: '2026-12-31', end: '2027-01-31' });

    // A plan started after the migration counts its months from its start date.
    const fresh = await oldPlan({ start: '2027-01-31', index: 0, periodStart: '2027-01-31', periodEnd: '2027-02-28', status: 'active' });
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.id} = ${fresh}`);
    expect(row).toMatchObject({ periodAnchorDate: null, periodAnchorIndex: 0 });
    expect(periodOf(row!, 1)).toEqual({ index: 1, start: '2027-02-28', end: '2027-03-31' });
  });
});

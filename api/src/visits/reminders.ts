/**
 * The day-before reminder: from REMINDER_HOUR in the service area on the day before a scheduled
 * visit, its customer gets a stored notification (visitReminder) and an email (category
 * visitUpdates, so it follows their email choices) saying when it is and who is coming (the
 * sitter's first name and profile), or that no sitter is assigned yet.
 *
 * Every instance sweeps on a timer; a visit is claimed by setting `reminded_for` to the window it
 * is reminded of, in the transaction that stores the notification and queues the email, so each
 * visit is reminded once per day it is on (moved to another day, it is reminded again).
 */
import { PLANS, serviceDayKey, type PlanId } from '@housesit/shared-contracts';
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { users, visits } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import type { ErrorLogger } from '../http/errors.js';
import { storeNotifications } from '../notifications/notifications.js';
import { atLocalTime, dayRange } from '../time/serviceDay.js';

/** Reminders go out from 08:00 on the day before, never in the night. */
export const REMINDER_HOUR = 8;
export const REMINDER_SWEEP_INTERVAL_MS = 10 * 60_000;

const customer = alias(users, 'customer');
const sitter = alias(users, 'reminder_sitter');

/** Reminds the customers of tomorrow's scheduled visits not yet reminded for their day; answers how many. */
export async function sendVisitReminders(db: Database, now: Date): Promise<number> {
  if (now < atLocalTime(now, 0, REMINDER_HOUR)) return 0;
  const tomorrow = dayRange(dayRange(now).end);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(visits)
      .set({ remindedFor: sql`${visits.scheduledDate}` })
      .where(
        and(
          eq(visits.status, 'scheduled'),
          gte(visits.scheduledDate, tomorrow.start),
          lt(visits.scheduledDate, tomorrow.end),
          or(isNull(visits.remindedFor), ne(visits.remindedFor, visits.scheduledDate)),
        ),
      )
      .returning({ id: visits.id });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select({
        visitId: visits.id,
        homeownerId: visits.homeownerId,
        email: customer.email,
        firstName: customer.firstName,
        scheduledDate: visits.scheduledDate,
        timeWindow: visits.timeWindow,
        address: visits.propertyAddress,
        plan: visits.planType,
        sitterName: sitter.firstName,
        sitterProfile: sitter.profileText,
      })
      .from(visits)
      .innerJoin(customer, eq(customer.id, visits.homeownerId))
      .leftJoin(sitter, eq(sitter.id, visits.assignedSitterId))
      .where(
        inArray(
          visits.id,
          claimed.map((row) => row.id),
        ),
      );
    await storeNotifications(
      tx,
      rows.map((row) => ({
        userId: row.homeownerId,
        type: 'visitReminder' as const,
        visitId: row.visitId,
        details: {
          date: serviceDayKey(row.scheduledDate),
          timeWindow: row.timeWindow,
          address: row.address,
          ...(row.sitterName ? { sitterName: row.sitterName } : {}),
        },
      })),
      now,
    );
    for (const row of rows) {
      await enqueueEmail(tx, {
        to: row.email,
        userId: row.homeownerId,
        template: 'visitReminder',
        data: {
          firstName: row.firstName,
          planName: PLANS[row.plan as PlanId].name,
          date: serviceDayKey(row.scheduledDate),
          timeWindow: row.timeWindow,
          address: row.address,
          sitterName: row.sitterName,
          sitterProfile: row.sitterProfile,
        },
      });
    }
    return rows.length;
  });
}

/** Sweeps now and then every interval (unref'd: it never keeps the process alive); returns the stop. */
export function startReminderSweeps(
  deps: { db: Database; clock: Clock; logError: ErrorLogger },
  every = REMINDER_SWEEP_INTERVAL_MS,
): () => void {
  const run = () => {
    sendVisitReminders(deps.db, deps.clock.now()).catch((error: unknown) => deps.logError('[reminders] sweep failed:', error));
  };
  run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}

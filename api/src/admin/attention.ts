/**
 * What needs the office now (the admin dashboard's 'Needs attention' panel): visits about to go
 * without a sitter, windows that passed with nobody starting, visits still open after their
 * window, unread messages, plans whose charge was declined and new service-area requests. Every
 * group is counted in full and lists its first few, soonest first.
 */
import {
  ATTENTION_ITEMS_LISTED,
  ATTENTION_LOOKBACK_DAYS,
  type AttentionGroup,
  type AttentionPayment,
  type AttentionReport,
  type AttentionVisit,
  type User,
} from '@housesit/shared-contracts';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open.js';
import { locationRequests, subscriptionPeriods, subscriptions, users, visits } from '../db/schema.js';
import { unreadTotals } from '../messages/unread.js';
import { dayRange } from '../time/serviceDay.js';
import { at, visitWindowEnd } from '../visits/windowEnd.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const homeowners = alias(users, 'attention_homeowner');
const sitters = alias(users, 'attention_sitter');

async function visitGroup(db: Database, where: SQL): Promise<AttentionGroup<AttentionVisit>> {
  const [total] = await db.select({ n: count() }).from(visits).where(where);
  const rows = await db
    .select({
      id: visits.id,
      status: visits.status,
      scheduledDate: visits.scheduledDate,
      timeWindow: visits.timeWindow,
      propertyAddress: visits.propertyAddress,
      homeownerFirst: homeowners.firstName,
      homeownerLast: homeowners.lastName,
      sitterFirst: sitters.firstName,
      sitterLast: sitters.lastName,
    })
    .from(visits)
    .innerJoin(homeowners, eq(homeowners.id, visits.homeownerId))
    .leftJoin(sitters, eq(sitters.id, visits.assignedSitterId))
    .where(where)
    .orderBy(asc(visits.scheduledDate), asc(visits.id))
    .limit(ATTENTION_ITEMS_LISTED);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      scheduledDate: row.scheduledDate.toISOString(),
      timeWindow: row.timeWindow,
      propertyAddress: row.propertyAddress,
      homeownerName: `${row.homeownerFirst} ${row.homeownerLast}`.trim(),
      sitterName: row.sitterFirst === null ? null : `${row.sitterFirst} ${row.sitterLast ?? ''}`.trim(),
    })),
  };
}

async function failedPayments(db: Database): Promise<AttentionGroup<AttentionPayment>> {
  const pastDue = eq(subscriptions.status, 'past_due');
  const [total] = await db.select({ n: count() }).from(subscriptions).where(pastDue);
  // Each past-due plan's latest declined period: what was asked and why it was refused.
  const rows = await db
    .selectDistinctOn([subscriptions.id], {
      subscriptionId: subscriptions.id,
      firstName: users.firstName,
      lastName: users.lastName,
      amountCents: subscriptionPeriods.amountCents,
      reason: subscriptionPeriods.failureReason,
      since: subscriptionPeriods.updatedAt,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionPeriods, and(eq(subscriptionPeriods.subscriptionId, subscriptions.id), eq(subscriptionPeriods.status, 'failed')))
    .where(pastDue)
    .orderBy(subscriptions.id, desc(subscriptionPeriods.periodIndex));
  const items = rows
    .map((row) => ({
      subscriptionId: row.subscriptionId,
      homeownerName: `${row.firstName} ${row.lastName}`.trim(),
      amountCents: row.amountCents,
      reason: row.reason,
      since: row.since.toISOString(),
    }))
    .sort((a, b) => a.since.localeCompare(b.since))
    .slice(0, ATTENTION_ITEMS_LISTED);
  return { count: Number(total?.n ?? 0), items };
}

export async function attentionReport(db: Database, admin: User, now: Date): Promise<AttentionReport> {
  const today = dayRange(now);
  const dayAfterTomorrow = dayRange(new Date(today.end.getTime() + DAY_MS + 60 * 60 * 1000)).start;
  const lookback = new Date(now.getTime() - ATTENTION_LOOKBACK_DAYS * DAY_MS);
  const windowOver = sql`${visitWindowEnd} <= ${at(now)}`;
  const [unassignedSoon, missedStarts, overrunning, unread, payments, areaRequests] = await Promise.all([
    visitGroup(
      db,
      and(
        eq(visits.status, 'scheduled'),
        isNull(visits.assignedSitterId),
        gte(visits.scheduledDate, today.start),
        lt(visits.scheduledDate, dayAfterTomorrow),
        sql`${visitWindowEnd} > ${at(now)}`,
      )!,
    ),
    visitGroup(db, and(eq(visits.status, 'scheduled'), gte(visits.scheduledDate, lookback), lte(visits.scheduledDate, now), windowOver)!),
    visitGroup(db, and(eq(visits.status, 'in_progress'), lte(visits.scheduledDate, now), windowOver)!),
    unreadTotals(db, admin),
    failedPayments(db),
    db.select({ n: count() }).from(locationRequests).where(eq(locationRequests.status, 'new')),
  ]);
  return {
    unassignedSoon,
    missedStarts,
    overrunning,
    unreadMessages: { messages: unread.unreadMessages, conversations: unread.unreadConversations },
    failedPayments: payments,
    newAreaRequests: { count: Number(areaRequests[0]?.n ?? 0) },
  };
}

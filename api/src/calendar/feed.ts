/**
 * Private calendar feeds: a customer's visits or a sitter's jobs as an iCal document a calendar
 * app subscribes to. The address carries a 256-bit secret (a calendar app cannot sign in), whose
 * hash alone is stored; making a new address replaces the old one in the same row, so a leaked
 * address stops working the moment its owner renews or turns it off.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND,
  CALENDAR_FEED_AHEAD_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  serviceDayKey,
  timeWindowText,
  windowEndsAt,
  windowStartsAt,
  type CalendarFeedStatus,
  type TimeWindow,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Database } from '../db/open.js';
import { calendarFeeds, users, visits } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(`calendar-feed:${token}`).digest('hex');
}

export async function feedStatus(db: Database, userId: number): Promise<CalendarFeedStatus> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new secret for `userId`'s feed; the previous address, if any, stops working. */
export async function renewFeed(db: Database, userId: number, now: Date): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashFeedToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  return { token, createdAt: now };
}

export async function turnOffFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The account a feed secret belongs to, if the address is live and the account active. */
export async function feedOwner(db: Database, token: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(users.deactivatedAt)));
  return row ?? null;
}

interface FeedVisit {
  id: number;
  status: VisitStatus;
  scheduledDate: Date;
  timeWindow: TimeWindow;
  propertyAddress: string;
}

/** The visits a feed lists: the customer's own, or the jobs assigned to the sitter, in a window around `now`. */
export async function feedVisits(db: Database, owner: { id: number; role: string }, now: Date): Promise<FeedVisit[]> {
  const whose = owner.role === 'homeowner' ? eq(visits.homeownerId, owner.id) : eq(visits.assignedSitterId, owner.id);
  return db
    .select({
      id: visits.id,
      status: visits.status,
      scheduledDate: visits.scheduledDate,
      timeWindow: visits.timeWindow,
      propertyAddress: visits.propertyAddress,
    })
    .from(visits)
    .where(
      and(
        whose,
        gte(visits.scheduledDate, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)),
        lt(visits.scheduledDate, new Date(now.getTime() + CALENDAR_FEED_AHEAD_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(visits.scheduledDate), asc(visits.id));
}

/**
 * The iCal document. Each visit is its window on its service-area day (as UTC instants, which
 * every calendar app shows in its own zone); a cancelled visit stays listed as CANCELLED so
 * that subscribed calendars take it off instead of keeping a stale copy. Access details are
 * never in a feed: a calendar is synced to places the sealed details must not reach.
 */
export function feedDocument(owner: { role: string }, rows: readonly FeedVisit[], options: { publicUrl: string; now: Date }): string {
  const forSitter = owner.role !== 'homeowner';
  const calendar = ical({
    name: forSitter ? `${BRAND} jobs` : `${BRAND} visits`,
    prodId: { company: BRAND, product: 'visits', language: 'EN' },
    ttl: 60 * 60,
  });
  const screen = `${options.publicUrl}${forSitter ? '/housesitter/jobs' : '/visits'}`;
  const host = new URL(options.publicUrl).host;
  for (const visit of rows) {
    const day = serviceDayKey(visit.scheduledDate);
    const window = timeWindowText(visit.timeWindow);
    calendar.createEvent({
      id: `visit-${visit.id}@${host}`,
      start: windowStartsAt(day, visit.timeWindow),
      end: windowEndsAt(day, visit.timeWindow),
      stamp: options.now,
      summary: forSitter ? `${BRAND} visit: ${visit.propertyAddress}` : `${BRAND} visit, ${window}`,
      location: visit.propertyAddress,
      description: `${window}. Visit #${visit.id}: ${screen}`,
      url: screen,
      status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

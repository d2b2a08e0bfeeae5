/**
 * Stored notifications (what each kind says is shared-contracts' catalogue): stored in the
 * transaction of the change they tell of; a user reads and marks only their own; another user's
 * id answers 404.
 */
import type { AppNotification, NotificationDetails, NotificationList, NotificationType } from '@housesit/shared-contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { notifications, users, type NotificationRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { adminNotificationsEnvelope, EVENTS_CHANNEL } from '../realtime/envelope.js';

/** The newest this many are listed; the unread count covers all of them. */
export const NOTIFICATIONS_SHOWN = 100;

export function toNotificationJson(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    // The CHECK constraint keeps type to the known kinds.
    type: row.type as AppNotification['type'],
    visitId: row.visitId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  visitId: number | null;
  details: NotificationDetails;
}

/** Stores the notifications in `tx`: they exist if and only if the change they tell of commits. */
export async function storeNotifications(tx: Database, items: NewNotification[], now: Date): Promise<void> {
  if (items.length > 0) await tx.insert(notifications).values(items.map((item) => ({ ...item, createdAt: now })));
}

/**
 * Tells every active admin of something the office handles (a new booking, a customer's cancel
 * or reschedule, a plan cancelled, a declined payment, a service-area request, a visit without
 * its sitter), in the transaction of the change. Their open pages hear of it live: the NOTIFY
 * is sent on commit, from any caller (a route or a background job).
 */
export async function notifyAdmins(
  tx: Database,
  notice: { type: NotificationType; visitId: number | null; details: NotificationDetails },
  now: Date,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  await storeNotifications(
    tx,
    admins.map((admin) => ({ userId: admin.id, ...notice })),
    now,
  );
  if (admins.length > 0) await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(adminNotificationsEnvelope())})`);
}

/** 'Hana Owner': a person as the office's notices name them. */
export async function fullNameOf(tx: Database, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
}

export async function listNotifications(db: Database, userId: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN),
    countUnreadNotifications(db, userId),
  ]);
  return { items: rows.map(toNotificationJson), unread };
}

/** How many of the user's notifications are unread (all of them, not only the listed newest). */
export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks every unread notification of the user read at `now` and answers how many it marked: only
 * the user's own rows, and an already read one keeps its first read time, so a second call marks 0.
 */
export async function markAllNotificationsRead(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks one of the user's notifications read; an already read one keeps its first read time. */
export async function markNotificationRead(db: Database, userId: number, id: number, now: Date): Promise<AppNotification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('notification.not_found');
  return toNotificationJson(row);
}

/**
 * The staff inbox: conversations with at least one message, newest first. Admins see
 * every visit's, sitters their assigned visits'. Filters: unread (by this user), unassigned
 * visit (the admins answer those).
 */
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxItem, type User } from '@housesit/shared-contracts';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open.js';
import { messages, users, visits } from '../db/schema.js';
import { scopeCondition, scopeFor } from '../visits/list.js';
import { toChatMessageJson } from './messages.js';
import { unreadCountOf } from './unread.js';

const homeowner = alias(users, 'homeowner');
const sitter = alias(users, 'sitter');
const sender = alias(users, 'sender');

export async function inboxPage(
  db: Database,
  user: User,
  filter: InboxFilter,
  offset: number,
): Promise<{ items: InboxItem[]; nextOffset: number | null }> {
  const scope = scopeCondition(scopeFor(user));
  // The last message of each conversation in the user's scope.
  const last = db
    .selectDistinctOn([messages.visitId], {
      visitId: messages.visitId,
      messageId: sql<number>`${messages.id}`.as('last_message_id'),
      at: sql<Date>`${messages.createdAt}`.as('last_at'),
    })
    .from(messages)
    .where(scope ? inArray(messages.visitId, db.select({ id: visits.id }).from(visits).where(scope)) : undefined)
    .orderBy(messages.visitId, desc(messages.createdAt), desc(messages.id))
    .as('last');
  const unread = unreadCountOf(user.id);
  const filters: (SQL | undefined)[] = [
    filter === 'unread' ? sql`${unread} > 0` : undefined,
    filter === 'unassigned' ? isNull(visits.assignedSitterId) : undefined,
  ];
  const rows = await db
    .select({
      visit: { id: visits.id, scheduledDate: visits.scheduledDate, status: visits.status, propertyAddress: visits.propertyAddress },
      homeowner: { id: homeowner.id, firstName: homeowner.firstName, lastName: homeowner.lastName },
      sitter: { id: sitter.id, firstName: sitter.firstName, lastName: sitter.lastName },
      message: messages,
      sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, role: sender.role },
      unreadCount: unread,
    })
    .from(last)
    .innerJoin(visits, eq(visits.id, last.visitId))
    .innerJoin(messages, eq(messages.id, last.messageId))
    .innerJoin(homeowner, eq(homeowner.id, visits.homeownerId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(sitter, eq(sitter.id, visits.assignedSitterId))
    .where(and(...filters))
    .orderBy(desc(last.at), desc(last.messageId))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset(offset);
  const items = rows.slice(0, INBOX_PAGE_SIZE).map((row): InboxItem => ({
    visitId: row.visit.id,
    visit: { scheduledDate: row.visit.scheduledDate.toISOString(), status: row.visit.status, propertyAddress: row.visit.propertyAddress },
    homeowner: row.homeowner,
    sitter: row.sitter?.id == null ? null : row.sitter,
    lastMessage: toChatMessageJson(row.message, row.sender),
    unreadCount: Number(row.unreadCount),
  }));
  return { items, nextOffset: rows.length > INBOX_PAGE_SIZE ? offset + INBOX_PAGE_SIZE : null };
}

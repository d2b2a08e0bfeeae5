/**
 * Each participant's unread state (docs/product/DECISIONS.md: every participant has their own). A message is
 * unread for a user when someone else wrote it after the last message they read in that visit's
 * conversation; the read pointer lives in conversation_reads.
 */
import type { UnreadTotals, User } from '@housesit/shared-contracts';
import { and, eq, gt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { conversationReads, messages, visits } from '../db/schema.js';
import { scopeCondition, scopeFor } from '../visits/list.js';

/** The user's read pointer for the visit in the current row (`visits` in scope), 0 when none. */
export function lastReadOf(userId: number): SQL<number> {
  return sql<number>`coalesce((select ${conversationReads.lastReadMessageId} from ${conversationReads} where ${conversationReads.userId} = ${userId} and ${conversationReads.visitId} = ${visits.id}), 0)`;
}

/** How many messages of the current row's visit `userId` has not read (for a select list). */
export function unreadCountOf(userId: number): SQL<number> {
  return sql<number>`(select count(*)::int from ${messages} where ${messages.visitId} = ${visits.id} and ${messages.senderId} <> ${userId} and ${messages.id} > ${lastReadOf(userId)})`;
}

/** Unread messages and conversations over every conversation the user takes part in. */
export async function unreadTotals(db: Database, user: User): Promise<UnreadTotals> {
  const [row] = await db
    .select({
      unreadMessages: sql<number>`count(*)::int`,
      unreadConversations: sql<number>`count(distinct ${messages.visitId})::int`,
    })
    .from(messages)
    .innerJoin(visits, eq(visits.id, messages.visitId))
    .leftJoin(conversationReads, and(eq(conversationReads.visitId, messages.visitId), eq(conversationReads.userId, user.id)))
    .where(
      and(
        ne(messages.senderId, user.id),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
        scopeCondition(scopeFor(user)),
      ),
    );
  return { unreadMessages: Number(row?.unreadMessages ?? 0), unreadConversations: Number(row?.unreadConversations ?? 0) };
}

/**
 * Moves the user's read pointer to the visit's latest message (never backwards: a late request
 * from an older tab must not make read messages unread again).
 */
export async function markConversationRead(db: Database, userId: number, visitId: number): Promise<void> {
  const [latest] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.visitId, visitId));
  await markReadUpTo(db, userId, visitId, latest?.id ?? 0);
}

export async function markReadUpTo(db: Database, userId: number, visitId: number, messageId: number): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ userId, visitId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.visitId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)` },
    });
}

/** Unread messages per visit over the user's conversations (visits without any are left out). */
export async function unreadByVisit(db: Database, user: User): Promise<Map<number, number>> {
  const rows = await db
    .select({ visitId: messages.visitId, count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(visits, eq(visits.id, messages.visitId))
    .leftJoin(conversationReads, and(eq(conversationReads.visitId, messages.visitId), eq(conversationReads.userId, user.id)))
    .where(
      and(
        ne(messages.senderId, user.id),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
        scopeCondition(scopeFor(user)),
      ),
    )
    .groupBy(messages.visitId);
  return new Map(rows.map((row) => [row.visitId, Number(row.count)]));
}

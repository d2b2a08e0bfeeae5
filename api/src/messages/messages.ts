/**
 * Per-visit conversations (docs/product/DECISIONS.md: real messages between the homeowner and the assigned
 * sitter/admins). Who takes part in a visit's conversation: its homeowner, its assigned
 * housesitter and every admin. Anyone else, like an unknown visit, gets 404 (ASVS 8.2.2).
 */
import { normalizeRole, SITTER_ROLE, type ChatMessage, type ConversationSummary, type Role, type User } from '@housesit/shared-contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { messages, users, visits, type MessageRow, type VisitRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { scopeCondition, scopeFor } from '../visits/list.js';
import { unreadByVisit } from './unread.js';

/** A conversation answers its latest this many messages, oldest first. */
export const MESSAGES_SHOWN = 500;

export interface Participants {
  homeownerId: number;
  sitterId: number | null;
}

export function isParticipant(user: Pick<User, 'id' | 'role'>, visit: Pick<VisitRow, 'homeownerId' | 'assignedSitterId'>): boolean {
  if (user.role === 'admin') return true;
  if (user.role === SITTER_ROLE) return visit.assignedSitterId === user.id;
  return visit.homeownerId === user.id;
}

/** The visit when `user` takes part in its conversation; 404 otherwise. */
export async function visitForParticipant(db: Database, user: Pick<User, 'id' | 'role'>, visitId: number): Promise<VisitRow> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  if (!visit || !isParticipant(user, visit)) throw notFound('visit.not_found');
  return visit;
}

interface SenderRow {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
}

const senderColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role };

export function toChatMessageJson(row: MessageRow, sender: SenderRow): ChatMessage {
  return {
    id: row.id,
    visitId: row.visitId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    // The CHECK constraint keeps role to the known values.
    sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, role: normalizeRole(sender.role) as Role },
  };
}

export async function listMessages(db: Database, visitId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.visitId, visitId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map((row) => toChatMessageJson(row.message, row.sender));
}

/** One message by id (the realtime layer loads it to deliver it), or null. */
export async function getMessage(db: Database, id: number): Promise<ChatMessage | null> {
  const [row] = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id))
    .limit(1);
  return row ? toChatMessageJson(row.message, row.sender) : null;
}

/** Stores a message (its body validated with SendMessageStruct and trimmed by the route). */
export async function insertMessage(db: Database, sender: User, visitId: number, body: string, now: Date): Promise<ChatMessage> {
  const [row] = await db.insert(messages).values({ visitId, senderId: sender.id, body, createdAt: now }).returning();
  if (!row) throw new Error('message insert failed');
  return toChatMessageJson(row, sender);
}

/**
 * GET /api/conversations in two queries whatever the number of visits: the visits the user takes
 * part in (homeowner: own; sitter: assigned; admin: those with messages) and, with DISTINCT ON,
 * the last message of each. Visits with the latest message come first, then those without any
 * message, latest scheduled first.
 */
export async function listConversations(db: Database, user: User): Promise<ConversationSummary[]> {
  const scope = scopeFor(user);
  const inScope: SQL | undefined =
    scope.kind === 'all' ? undefined : inArray(messages.visitId, db.select({ id: visits.id }).from(visits).where(scopeCondition(scope)));
  const [visitRows, lastRows] = await Promise.all([
    scope.kind === 'all'
      ? Promise.resolve([])
      : db.select({ id: visits.id }).from(visits).where(scopeCondition(scope)).orderBy(desc(visits.scheduledDate), desc(visits.id)),
    db
      .selectDistinctOn([messages.visitId], { message: messages, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(inScope))
      .orderBy(asc(messages.visitId), desc(messages.createdAt), desc(messages.id)),
  ]);
  const unread = await unreadByVisit(db, user);
  const withMessages = lastRows
    .map((row) => toChatMessageJson(row.message, row.sender))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((message) => ({ visitId: message.visitId, lastMessage: message, unreadCount: unread.get(message.visitId) ?? 0 }));
  const talked = new Set(withMessages.map((item) => item.visitId));
  const silent = visitRows.filter((row) => !talked.has(row.id)).map((row) => ({ visitId: row.id, lastMessage: null, unreadCount: 0 }));
  return [...withMessages, ...silent];
}

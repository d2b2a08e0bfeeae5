/**
 * The new-message email: to each participant of the visit's conversation who is not
 * connected to /ws anywhere, at most one per conversation per NEW_MESSAGE_EMAIL_GAP_MS. The
 * participants are the homeowner and the assigned sitter; admins while the visit has no sitter
 * (docs/product/DECISIONS.md: an unassigned visit's messages go to the admins' inbox; once a sitter is
 * assigned, the admins still read along in the inbox but are not emailed for every message).
 */
import { conversationPath, normalizeRole, senderLabel, serviceDayLabel, type ChatMessage } from '@housesit/shared-contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { conversationReads, users, type VisitRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { connectedUsers } from '../realtime/presence.js';

export const NEW_MESSAGE_EMAIL_GAP_MS = 15 * 60_000;
const EXCERPT_LENGTH = 280;

export async function emailOfflineRecipients(db: Database, visit: VisitRow, message: ChatMessage, now: Date): Promise<number> {
  const people = [visit.homeownerId, visit.assignedSitterId].filter((id): id is number => id !== null);
  const audience = or(inArray(users.id, people), visit.assignedSitterId === null ? eq(users.role, 'admin') : undefined);
  const recipients = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    // A deactivated account is emailed nothing (email/recipients.ts checks again at the queue).
    .where(and(audience, ne(users.id, message.sender.id), isNull(users.deactivatedAt)));
  const online = await connectedUsers(
    db,
    recipients.map((r) => r.id),
  );
  let queued = 0;
  for (const recipient of recipients.filter((r) => !online.has(r.id))) {
    const sent = await db.transaction(async (tx) => {
      // Claims the conversation's email slot for this recipient: a concurrent message on another
      // instance sees the new time and skips, so the gap holds across instances.
      const cutoff = new Date(now.getTime() - NEW_MESSAGE_EMAIL_GAP_MS).toISOString();
      const claimed = await tx
        .insert(conversationReads)
        .values({ userId: recipient.id, visitId: visit.id, lastEmailedAt: now })
        .onConflictDoUpdate({
          target: [conversationReads.userId, conversationReads.visitId],
          set: { lastEmailedAt: now },
          setWhere: sql`${conversationReads.lastEmailedAt} is null or ${conversationReads.lastEmailedAt} < ${cutoff}::timestamptz`,
        })
        .returning({ userId: conversationReads.userId });
      if (claimed.length === 0) return false;
      const role = normalizeRole(recipient.role) ?? 'homeowner';
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: recipient.id,
        template: 'newMessage',
        data: {
          recipientFirstName: recipient.firstName,
          senderName: senderLabel(message.sender),
          visitLabel: `Visit #${visit.id} on ${serviceDayLabel(visit.scheduledDate)}`,
          excerpt: message.body.length > EXCERPT_LENGTH ? `${message.body.slice(0, EXCERPT_LENGTH - 1)}…` : message.body,
          conversationPath: conversationPath(role, visit.id),
        },
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

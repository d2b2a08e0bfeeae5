/**
 * Per-visit messages for the visit's homeowner, its assigned housesitter and admins (anyone
 * else 404), the conversation list, the staff inbox and unread state (docs/product/DECISIONS.md 'Who reads a
 * conversation'). A sent message is stored, pushed live to the other participants through
 * `events`, and emailed to those of them who are not connected (newMessageEmail.ts).
 */
import { INBOX_FILTERS, messagesEndpoints as endpoints, type InboxFilter } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { publishSafely, type EventPublisher } from '../events/publisher.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, type ErrorLogger } from '../http/errors.js';
import { parseId, wholeNumber } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { inboxPage } from '../messages/inbox.js';
import { insertMessage, listConversations, listMessages, visitForParticipant } from '../messages/messages.js';
import { emailOfflineRecipients } from '../messages/newMessageEmail.js';
import { markConversationRead, markReadUpTo, unreadTotals } from '../messages/unread.js';

/** Mounted at /api. */
export function messageRoutes(deps: { db: Database; clock: Clock; events: EventPublisher; logError: ErrorLogger }) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.conversations, async (c) => ({ items: await listConversations(deps.db, currentUser(c)) }));

  serve(routes, endpoints.unread, async (c) => unreadTotals(deps.db, currentUser(c)));

  serve(routes, endpoints.inbox, async (c) => {
    const filter = c.req.query('filter') ?? 'all';
    if (!(INBOX_FILTERS as readonly string[]).includes(filter)) {
      const message = `filter must be one of ${INBOX_FILTERS.join(', ')}`;
      throw new ApiProblem(400, 'request.invalid', message, { filter: message });
    }
    const offset = wholeNumber('offset', c.req.query('offset'), 0, 0);
    return inboxPage(deps.db, currentUser(c), filter as InboxFilter, offset);
  });

  serve(routes, endpoints.list, async (c, { params }) => {
    const visit = await visitForParticipant(deps.db, currentUser(c), parseId(params.id));
    return { items: await listMessages(deps.db, visit.id) };
  });

  serve(routes, endpoints.markRead, async (c, { params }) => {
    const user = currentUser(c);
    const visit = await visitForParticipant(deps.db, user, parseId(params.id));
    await markConversationRead(deps.db, user.id, visit.id);
    await publishSafely(deps.events, { type: 'conversationRead', visitId: visit.id, userId: user.id }, deps.logError);
    return unreadTotals(deps.db, user);
  });

  serve(
    routes,
    endpoints.send,
    async (c, { params, body: { body } }) => {
      const user = currentUser(c);
      const visit = await visitForParticipant(deps.db, user, parseId(params.id));
      const now = deps.clock.now();
      const message = await insertMessage(deps.db, user, visit.id, body.trim(), now);
      // Writing in a conversation means having read it up to one's own message.
      await markReadUpTo(deps.db, user.id, visit.id, message.id);
      await publishSafely(
        deps.events,
        { type: 'message', message, participants: { homeownerId: visit.homeownerId, sitterId: visit.assignedSitterId } },
        deps.logError,
      );
      // The message is stored and delivered live; an email that cannot be queued is logged, not a failed send.
      await emailOfflineRecipients(deps.db, visit, message, now).catch((error: unknown) =>
        deps.logError('[messages] could not queue new-message emails:', error),
      );
      return { message };
    },
    { status: 201 },
  );

  return routes;
}

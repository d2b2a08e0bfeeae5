/**
 * Per-visit messages for the visit's homeowner, its assigned housesitter and admins (anyone
 * else 404), and the conversation list. A sent message is stored, then pushed live to the
 * other participants through `events`.
 */
import { SendMessageStruct, type ChatMessage, type ConversationSummary } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { publishSafely, type EventPublisher } from '../events/publisher.js';
import { readBody } from '../http/body.js';
import type { ErrorLogger } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { insertMessage, listConversations, listMessages, visitForParticipant } from '../messages/messages.js';

export function messageRoutes(deps: { db: Database; clock: Clock; events: EventPublisher; logError: ErrorLogger }) {
  const routes = new Hono<AppEnv>();

  routes.get('/conversations', requireAuth, async (c) => {
    return c.json<{ items: ConversationSummary[] }>({ items: await listConversations(deps.db, currentUser(c)) });
  });

  routes.get('/visits/:id/messages', requireAuth, async (c) => {
    const visit = await visitForParticipant(deps.db, currentUser(c), parseId(c.req.param('id')));
    return c.json<{ items: ChatMessage[] }>({ items: await listMessages(deps.db, visit.id) });
  });

  routes.post('/visits/:id/messages', requireAuth, async (c) => {
    const user = currentUser(c);
    const visit = await visitForParticipant(deps.db, user, parseId(c.req.param('id')));
    const { body } = await readBody(c, SendMessageStruct);
    const message = await insertMessage(deps.db, user, visit.id, body.trim(), deps.clock.now());
    await publishSafely(
      deps.events,
      { type: 'message', message, participants: { homeownerId: visit.homeownerId, sitterId: visit.assignedSitterId } },
      deps.logError,
    );
    return c.json<{ message: ChatMessage }>({ message }, 201);
  });

  return routes;
}

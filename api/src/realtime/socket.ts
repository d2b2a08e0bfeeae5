/**
 * GET /ws (customer.md §7, DECISIONS.md realtime). Before the upgrade: the Origin must be one
 * of SITE_ORIGINS (browsers always send it on a WebSocket handshake; hono/csrf does not cover
 * upgrades) and the session cookie must be live, else the handshake is refused with 403/401.
 * After it: the connection joins the hub under its user and receives only the events addressed
 * to them. The one thing a client may send is `{ type: 'typing', visitId }`, relayed to the
 * visit's other participants when the sender takes part in it; anything else is logged and
 * ignored.
 */
import { API_ERRORS, type RealtimeClientMessage, type User } from '@housesit/shared-contracts';
import { upgradeWebSocket } from '@hono/node-server';
import type { Context } from 'hono';
import { integer, is, literal, object } from 'superstruct';
import { readSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { ipKey, resolveClientAddress } from '../auth/throttle.js';
import { resolveSession, sessionPublicId } from '../auth/sessions.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { publishSafely, type EventPublisher, type VisitParticipants } from '../events/publisher.js';
import { errorBody, type ErrorLogger } from '../http/errors.js';
import { visitForParticipant } from '../messages/messages.js';
import type { Connection, RealtimeHub } from './hub.js';

const TypingStruct = object({ type: literal('typing'), visitId: integer() });

/** A typing notice is relayed at most this often per visit and connection. */
export const TYPING_RELAY_INTERVAL_MS = 1000;
/** How long a checked participation is trusted before the database is asked again. */
const PARTICIPATION_TTL_MS = 30_000;

export interface SocketDeps {
  /** Proxies in front that append to X-Forwarded-For (env TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
  siteOrigins: readonly string[];
  hub: RealtimeHub;
  events: EventPublisher;
  logError: ErrorLogger;
}

export const SOCKET_EXTRA_MESSAGES = { upgradeRequired: 'This address only takes WebSocket connections.' } as const;

export function socketHandler(deps: SocketDeps) {
  const allowed = new Set(deps.siteOrigins.map((origin) => origin.toLowerCase()));
  return async (c: Context) => {
    const origin = c.req.header('origin');
    if (!origin || !allowed.has(origin.toLowerCase())) return c.json(errorBody('request.cross_origin', API_ERRORS.crossOrigin), 403);
    const token = readSessionCookie(c, deps.cookie);
    const found = token ? await resolveSession(deps.db, token, deps.clock.now()) : null;
    if (!found) return c.json(errorBody('auth.not_signed_in', API_ERRORS.notSignedIn), 401);
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json(errorBody('request.upgrade_required', SOCKET_EXTRA_MESSAGES.upgradeRequired), 426);
    const address = resolveClientAddress(c, deps.trustedProxyHops);
    const session = { hash: found.session.tokenHash, id: sessionPublicId(found.session.tokenHash), address: address ? ipKey(address) : null };
    return upgradeWebSocket(c, socketEvents(deps, toUserJson(found.user), session), {
      onError: (error) => deps.logError('[ws] handler error:', error),
    });
  };
}

function socketEvents(deps: SocketDeps, user: User, session: { hash: string; id: string; address: string | null }) {
  let connection: Connection | null = null;
  const checked = new Map<number, { participants: VisitParticipants; until: number }>();
  const lastRelayed = new Map<number, number>();

  const participantsOf = async (visitId: number): Promise<VisitParticipants | null> => {
    const now = Date.now();
    const cached = checked.get(visitId);
    if (cached && cached.until > now) return cached.participants;
    try {
      const visit = await visitForParticipant(deps.db, user, visitId);
      const participants = { homeownerId: visit.homeownerId, sitterId: visit.assignedSitterId };
      checked.set(visitId, { participants, until: now + PARTICIPATION_TTL_MS });
      return participants;
    } catch {
      return null;
    }
  };

  const relayTyping = async (message: RealtimeClientMessage) => {
    const now = Date.now();
    if (now - (lastRelayed.get(message.visitId) ?? 0) < TYPING_RELAY_INTERVAL_MS) return;
    const participants = await participantsOf(message.visitId);
    if (!participants) {
      deps.logError(`[ws] ignored typing from user ${user.id} for visit ${message.visitId}: not a participant`, null);
      return;
    }
    lastRelayed.set(message.visitId, now);
    await publishSafely(
      deps.events,
      { type: 'typing', visitId: message.visitId, userId: user.id, firstName: user.firstName, participants },
      deps.logError,
    );
  };

  return {
    onOpen(_event: Event, ws: { send(data: string): void; close(code?: number, reason?: string): void }) {
      connection = {
        userId: user.id,
        role: user.role,
        sessionHash: session.hash,
        sessionId: session.id,
        address: session.address,
        send: (data) => ws.send(data),
        close: (code, reason) => ws.close(code, reason),
      };
      // Caps per session, user, address and instance (limits.ts): beyond them, closed at once.
      const refused = deps.hub.admit(connection);
      if (refused) {
        connection = null;
        ws.close(refused.code, refused.reason);
      }
    },
    onMessage(event: MessageEvent) {
      let value: unknown = null;
      if (typeof event.data === 'string') {
        try {
          value = JSON.parse(event.data);
        } catch {
          value = null;
        }
      }
      if (!is(value, TypingStruct)) {
        deps.logError(`[ws] ignored a malformed message from user ${user.id}:`, typeof event.data === 'string' ? event.data.slice(0, 200) : '(binary)');
        return;
      }
      relayTyping(value).catch((error: unknown) => deps.logError('[ws] could not relay typing:', error));
    },
    onClose() {
      if (connection) deps.hub.remove(connection);
      connection = null;
    },
  };
}

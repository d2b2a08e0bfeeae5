/**
 * GET /ws (docs/product/customer.md §7, docs/product/DECISIONS.md realtime). Before the upgrade: the Origin must be one
 * of SITE_ORIGINS (browsers always send it on a WebSocket handshake; hono/csrf does not cover
 * upgrades) and the session cookie must be live, else the handshake is refused with 403/401.
 * After it: the connection joins the hub under its user and receives only the events addressed
 * to them. The one thing a client may send is `{ type: 'typing', visitId }`, relayed to the
 * visit's other participants when the sender takes part in it; anything else is logged and
 * ignored. Frames are counted per socket and per session before anything else (frameLimits.ts).
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
import { ApiProblem, errorBody, type ErrorLogger } from '../http/errors.js';
import { visitForParticipant } from '../messages/messages.js';
import {
  FRAME_LIMITS,
  FrameGate,
  SessionFrameBuckets,
  TOO_MANY_FRAMES_CODE,
  TOO_MANY_FRAMES_REASON,
  TokenBucket,
  type FrameLimits,
} from './frameLimits.js';
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
  /** Frames a client may send (default FRAME_LIMITS). */
  frameLimits?: FrameLimits;
}

export const SOCKET_EXTRA_MESSAGES = { upgradeRequired: 'This address only takes WebSocket connections.' } as const;

export function socketHandler(deps: SocketDeps) {
  const allowed = new Set(deps.siteOrigins.map((origin) => origin.toLowerCase()));
  const frameLimits = deps.frameLimits ?? FRAME_LIMITS;
  // One per app like the hub: the tabs of a session share one bucket on this instance.
  const sessionFrames = new SessionFrameBuckets(frameLimits.perSession);
  return async (c: Context) => {
    const origin = c.req.header('origin');
    if (!origin || !allowed.has(origin.toLowerCase())) return c.json(errorBody('request.cross_origin', API_ERRORS.crossOrigin), 403);
    const token = readSessionCookie(c, deps.cookie);
    const found = token ? await resolveSession(deps.db, token, deps.clock.now()) : null;
    if (!found) return c.json(errorBody('auth.not_signed_in', API_ERRORS.notSignedIn), 401);
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      return c.json(errorBody('request.upgrade_required', SOCKET_EXTRA_MESSAGES.upgradeRequired), 426);
    const address = resolveClientAddress(c, deps.trustedProxyHops);
    const session = {
      hash: found.session.tokenHash,
      id: sessionPublicId(found.session.tokenHash),
      address: address ? ipKey(address) : null,
    };
    return upgradeWebSocket(c, socketEvents(deps, toUserJson(found.user), session, { limits: frameLimits, sessions: sessionFrames }), {
      onError: (error) => deps.logError('[ws] handler error:', error),
    });
  };
}

function socketEvents(
  deps: SocketDeps,
  user: User,
  session: { hash: string; id: string; address: string | null },
  frames: { limits: FrameLimits; sessions: SessionFrameBuckets },
) {
  let connection: Connection | null = null;
  // Set once the socket is admitted; frames before that (or of a refused socket) are dropped.
  let gate: FrameGate | null = null;
  // A visit the sender does not take part in is remembered too (participants null), so repeated
  // typing about it costs neither a lookup nor a log line until the entry expires.
  const checked = new Map<number, { participants: VisitParticipants | null; until: number }>();
  const lastRelayed = new Map<number, number>();
  const nowMs = () => deps.clock.now().getTime();

  const participantsOf = async (visitId: number): Promise<{ participants: VisitParticipants | null; fresh: boolean }> => {
    const now = nowMs();
    const cached = checked.get(visitId);
    if (cached && cached.until > now) return { participants: cached.participants, fresh: false };
    let participants: VisitParticipants | null = null;
    try {
      const visit = await visitForParticipant(deps.db, user, visitId);
      participants = { homeownerId: visit.homeownerId, sitterId: visit.assignedSitterId };
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
    }
    checked.set(visitId, { participants, until: now + PARTICIPATION_TTL_MS });
    return { participants, fresh: true };
  };

  const relayTyping = async (message: RealtimeClientMessage) => {
    const now = nowMs();
    if (now - (lastRelayed.get(message.visitId) ?? -Infinity) < TYPING_RELAY_INTERVAL_MS) return;
    // Taken before the lookup, so frames arriving while it runs do not each start one.
    lastRelayed.set(message.visitId, now);
    const { participants, fresh } = await participantsOf(message.visitId);
    if (!participants) {
      if (fresh) deps.logError(`[ws] ignored typing from user ${user.id} for visit ${message.visitId}: not a participant`, null);
      return;
    }
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
        return;
      }
      const now = nowMs();
      gate = new FrameGate(
        new TokenBucket(frames.limits.perSocket, now),
        frames.sessions.join(session.id, now),
        frames.limits.closeAfterRefused,
        (count, closed) =>
          deps.logError(
            `[ws] refused ${count} frames from user ${user.id} (session ${session.id}, address ${session.address ?? 'unknown'}): over the frame rate${closed ? `; closed with ${TOO_MANY_FRAMES_CODE}` : ''}`,
            null,
          ),
      );
    },
    onMessage(event: MessageEvent, ws: { close(code?: number, reason?: string): void }) {
      // Counted before the frame is even parsed: a flood costs a comparison per frame.
      const verdict = gate?.check(nowMs()) ?? 'drop';
      if (verdict === 'close') ws.close(TOO_MANY_FRAMES_CODE, TOO_MANY_FRAMES_REASON);
      if (verdict !== 'handle') return;
      let value: unknown = null;
      if (typeof event.data === 'string') {
        try {
          value = JSON.parse(event.data);
        } catch {
          value = null;
        }
      }
      if (!is(value, TypingStruct)) {
        deps.logError(
          `[ws] ignored a malformed message from user ${user.id}:`,
          typeof event.data === 'string' ? event.data.slice(0, 200) : '(binary)',
        );
        return;
      }
      relayTyping(value).catch((error: unknown) => deps.logError('[ws] could not relay typing:', error));
    },
    onClose() {
      if (connection) deps.hub.remove(connection);
      if (gate) {
        gate.finish();
        frames.sessions.leave(session.id);
        gate = null;
      }
      connection = null;
    },
  };
}

/**
 * Idempotency-Key for the sitter's actions (start, complete, tasks, photos). A phone without
 * signal queues each action with a key and sends it again until an answer arrives; an answer
 * lost on the way back must not start a visit twice or add a photo twice.
 *
 * The first request with a key claims it by inserting its row (the primary key (user, key)
 * decides a race: insert-first, never check-then-insert), runs, and stores its answer: status
 * and JSON body, a success or a refusal alike. A later request with the same key gets that
 * answer back with `Idempotent-Replayed: true`; with another method, path or body, 422; while
 * the first still runs, 409. A 5xx is not stored (the key is released): a server fault is not
 * the action's outcome, and the phone retries it.
 *
 * Keys are kept 7 days (the phone gives up on an action after 7 days); expired ones are deleted
 * on write, by each claim, so the table needs no job of its own.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createHash } from 'node:crypto';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiProblem } from './errors.js';
import { currentUser } from './session.js';
import type { AppEnv } from './types.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a request that died (a crash, a restart). */
export const IDEMPOTENCY_ABANDONED_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const fingerprintOf = (method: string, path: string, body: string) =>
  createHash('sha256').update(`${method}\n${path}\n`).update(body).digest('hex');

/** The header's key, undefined without one, or 400 when it is not 1–100 of [A-Za-z0-9_-]. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) throw new ApiProblem(400, 'request.idempotency_key_invalid', API_ERRORS.idempotencyKeyInvalid);
  return header;
}

/** Put after the role check: keys are per user. Without the header the route runs as before. */
export function idempotent(deps: { db: Database; clock: Clock }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    if (key === undefined) return next();
    const userId = currentUser(c).id;
    // Hono keeps the text, so the route reads the same body after this.
    const fingerprint = fingerprintOf(c.req.method, c.req.path, await c.req.text());
    const now = deps.clock.now();
    const expired = new Date(now.getTime() - IDEMPOTENCY_KEEP_MS);
    const abandoned = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    await deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
    // One statement claims a new key, or takes over one whose first request died; a live or
    // answered key is left as it is, and nothing is returned.
    const [claimed] = await deps.db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint, createdAt: now },
        setWhere: and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned)),
      })
      .returning({ key: idempotencyKeys.key });
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    if (!claimed) {
      const [first] = await deps.db.select().from(idempotencyKeys).where(mine).limit(1);
      if (!first) throw inProgress(); // deleted between the two statements: a retry finds it free
      if (first.fingerprint !== fingerprint) throw new ApiProblem(422, 'request.idempotency_key_reused', API_ERRORS.idempotencyKeyReused);
      if (first.status === null) throw inProgress();
      c.header(REPLAYED_HEADER, 'true');
      return c.json(first.body as object, first.status as ContentfulStatusCode);
    }
    try {
      await next();
    } catch (error) {
      // Not handled by the app's error handler (it normally is): the key is free again.
      await deps.db.delete(idempotencyKeys).where(mine);
      throw error;
    }
    const status = c.res.status;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (status >= 500 || body === null) {
      await deps.db.delete(idempotencyKeys).where(mine);
      return;
    }
    await deps.db.update(idempotencyKeys).set({ status, body }).where(mine);
  };
}

const inProgress = () => new ApiProblem(409, 'request.idempotency_in_progress', API_ERRORS.idempotencyInProgress);

/**
 * Who is asking, as the channels see it (resolve.ts's Visitor): the same for GET /api/registry
 * and the public pages' HTML (decision 020), so both give a visitor the same release.
 */
import { CHANNEL_COOKIE, parseChannelCookie, ROLLOUT_COOKIE } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { optInsFrom, type Visitor } from './resolve.js';

/** The anonymous rollout id's shape (a UUID the registry sets). */
const ANONYMOUS_ID = /^[0-9a-f-]{36}$/;

/**
 * The opt-ins the shell mirrors into CHANNEL_COOKIE (checked part by part), overridden per remote
 * by the request's `?channel.<remote>=`: the URL is the newer word (the shell rewrites the cookie
 * from it on load).
 */
export function visitorOptIns(c: Context): Visitor['optIns'] {
  return { ...parseChannelCookie(getCookie(c, CHANNEL_COOKIE)), ...optInsFrom(c.req.query()) };
}

/** The anonymous rollout cookie, when it holds an id the registry could have set. */
export function anonymousRolloutId(c: Context): string | null {
  const value = getCookie(c, ROLLOUT_COOKIE);
  return value && ANONYMOUS_ID.test(value) ? value : null;
}

/**
 * What the percentage rollout hashes: the signed-in user's id (so a user keeps their release on
 * every device), else the anonymous cookie's id, else nothing (not in any rollout).
 */
export function rolloutKeyFor(userId: number | null, anonymousId: string | null): string | null {
  if (userId !== null) return `user:${userId}`;
  return anonymousId ? `anon:${anonymousId}` : null;
}

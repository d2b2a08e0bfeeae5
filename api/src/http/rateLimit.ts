/**
 * Fixed-window throttling kept in the database (table rate_limits), so a limit survives an API
 * restart and holds across instances. One row per (bucket, key): a bucket is a rule such as
 * 'login-account', a key is what it counts (an account name, an IP address).
 */
import type { ErrorCode } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { ApiProblem } from './errors.js';
import { rowsOf } from '../db/rows.js';

export interface RateLimitRule {
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** What the refused caller is told (429), and its code. */
  message: string;
  code: ErrorCode;
}

export interface RateLimitState {
  hits: number;
  /** Seconds until the window ends: the Retry-After value when refused. */
  retryAfterSeconds: number;
  limited: boolean;
}

interface CounterRow extends Record<string, unknown> {
  hits: number;
  window_start: Date | string;
}

function stateOf(rule: RateLimitRule, row: CounterRow | undefined, now: Date): RateLimitState {
  if (!row) return { hits: 0, retryAfterSeconds: 0, limited: false };
  const windowStart = new Date(row.window_start).getTime();
  const endsIn = windowStart + rule.windowMs - now.getTime();
  if (endsIn <= 0) return { hits: 0, retryAfterSeconds: 0, limited: false };
  const hits = Number(row.hits);
  return { hits, retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)), limited: hits >= rule.limit };
}

/** Counts one hit in one statement (safe under concurrency) and answers the new state. */
export async function recordHit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<RateLimitState> {
  // Raw SQL takes times as ISO text: postgres.js does not serialise a Date parameter here.
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const result = await db.execute<CounterRow>(sql`
    insert into rate_limits (bucket, key, window_start, hits)
    values (${rule.bucket}, ${key}, ${at}::timestamptz, 1)
    on conflict (bucket, key) do update set
      hits = case when rate_limits.window_start <= ${cutoff}::timestamptz then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${cutoff}::timestamptz then ${at}::timestamptz else rate_limits.window_start end
    returning hits, window_start`);
  const row = rowsOf<CounterRow>(result)[0];
  const state = stateOf(rule, row, now);
  // recordHit counts this hit: the caller is limited once it went past the limit.
  return { ...state, limited: state.hits > rule.limit };
}

/** The current state without counting (e.g. refuse a login before checking its password). */
export async function peekHits(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<RateLimitState> {
  const result = await db.execute<CounterRow>(
    sql`select hits, window_start from rate_limits where bucket = ${rule.bucket} and key = ${key}`,
  );
  return stateOf(rule, rowsOf<CounterRow>(result)[0], now);
}

export async function clearHits(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where bucket = ${rule.bucket} and key = ${key}`);
}

/**
 * Gives back one counted hit (e.g. a sign-in that turned out to be right). Counting before the
 * work and refunding after keeps a burst of parallel attempts from slipping past the limit.
 */
export async function refundHit(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where bucket = ${rule.bucket} and key = ${key}`);
}

/** How long a counter is kept: longer than any rule's window (the longest is an hour). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Housekeeping: counters whose window started more than `olderThanMs` ago count nothing. */
export async function pruneRateLimits(db: Database, now: Date, olderThanMs: number): Promise<void> {
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  await db.execute(sql`delete from rate_limits where window_start < ${cutoff}::timestamptz`);
}

/** The 429 answer (with Retry-After) for a caller over `rule`. */
export function tooManyRequests(rule: RateLimitRule, state: RateLimitState): ApiProblem {
  return new ApiProblem(429, rule.code, rule.message, undefined, { retryAfterSeconds: state.retryAfterSeconds });
}

/** Throws a 429 ApiProblem after counting the hit when the caller is over the limit. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const state = await recordHit(db, rule, key, now);
  if (state.limited) throw tooManyRequests(rule, state);
}

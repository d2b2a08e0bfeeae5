import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearHits, peekHits, pruneRateLimits, recordHit, refundHit, type RateLimitRule } from './rateLimit.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';

const rule: RateLimitRule = { bucket: 'test', limit: 3, windowMs: 60_000, message: 'Slow down', code: 'request.rate_limited' };
const t0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('rate limits', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('refuses the hit after the limit, until the window ends', async () => {
    const { db } = handle;
    for (let i = 0; i < 3; i += 1) expect((await recordHit(db, rule, 'a', at(i * 1000))).limited).toBe(false);
    const refused = await recordHit(db, rule, 'a', at(10_000));
    expect(refused).toMatchObject({ hits: 4, limited: true, retryAfterSeconds: 50 });
    expect((await peekHits(db, rule, 'a', at(10_000))).limited).toBe(true);
    // Another key has its own count.
    expect((await recordHit(db, rule, 'b', at(10_000))).hits).toBe(1);
    // A new window starts from one.
    expect(await recordHit(db, rule, 'a', at(61_000))).toMatchObject({ hits: 1, limited: false });
  });

  it('counts every concurrent hit exactly once', async () => {
    const { db } = handle;
    const states = await Promise.all(Array.from({ length: 8 }, () => recordHit(db, rule, 'c', t0)));
    expect(states.map((s) => s.hits).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await clearHits(db, rule, 'c');
    expect((await peekHits(db, rule, 'c', t0)).hits).toBe(0);
  });

  it('gives a hit back without going below zero', async () => {
    const { db } = handle;
    await recordHit(db, rule, 'd', t0);
    await recordHit(db, rule, 'd', t0);
    await refundHit(db, rule, 'd');
    expect((await peekHits(db, rule, 'd', t0)).hits).toBe(1);
    await refundHit(db, rule, 'd');
    await refundHit(db, rule, 'd');
    expect((await peekHits(db, rule, 'd', t0)).hits).toBe(0);
  });

  it('prunes counters whose window is long over, and only those', async () => {
    const { db } = handle;
    await recordHit(db, rule, 'old', t0);
    await recordHit(db, rule, 'new', at(2 * 86_400_000));
    await pruneRateLimits(db, at(2 * 86_400_000), 86_400_000);
    expect((await peekHits(db, rule, 'old', t0)).hits).toBe(0);
    expect((await peekHits(db, rule, 'new', at(2 * 86_400_000))).hits).toBe(1);
  });
});

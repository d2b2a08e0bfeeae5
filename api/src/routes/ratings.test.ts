/**
 * Ratings: the customer rates their completed visit (and may change it for 30 days after its
 * completion); the rating reaches the sitter who did it and the admins, and no one else.
 */
import type { SitterRatings, SitterRatingSummary, VisitRating, VisitRatingAnswer } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
const c: Record<'owner' | 'other' | 'sitter' | 'sitter2' | 'admin', TestClient> = {} as never;
const visit: Record<'done' | 'upcoming' | 'old', number> = {} as never;
let sitterId: number;

const rate = (client: TestClient, visitId: number, body: unknown) => client.put(`/api/visits/${visitId}/rating`, body);

beforeAll(async () => {
  t = await createTestApp();
  // The clock stands at 2026-06-15T14:00:00Z.
  const owner = await insertUser(t.db, { username: 'rater' });
  await insertUser(t.db, { username: 'otherrater' });
  sitterId = (await insertUser(t.db, { username: 'ratedsitter', role: 'housesitter', firstName: 'Sam', lastName: 'Stars' })).id;
  await insertUser(t.db, { username: 'quietsitter', role: 'housesitter', firstName: 'Quinn', lastName: 'Quiet' });
  await insertUser(t.db, { username: 'rateadmin', role: 'admin' });
  for (const [name, username] of [
    ['owner', 'rater'],
    ['other', 'otherrater'],
    ['sitter', 'ratedsitter'],
    ['sitter2', 'quietsitter'],
    ['admin', 'rateadmin'],
  ] as const) {
    c[name] = t.client();
    await signIn(c[name], username);
  }
  const done = await insertVisit(t.db, { homeownerId: owner.id, sitterId, status: 'completed', scheduledDate: '2026-06-12T12:00:00Z' });
  await insertReport(t.db, { visitId: done.id, completedAt: '2026-06-12T15:00:00Z' });
  const old = await insertVisit(t.db, { homeownerId: owner.id, sitterId, status: 'completed', scheduledDate: '2026-05-10T12:00:00Z' });
  await insertReport(t.db, { visitId: old.id, completedAt: '2026-05-10T15:00:00Z' });
  const upcoming = await insertVisit(t.db, { homeownerId: owner.id, sitterId, scheduledDate: '2026-06-20T12:00:00Z' });
  Object.assign(visit, { done: done.id, old: old.id, upcoming: upcoming.id });
});
afterAll(async () => {
  await t.close();
});

describe('rating a visit', () => {
  it('rates a completed visit, then changes the rating; its sitter and admins read it', async () => {
    const first = await rate(c.owner, visit.done, { stars: 4, comment: '  Plants watered, mail in.  ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual<VisitRating>({
      visitId: visit.done,
      stars: 4,
      comment: 'Plants watered, mail in.',
      ratedAt: '2026-06-15T14:00:00.000Z',
    });
    t.clock.advance(60_000);
    expect(await (await rate(c.owner, visit.done, { stars: 5 })).json()).toMatchObject({ stars: 5, comment: null });
    for (const reader of [c.owner, c.sitter, c.admin]) {
      const answer = (await (await reader.get(`/api/visits/${visit.done}/rating`)).json()) as VisitRatingAnswer;
      expect(answer.rating).toMatchObject({ stars: 5 });
    }
  });

  it('refuses a visit not completed, one completed more than 30 days ago, and stars outside 1–5', async () => {
    const notDone = await rate(c.owner, visit.upcoming, { stars: 5 });
    expect(notDone.status).toBe(409);
    expect(await notDone.json()).toMatchObject({ code: 'rating.visit_not_completed' });
    const late = await rate(c.owner, visit.old, { stars: 5 });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'rating.window_closed' });
    for (const stars of [0, 6, 4.5, '5']) {
      expect((await rate(c.owner, visit.done, { stars })).status, String(stars)).toBe(400);
    }
  });

  it('takes a rating up to the instant 30 days after the completion, and not a second later', async () => {
    const owner = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'rater') }))!;
    const edge = await insertVisit(t.db, { homeownerId: owner.id, sitterId, status: 'completed', scheduledDate: '2026-05-01T12:00:00Z' });
    await insertReport(t.db, { visitId: edge.id, completedAt: '2026-05-01T15:00:00Z' });
    const now = t.clock.now();
    t.clock.set('2026-05-31T15:00:00Z');
    expect((await rate(c.owner, edge.id, { stars: 3 })).status).toBe(200);
    t.clock.set('2026-05-31T15:00:01Z');
    expect((await rate(c.owner, edge.id, { stars: 4 })).status).toBe(409);
    t.clock.set(now);
  });

  it('hides the visit from everyone else (404), and lets no one but its customer rate it', async () => {
    expect((await c.other.get(`/api/visits/${visit.done}/rating`)).status).toBe(404);
    expect((await c.sitter2.get(`/api/visits/${visit.done}/rating`)).status).toBe(404);
    expect((await rate(c.other, visit.done, { stars: 1 })).status).toBe(404);
    expect((await rate(c.sitter, visit.done, { stars: 1 })).status).toBe(403);
    expect((await rate(c.admin, visit.done, { stars: 1 })).status).toBe(403);
  });

  it('adds up in the sitter’s earnings and in the admins’ list per sitter', async () => {
    const mine = (await (await c.sitter.get('/api/sitter/ratings')).json()) as SitterRatings;
    // 5 for the visit rated last, 3 for the one rated at the window's edge: newest first.
    expect(mine).toMatchObject({ average: 4, count: 2, recent: [{ visitId: visit.done, stars: 5 }, { stars: 3 }] });
    const all = ((await (await c.admin.get('/api/admin/sitter-ratings')).json()) as { items: SitterRatingSummary[] }).items;
    expect(all).toEqual([
      { sitterId, name: 'Sam Stars', average: 4, count: 2 },
      expect.objectContaining({ name: 'Quinn Quiet', average: null, count: 0 }),
    ]);
  });
});

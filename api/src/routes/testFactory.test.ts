import type { User, VisitPage } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, TestClock, type TestApp, type TestDatabase } from '../test/testApp.js';
import { dayRange } from '../time/serviceDay.js';
import type { Household } from './testFactory.js';

let database: TestDatabase;
let factory: TestApp;
let plain: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  factory = await createTestApp({ database, env: { TEST_FACTORY: '1' }, clock: new TestClock('2027-03-14T04:55:00Z') });
  plain = await createTestApp({ database });
});
afterAll(async () => {
  await factory.close();
  await plain.close();
  await database.close();
});

describe('the test factory', () => {
  it('is not there unless TEST_FACTORY is on', async () => {
    expect((await plain.client().post('/api/test/household', {})).status).toBe(404);
    expect((await plain.client().get('/api/test/clock')).status).toBe(404);
  });

  it('sets the clock the whole app reads', async () => {
    const client = factory.client();
    const set = await client.post('/api/test/clock', { now: '2028-02-29T04:58:00Z' });
    expect(set.status).toBe(200);
    expect(factory.clock.now().toISOString()).toBe('2028-02-29T04:58:00.000Z');
    expect(await (await client.get('/api/test/clock')).json()).toEqual({ now: '2028-02-29T04:58:00.000Z' });
    const bad = await client.post('/api/test/clock', { now: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(factory.clock.now().toISOString()).toBe('2028-02-29T04:58:00.000Z');
  });

  it("makes a household of its own with a live session for each person and visits on the clock's day", async () => {
    factory.clock.set('2027-03-14T04:55:00Z');
    const first = (await (await factory.client().post('/api/test/household', {})).json()) as Household;
    const second = (await (await factory.client().post('/api/test/household', { suffix: 'second' })).json()) as Household;
    expect(first.now).toBe('2027-03-14T04:55:00.000Z');
    expect(second.people.sitter.username).toBe('sitter_second');
    expect(new Set([first, second].flatMap((h) => Object.values(h.people).map((p) => p.username))).size).toBe(8);

    // Signed in by the session it answers, as a browser with that cookie would be.
    const sitter = factory.client();
    sitter.cookies.set(first.cookieName, first.people.sitter.sessionToken);
    const me = (await (await sitter.get('/api/auth/me')).json()) as { user: User };
    expect(me.user).toMatchObject({ username: first.people.sitter.username, role: 'housesitter' });

    // Only this household's visits, some on the clock's day in Marblehead (23:55, Saturday 13 March).
    const page = (await (await sitter.get('/api/visits?limit=100')).json()) as VisitPage;
    const homeowners = new Set(page.items.map((visit) => visit.homeowner.id));
    expect(homeowners).toEqual(new Set([first.people.homeowner.id, first.people.homeowner2.id]));
    const today = dayRange(new Date(first.now));
    const onTheDay = page.items.filter((v) => new Date(v.scheduledDate) >= today.start && new Date(v.scheduledDate) < today.end);
    expect(onTheDay.map((visit) => visit.status)).toContain('in_progress');

    // The password works through the real sign-in too.
    const login = await factory.client().post('/api/auth/login', { username: first.people.homeowner.username, password: first.password });
    expect(login.status).toBe(200);
  });
});

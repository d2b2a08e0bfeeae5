import type { CalendarFeedCreated, CalendarFeedStatus } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, visits, type UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let owner: UserRow, sitter: UserRow;
let ownerClient: TestClient, sitterClient: TestClient, adminClient: TestClient;

/** The feed's address as a path on the test app (the answer's URL is the public one). */
const feedPath = (created: CalendarFeedCreated) => new URL(created.url).pathname;

async function makeFeed(client: TestClient): Promise<CalendarFeedCreated> {
  const response = await client.post('/api/account/calendar-feed');
  expect(response.status).toBe(201);
  return (await response.json()) as CalendarFeedCreated;
}

/** The feed as a calendar app reads it: no cookie, no session. */
async function readFeed(path: string): Promise<{ status: number; text: string; type: string | null }> {
  const response = await t.client().get(path);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

/** RFC 5545 text values escape commas, semicolons and backslashes. */
const unescapeText = (value: string) => value.replace(/\\([,;\\])/g, '$1');

/** Each VEVENT's properties, by name (folded lines joined, text unescaped, as RFC 5545 says). */
function events(document: string): Record<string, string>[] {
  const unfolded = document.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split('END:VEVENT')[0]!
          .split('\r\n')
          .filter((line) => line.includes(':'))
          .map((line) => [line.slice(0, line.indexOf(':')).split(';')[0]!, unescapeText(line.slice(line.indexOf(':') + 1))]),
      ),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'feedowner' });
  const other = await insertUser(t.db, { username: 'feedother' });
  sitter = await insertUser(t.db, { username: 'feedsitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'feedadmin', role: 'admin' });
  [ownerClient, sitterClient, adminClient] = [t.client(), t.client(), t.client()];
  await signIn(ownerClient, 'feedowner');
  await signIn(sitterClient, 'feedsitter');
  await signIn(adminClient, 'feedadmin');
  // The clock stands at 2026-06-15T14:00:00Z (10:00 in New York).
  await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    scheduledDate: '2026-06-20T12:00:00Z',
    timeWindow: 'morning',
    address: '5 Front Street, Marblehead, MA 01945',
  });
  const cancelled = await insertVisit(t.db, {
    homeownerId: owner.id,
    status: 'cancelled',
    scheduledDate: '2026-06-22T16:00:00Z',
    timeWindow: 'midday',
  });
  // The evening of the day New York's clocks go back (November 1, 2026: 4 PM EST is 21:00 UTC).
  await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-11-01T21:00:00Z', timeWindow: 'evening' });
  // The morning of the day they go forward (March 14, 2027: 8 AM EDT is 12:00 UTC).
  await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2027-03-14T12:00:00Z', timeWindow: 'morning' });
  // Older than the feed's 30 days of history.
  await insertVisit(t.db, { homeownerId: owner.id, status: 'completed', scheduledDate: '2026-05-01T12:00:00Z', timeWindow: 'morning' });
  await insertVisit(t.db, { homeownerId: other.id, scheduledDate: '2026-06-21T12:00:00Z', address: '9 Other Road, Marblehead, MA 01945' });
  await t.db.update(visits).set({ accessInstructions: 'Lockbox code 4821' }).where(eq(visits.id, cancelled.id));
});
afterAll(async () => {
  await t.close();
});

describe('a customer’s calendar feed', () => {
  it('starts with no address, then lists their own visits in their windows, across daylight-saving changes', async () => {
    expect(await (await ownerClient.get('/api/account/calendar-feed')).json()).toEqual({ active: false, createdAt: null });
    const created = await makeFeed(ownerClient);
    expect(created).toMatchObject({ active: true, createdAt: '2026-06-15T14:00:00.000Z' });
    expect(created.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await ownerClient.get('/api/account/calendar-feed')).json()).toEqual<CalendarFeedStatus>({
      active: true,
      createdAt: '2026-06-15T14:00:00.000Z',
    });

    const feed = await readFeed(feedPath(created));
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const listed = events(feed.text).map((event) => [event.DTSTART, event.DTEND, event.STATUS, event.SUMMARY]);
    expect(listed).toEqual([
      ['20260620T120000Z', '20260620T160000Z', 'CONFIRMED', 'Housesit visit, Morning (8–12)'],
      ['20260622T160000Z', '20260622T200000Z', 'CANCELLED', 'Housesit visit, Midday (12–4)'],
      ['20261101T210000Z', '20261102T010000Z', 'CONFIRMED', 'Housesit visit, Evening (4–8)'],
      ['20270314T120000Z', '20270314T160000Z', 'CONFIRMED', 'Housesit visit, Morning (8–12)'],
    ]);
    expect(feed.text).not.toContain('Other Road');
    expect(feed.text).not.toContain('4821');
  });

  it('stops answering at the old address once renewed, and at any address once turned off', async () => {
    const first = await makeFeed(ownerClient);
    const second = await makeFeed(ownerClient);
    expect((await readFeed(feedPath(first))).status).toBe(404);
    expect((await readFeed(feedPath(second))).status).toBe(200);

    const off = await ownerClient.delete('/api/account/calendar-feed');
    expect(await off.json()).toEqual({ active: false, createdAt: null });
    expect((await readFeed(feedPath(second))).status).toBe(404);
  });

  it('answers 404 for a made-up or malformed address', async () => {
    expect((await readFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await readFeed('/api/calendar/short.ics')).status).toBe(404);
  });
});

describe('a sitter’s calendar feed', () => {
  it('lists the jobs assigned to them with the address, and ends when the account is deactivated', async () => {
    const created = await makeFeed(sitterClient);
    const feed = await readFeed(feedPath(created));
    expect(events(feed.text).map((event) => [event.DTSTART, event.SUMMARY])).toEqual([
      ['20260620T120000Z', 'Housesit visit: 5 Front Street, Marblehead, MA 01945'],
    ]);
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, sitter.id));
    expect((await readFeed(feedPath(created))).status).toBe(404);
  });
});

describe('who may have a feed', () => {
  it('refuses admins (they see every visit in the app) and signed-out callers', async () => {
    expect((await adminClient.post('/api/account/calendar-feed')).status).toBe(403);
    expect((await t.client().post('/api/account/calendar-feed')).status).toBe(401);
  });
});

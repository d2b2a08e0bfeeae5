/**
 * Access text typed at booking lives only in the home's sealed details (decision 024): checkout
 * seals it into their notes without overwriting what the owner saved, no booking or visit row
 * holds it, and the start-up step moves the plain text older rows still hold into the sealed
 * details, clears it, and does nothing the second time.
 */
import { type AccessDetails, type AccessSummary } from '@housesit/shared-contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, propertyAccess, visits } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { sealBookedAccessNotes } from './bookedNotes.js';
import { keyring } from './sealing.js';
import { withAccessNote } from './store.js';

const KEY = randomBytes(32);
const HOME = '8 Washington Street, Marblehead, MA 01945';
let t: TestApp;
const c = {} as Record<'owner' | 'admin', TestClient>;
let ownerId: number;

async function opened(visitId: number): Promise<AccessDetails | null> {
  const response = await c.admin.post(`/api/visits/${visitId}/access/reveal`, { reason: 'Checking the booked notes' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { details: AccessDetails | null }).details;
}

async function payFor(body = checkoutBody()): Promise<number> {
  const response = await c.owner.post('/api/checkout', body);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  const paid = await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, {
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  const [visit] = await t.db.select().from(visits).where(eq(visits.bookingId, payment!.bookingId)).orderBy(asc(visits.id)).limit(1);
  return visit!.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_KEY: KEY.toString('base64') } });
  ownerId = (await insertUser(t.db, { username: 'owner' })).id;
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});

describe('notes joined to the sealed details', () => {
  it('become the notes when there are none, are added after the saved ones, and are never doubled', () => {
    expect(withAccessNote({ doorCode: '1' }, '  Side door ')).toEqual({ doorCode: '1', notes: 'Side door' });
    expect(withAccessNote({ notes: 'Cat hides' }, 'Side door')).toEqual({ notes: 'Cat hides\n\nSide door' });
    expect(withAccessNote({ notes: 'Cat hides\n\nSide door' }, 'Side door')).toEqual({ notes: 'Cat hides\n\nSide door' });
    expect(withAccessNote({ notes: 'x' }, '   ')).toEqual({ notes: 'x' });
    const long = withAccessNote({ notes: 'a'.repeat(1990) }, 'b'.repeat(50)).notes!;
    expect(long).toHaveLength(2000);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('a booking', () => {
  it("seals the typed access text into the home's notes and keeps it on no booking or visit", async () => {
    const visitId = await payFor(checkoutBody({ access: { lockboxPurchased: false, customInstructions: 'Side door, code 5150' } }));
    const visitRows = await t.db.select().from(visits).where(isNotNull(visits.accessInstructions));
    const bookingRows = await t.db.select().from(bookings).where(isNotNull(bookings.accessInstructions));
    expect([visitRows, bookingRows]).toEqual([[], []]);
    expect(await opened(visitId)).toEqual({ notes: 'Side door, code 5150' });
    const summary = (await (await c.owner.get(`/api/properties/access?address=${encodeURIComponent(HOME)}`)).json()) as AccessSummary;
    expect(summary.setFields).toEqual(['notes']);
  });

  it('keeps every field the owner saved and adds a new text after their notes, once', async () => {
    const saved = await c.owner.put('/api/properties/access', { address: HOME, details: { doorCode: '2468', notes: 'Cat hides' } });
    expect(saved.status).toBe(200);
    await payFor(checkoutBody({ access: { lockboxPurchased: false, customInstructions: 'Key under the mat' } }));
    const visitId = await payFor(checkoutBody({ access: { lockboxPurchased: false, customInstructions: 'Key under the mat' } }));
    expect(await opened(visitId)).toEqual({ doorCode: '2468', notes: 'Cat hides\n\nKey under the mat' });
    // No text: nothing changes.
    const before = await t.db.select().from(propertyAccess);
    await payFor(checkoutBody({ access: { lockboxPurchased: true } }));
    expect(await t.db.select().from(propertyAccess)).toEqual(before);
  });
});

describe('the start-up step for rows from before', () => {
  it('moves plain text of visits and bookings into each home’s sealed details, clears it, and then has nothing to do', async () => {
    const ring = keyring(KEY);
    const other = await insertUser(t.db, { username: 'other' });
    const oldHome = '4 Elm Street, Marblehead, MA 01945';
    const a = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-20T12:00:00Z', address: oldHome });
    const b = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-21T12:00:00Z', address: oldHome });
    const blank = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-22T12:00:00Z', address: oldHome });
    const saved = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-23T12:00:00Z', address: HOME });
    const theirs = await insertVisit(t.db, { homeownerId: other.id, scheduledDate: '2026-06-24T12:00:00Z', address: oldHome });
    const legacy: Array<[number, string]> = [
      [a.id, 'Lockbox 9091 by the shed'],
      [b.id, 'Lockbox 9091 by the shed'],
      [blank.id, '   '],
      [saved.id, 'Alarm 7311 in the hall'],
      [theirs.id, 'Their code 6006'],
    ];
    for (const [id, text] of legacy) await t.db.update(visits).set({ accessInstructions: text }).where(eq(visits.id, id));
    // A booking from before (not paid yet): its text goes to its address's home.
    const [pending] = await t.db.select().from(bookings).orderBy(asc(bookings.id)).limit(1);
    await t.db
      .insert(bookings)
      .values({ ...pending!, id: undefined, propertyAddress: '4 Elm Street', accessInstructions: 'Gate code 3003' });

    const result = await sealBookedAccessNotes(t.db, () => ring, t.clock.now());
    expect(result).toEqual({ homes: 3, visits: 5, bookings: 1 });
    expect(await t.db.select().from(visits).where(isNotNull(visits.accessInstructions))).toEqual([]);
    expect(await t.db.select().from(bookings).where(isNotNull(bookings.accessInstructions))).toEqual([]);
    // The booking came first, then the visits by date; the same text once.
    expect(await opened(a.id)).toEqual({ notes: 'Gate code 3003\n\nLockbox 9091 by the shed' });
    expect(await opened(saved.id)).toEqual({ doorCode: '2468', notes: 'Cat hides\n\nKey under the mat\n\nAlarm 7311 in the hall' });
    expect(await opened(theirs.id)).toEqual({ notes: 'Their code 6006' });

    // Again: nothing to move, and no key is asked for.
    const asked = { count: 0 };
    const again = await sealBookedAccessNotes(
      t.db,
      () => {
        asked.count += 1;
        return ring;
      },
      t.clock.now(),
    );
    expect(again).toEqual({ homes: 0, visits: 0, bookings: 0 });
    expect(asked.count).toBe(0);
  });
});

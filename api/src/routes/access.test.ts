/**
 * Access details per property (decision 024) on the real app and database, on the test clock:
 * the sitter's reveal opens an hour before the visit's window on its New York day and closes
 * when the window ends; everyone else is refused with a code of its own; admins give a reason;
 * every reveal is listed for the owner; the table never holds a code in plain text; a key
 * rotation re-wraps every record and reveals still work.
 */
import { ACCESS_MESSAGES, type AccessDetails, type AccessReveal, type AccessSummary } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kekOf } from '../access/sealing.js';
import { rotateAccessKeys } from '../access/store.js';
import { accessReveals, propertyAccess, visits, type UserRow, type VisitRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const ADDRESS = '12 Front Street, Marblehead, MA 01945';
const DETAILS: AccessDetails = {
  doorCode: '48151623',
  lockboxCode: 'LB-90210',
  alarmCode: '777123',
  keyLocation: 'Under the blue planter',
  gate: 'Side gate latch 3141',
  wifiNetwork: 'FrontSt-Guest',
  wifiPassword: 'sea-salt-2718',
  alarmCompany: 'Harbor Alarm Co.',
  notes: 'Cat hides under the stairs',
  keyHolder: 'housesit',
  keyNumber: 'HS-042',
};
const SECRETS = [
  DETAILS.doorCode,
  DETAILS.lockboxCode,
  DETAILS.alarmCode,
  DETAILS.wifiPassword,
  DETAILS.keyLocation,
  DETAILS.gate,
] as string[];

let t: TestApp;
let owner: UserRow, sitter: UserRow, other: UserRow;
let visit: VisitRow;
const c = {} as Record<'owner' | 'sitter' | 'other' | 'admin' | 'stranger', TestClient>;

const reveal = (client: TestClient, visitId = visit.id, body?: unknown) => client.post(`/api/visits/${visitId}/access/reveal`, body);
const at = (instant: string) => t.clock.set(instant);
async function ownerReveals(): Promise<AccessReveal[]> {
  const response = await c.owner.get(`/api/properties/access/reveals?address=${encodeURIComponent(ADDRESS)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: AccessReveal[] }).items;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_KEY: OLD_KEY.toString('base64') } });
  owner = await insertUser(t.db, { username: 'owner' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  other = await insertUser(t.db, { username: 'other', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  await insertUser(t.db, { username: 'stranger' });
  for (const name of ['owner', 'sitter', 'other', 'admin', 'stranger'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  // Tuesday 2026-06-16, morning window: 8:00–12:00 in New York (EDT) = 12:00–16:00Z.
  visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    scheduledDate: '2026-06-16T12:00:00Z',
    timeWindow: 'morning',
    address: ADDRESS,
  });
});
afterAll(async () => {
  await t.close();
});

describe('the owner', () => {
  it('saves details any time and sees which fields are set, never their values', async () => {
    const empty = await c.owner.get(`/api/properties/access?address=${encodeURIComponent(ADDRESS)}`);
    expect(await empty.json()).toEqual({ address: ADDRESS, setFields: [], updatedAt: null });
    const saved = await c.owner.put('/api/properties/access', { address: ADDRESS, details: { ...DETAILS, gate: '   ' } });
    expect(saved.status).toBe(200);
    const text = await (await c.owner.get(`/api/properties/access?address=${encodeURIComponent(ADDRESS)}`)).text();
    const summary = JSON.parse(text) as AccessSummary;
    expect(summary.setFields).toEqual(expect.arrayContaining(['doorCode', 'alarmCode', 'keyHolder', 'keyNumber']));
    expect(summary.setFields).not.toContain('gate');
    expect(summary.updatedAt).toBe('2026-06-15T14:00:00.000Z');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    // A field left out keeps its value; null clears one.
    const partial = await c.owner.put('/api/properties/access', { address: ADDRESS, details: { gate: DETAILS.gate, notes: null } });
    expect(((await partial.json()) as AccessSummary).setFields).toEqual(expect.arrayContaining(['doorCode', 'gate', 'keyNumber']));
    t.clock.set('2026-06-20T12:00:00Z');
    const opened = await c.admin.post(`/api/visits/${visit.id}/access/reveal`, { reason: 'Checking a partial save' });
    expect(((await opened.json()) as { details: AccessDetails }).details).toEqual({ ...DETAILS, notes: undefined });
    t.clock.set('2026-06-15T14:00:00Z');
    await t.db.delete(accessReveals);
    // With everything back for the rest of the file.
    expect((await c.owner.put('/api/properties/access', { address: ADDRESS, details: DETAILS })).status).toBe(200);
  });

  it('cannot save details for an address none of their visits is at, nor another homeowner for theirs', async () => {
    const nowhere = await c.owner.put('/api/properties/access', { address: '1 Elsewhere Road', details: DETAILS });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({ code: 'access.property_not_found', message: ACCESS_MESSAGES.propertyNotFound });
    expect((await c.stranger.put('/api/properties/access', { address: ADDRESS, details: DETAILS })).status).toBe(404);
    expect(await (await c.stranger.get(`/api/properties/access?address=${encodeURIComponent(ADDRESS)}`)).json()).toMatchObject({
      setFields: [],
    });
  });
});

describe('the reveal', () => {
  it('is refused to the assigned sitter the day before, and until an hour before the window', async () => {
    for (const instant of ['2026-06-15T14:00:00Z', '2026-06-16T03:59:00Z', '2026-06-16T10:59:59Z']) {
      at(instant);
      const response = await reveal(c.sitter);
      expect(response.status, instant).toBe(403);
      expect(await response.json()).toEqual({ code: 'access.reveal_not_now', message: ACCESS_MESSAGES.revealNotNow });
    }
  });

  it('opens the details to the assigned sitter from an hour before the window until its end', async () => {
    for (const instant of ['2026-06-16T11:00:00Z', '2026-06-16T13:30:00Z', '2026-06-16T15:59:59Z']) {
      at(instant);
      const response = await reveal(c.sitter);
      expect(response.status, instant).toBe(200);
      expect(await response.json()).toEqual({ visitId: visit.id, details: DETAILS });
    }
  });

  it('is refused once the window has ended', async () => {
    for (const instant of ['2026-06-16T16:00:00Z', '2026-06-17T12:30:00Z']) {
      at(instant);
      const response = await reveal(c.sitter);
      expect(response.status, instant).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('access.reveal_not_now');
    }
  });

  it('is refused to the sitter after reassignment, and opens to the new one', async () => {
    at('2026-06-16T12:30:00Z');
    await t.db.update(visits).set({ assignedSitterId: other.id }).where(eq(visits.id, visit.id));
    try {
      const old = await reveal(c.sitter);
      expect(old.status).toBe(403);
      expect(await old.json()).toEqual({ code: 'access.reveal_refused', message: ACCESS_MESSAGES.revealRefused });
      expect((await reveal(c.other)).status).toBe(200);
    } finally {
      await t.db.update(visits).set({ assignedSitterId: sitter.id }).where(eq(visits.id, visit.id));
    }
  });

  it('is refused to homeowners (the owner too) and to a sitter for a visit that does not exist, alike', async () => {
    at('2026-06-16T12:30:00Z');
    for (const response of [await reveal(c.owner), await reveal(c.stranger), await reveal(c.sitter, 999_999)]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('access.reveal_refused');
    }
    expect((await t.client().post(`/api/visits/${visit.id}/access/reveal`)).status).toBe(401);
  });

  it('needs a typed reason from an admin, on any day', async () => {
    at('2026-06-20T12:00:00Z');
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const response = await reveal(c.admin, visit.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'access.reason_required',
        message: ACCESS_MESSAGES.reasonRequired,
        fieldErrors: { reason: ACCESS_MESSAGES.reasonRequired },
      });
    }
    const response = await reveal(c.admin, visit.id, { reason: 'Sitter locked out, customer called' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ visitId: visit.id, details: DETAILS });
    expect((await reveal(c.admin, 999_999, { reason: 'Typo' })).status).toBe(404);
  });

  it('lists every reveal, and only the reveals, for the owner, newest first', async () => {
    const items = await ownerReveals();
    // Three in the window, the new sitter's after reassignment, the admin's.
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      visitId: visit.id,
      role: 'admin',
      reason: 'Sitter locked out, customer called',
      revealedAt: '2026-06-20T12:00:00.000Z',
    });
    expect(items[0]).toHaveProperty('ip');
    expect(items.filter((item) => item.userId === sitter.id).map((item) => item.revealedAt)).toEqual([
      '2026-06-16T15:59:59.000Z',
      '2026-06-16T13:30:00.000Z',
      '2026-06-16T11:00:00.000Z',
    ]);
    expect(items.find((item) => item.userId === other.id)).toMatchObject({ name: 'Test other', role: 'housesitter', reason: null });
    expect(await t.db.select().from(accessReveals)).toHaveLength(5);
    expect((await c.stranger.get(`/api/properties/access/reveals?address=${encodeURIComponent(ADDRESS)}`)).status).toBe(200);
    expect(await (await c.stranger.get(`/api/properties/access/reveals?address=${encodeURIComponent(ADDRESS)}`)).json()).toEqual({
      items: [],
    });
  });

  it('lets an admin change the details with a reason only', async () => {
    const refused = await c.admin.put(`/api/admin/visits/${visit.id}/access`, { details: DETAILS });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('access.reason_required');
    const changed = await c.admin.put(`/api/admin/visits/${visit.id}/access`, {
      reason: 'Customer phoned a new door code',
      details: { ...DETAILS, doorCode: '2468' },
    });
    expect(changed.status).toBe(200);
    const opened = await reveal(c.admin, visit.id, { reason: 'Check' });
    expect(((await opened.json()) as { details: AccessDetails }).details.doorCode).toBe('2468');
    await c.owner.put('/api/properties/access', { address: ADDRESS, details: DETAILS });
  });
});

describe('at rest', () => {
  it('keeps no code in plain text: a dump of every row of the access tables as text', async () => {
    const dump = await t.db.execute(
      sql`select (select coalesce(string_agg(a::text, E'\n'), '') from property_access a) || (select coalesce(string_agg(p::text, E'\n'), '') from properties p) as dump`,
    );
    const text = String(
      (dump as unknown as { rows?: Array<{ dump: string }> }).rows?.[0]?.dump ?? (dump as unknown as Array<{ dump: string }>)[0]?.dump,
    );
    expect(text).toContain(ADDRESS);
    for (const secret of [...SECRETS, DETAILS.wifiNetwork!, DETAILS.notes!, DETAILS.keyNumber!]) expect(text).not.toContain(secret);
  });

  it('does not open a sealed record moved onto another property', async () => {
    const [visitB] = [
      await insertVisit(t.db, {
        homeownerId: owner.id,
        sitterId: sitter.id,
        scheduledDate: '2026-06-22T12:00:00Z',
        address: '3 Other Way',
      }),
    ];
    await c.owner.put('/api/properties/access', { address: '3 Other Way', details: { doorCode: '1' } });
    const rows = await t.db.select().from(propertyAccess).orderBy(propertyAccess.propertyId);
    const [a, b] = rows as [(typeof rows)[number], (typeof rows)[number]];
    await t.db
      .update(propertyAccess)
      .set({ sealed: a.sealed, wrappedKey: a.wrappedKey })
      .where(eq(propertyAccess.propertyId, b.propertyId));
    at('2026-06-22T12:30:00Z');
    expect((await reveal(c.sitter, visitB!.id)).status).toBe(500);
    await t.db.delete(propertyAccess).where(eq(propertyAccess.propertyId, b.propertyId));
  });
});

describe('key rotation', () => {
  it('re-wraps every record under the new key, in batches, and reveals still work', async () => {
    // More records: eleven homes of eleven owners.
    for (let i = 0; i < 11; i += 1) {
      const someone = await insertUser(t.db);
      await insertVisit(t.db, { homeownerId: someone.id, scheduledDate: '2026-06-30T12:00:00Z', address: `${i} Rotation Road` });
      const client = t.client();
      await signIn(client, someone.username);
      expect((await client.put('/api/properties/access', { address: `${i} Rotation Road`, details: { alarmCode: `9${i}` } })).status).toBe(
        200,
      );
    }
    const before = await t.db.select().from(propertyAccess);
    const from = kekOf(OLD_KEY);
    const to = kekOf(NEW_KEY);
    expect(new Set(before.map((row) => row.kekId))).toEqual(new Set([from.id]));
    const result = await rotateAccessKeys(t.db, from, to, { batchSize: 5 });
    expect(result).toEqual({ rewrapped: 12, batches: 3 });
    const after = await t.db.select().from(propertyAccess);
    expect(new Set(after.map((row) => row.kekId))).toEqual(new Set([to.id]));
    for (const row of after) {
      const old = before.find((candidate) => candidate.propertyId === row.propertyId)!;
      expect(row.sealed).toBe(old.sealed);
      expect(row.wrappedKey).not.toBe(old.wrappedKey);
    }
    // Again: nothing left to do.
    expect(await rotateAccessKeys(t.db, from, to)).toEqual({ rewrapped: 0, batches: 0 });

    // An instance on the new key alone opens every record.
    const rotated = await createTestApp({ database: t.database, clock: t.clock, env: { ACCESS_KEY: NEW_KEY.toString('base64') } });
    try {
      const sitterClient = rotated.client();
      await signIn(sitterClient, 'sitter');
      at('2026-06-16T12:00:00Z');
      const response = await sitterClient.post(`/api/visits/${visit.id}/access/reveal`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ visitId: visit.id, details: DETAILS });
    } finally {
      await rotated.close();
    }
    // And one on the old key alone no longer can: the old key is really retired.
    expect((await reveal(c.sitter)).status).toBe(500);
  });
});

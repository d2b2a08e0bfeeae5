/**
 * Payouts: each sitter's pay week is pending until an admin marks it paid, once, after the week
 * is over (Monday 00:00 in New York), with what it earned; the sitter sees the weeks paid.
 */
import { SITTER_PAY_CENTS, type PayoutWeek, type SitterPayout } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
const c: Record<'admin' | 'sitter' | 'owner', TestClient> = {} as never;
let sitterId: number, ownerId: number;
const PAY = SITTER_PAY_CENTS.standard;

const weeks = async () => ((await (await c.admin.get('/api/admin/payouts')).json()) as { items: PayoutWeek[] }).items;
const mark = (body: unknown) => c.admin.post('/api/admin/payouts', body);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-14T15:00:00Z'); // Sunday, June 14, 11:00 in New York
  ownerId = (await insertUser(t.db, { username: 'payowner' })).id;
  sitterId = (await insertUser(t.db, { username: 'paysitter', role: 'housesitter', firstName: 'Pat', lastName: 'Payee' })).id;
  await insertUser(t.db, { username: 'payadmin', role: 'admin' });
  for (const [name, username] of [
    ['admin', 'payadmin'],
    ['sitter', 'paysitter'],
    ['owner', 'payowner'],
  ] as const) {
    c[name] = t.client();
    await signIn(c[name], username);
  }
  // Two visits in the week of June 8 (the second on Sunday evening, New York), one the week before.
  for (const completedAt of ['2026-06-09T15:00:00Z', '2026-06-14T23:30:00Z', '2026-06-03T15:00:00Z']) {
    const visit = await insertVisit(t.db, {
      homeownerId: ownerId,
      sitterId,
      status: 'completed',
      scheduledDate: completedAt,
      planType: 'standard',
    });
    await insertReport(t.db, { visitId: visit.id, completedAt });
  }
});
afterAll(async () => {
  await t.close();
});

describe('payouts', () => {
  it('lists each week a sitter earned in as pending, newest first', async () => {
    expect(await weeks()).toEqual([
      { weekStart: '2026-06-08', sitterId, sitterName: 'Pat Payee', earnedCents: 2 * PAY, visits: 2, paid: null },
      { weekStart: '2026-06-01', sitterId, sitterName: 'Pat Payee', earnedCents: PAY, visits: 1, paid: null },
    ]);
  });

  it('refuses a week until it is over in New York, then marks it paid once', async () => {
    t.clock.set('2026-06-15T03:59:59Z'); // Sunday 23:59:59
    const early = await mark({ sitterId, weekStart: '2026-06-08' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'payout.week_not_over' });
    t.clock.set('2026-06-15T04:00:00Z'); // Monday 00:00
    const [first, second] = await Promise.all([mark({ sitterId, weekStart: '2026-06-08' }), mark({ sitterId, weekStart: '2026-06-08' })]);
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const listed = await weeks();
    expect(listed[0]).toMatchObject({ weekStart: '2026-06-08', paid: { amountCents: 2 * PAY, paidAt: '2026-06-15T04:00:00.000Z' } });
    expect(listed[1]).toMatchObject({ weekStart: '2026-06-01', paid: null });
    const mine = ((await (await c.sitter.get('/api/sitter/payouts')).json()) as { items: SitterPayout[] }).items;
    expect(mine).toEqual([{ weekStart: '2026-06-08', amountCents: 2 * PAY, paidAt: '2026-06-15T04:00:00.000Z' }]);
  });

  it('refuses a week with nothing earned, someone who is not a sitter, and a malformed week', async () => {
    const empty = await mark({ sitterId, weekStart: '2026-05-25' });
    expect(await empty.json()).toMatchObject({ code: 'payout.nothing_earned' });
    const notSitter = await mark({ sitterId: ownerId, weekStart: '2026-06-01' });
    expect(await notSitter.json()).toMatchObject({ code: 'payout.not_a_sitter' });
    expect((await mark({ sitterId, weekStart: 'June 1' })).status).toBe(400);
  });

  it('is for admins; a sitter reads only their own paid weeks', async () => {
    expect((await c.sitter.get('/api/admin/payouts')).status).toBe(403);
    expect((await c.owner.get('/api/sitter/payouts')).status).toBe(403);
  });
});

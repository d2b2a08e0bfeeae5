/**
 * Moving a visit (PATCH /api/visit/{id}/reschedule) and the admin's cancel, on a real database:
 * the notice and horizon boundaries, the sitter kept or unassigned when their new day is full,
 * the admin's wider rule, the history, the notifications and the live event.
 */
import {
  HOMEOWNER_MESSAGES,
  RESCHEDULE_MESSAGES,
  SITTER_DAILY_VISIT_LIMIT,
  type CancelResponse,
  type NotificationList,
  type RescheduleResponse,
  type VisitHistoryResponse,
} from '@housesit/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, refunds, visits, type VisitRow } from '../db/schema.js';
import type { AppEvent } from '../events/publisher.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock stands at 2026-06-15T14:00:00Z: June 15, 10:00 in New York (EDT, UTC-4).
let t: TestApp;
const published: AppEvent[] = [];
const c: Record<'owner' | 'other' | 'sitter' | 'admin', TestClient> = {} as never;
const ids = { owner: 0, sitter: 0, admin: 0 };

beforeAll(async () => {
  t = await createTestApp({ events: { publish: (event) => void published.push(event) } });
  ids.owner = (await insertUser(t.db, { username: 'owner' })).id;
  await insertUser(t.db, { username: 'other' });
  ids.sitter = (await insertUser(t.db, { username: 'sitter', role: 'housesitter' })).id;
  ids.admin = (await insertUser(t.db, { username: 'admin', role: 'admin' })).id;
  for (const name of ['owner', 'other', 'sitter', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  published.length = 0;
});

/** A scheduled Morning visit of the owner's on `date` (10:00 New York), assigned to the sitter unless told. */
const visitOn = (date: string, extra: Partial<Parameters<typeof insertVisit>[1]> = {}) =>
  insertVisit(t.db, { homeownerId: ids.owner, sitterId: ids.sitter, scheduledDate: `${date}T14:00:00Z`, ...extra });
const move = (client: TestClient, visit: VisitRow, body: unknown) => client.patch(`/api/visit/${visit.id}/reschedule`, body);
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
const rowOf = async (visit: VisitRow) => (await t.db.select().from(visits).where(eq(visits.id, visit.id)))[0];

describe('PATCH /api/visit/{id}/reschedule (homeowner)', () => {
  it('moves a visit 7 days away to a new day and window, keeps the sitter, records it and tells everyone live', async () => {
    const visit = await visitOn('2026-06-22');
    const response = await move(c.owner, visit, { date: '2026-06-29', timeWindow: 'evening' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as RescheduleResponse;
    expect(body.sitterUnassigned).toBe(false);
    // Evening starts at 16:00 in New York: 20:00 UTC in June.
    expect(body.visit).toMatchObject({
      scheduledDate: '2026-06-29T20:00:00.000Z',
      timeWindow: 'evening',
      assignedSitterId: ids.sitter,
      status: 'scheduled',
    });
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'visitChanged', visitId: visit.id, assignedSitterId: ids.sitter, previousSitterId: ids.sitter }),
    );

    const history = (await (await c.admin.get(`/api/visit/${visit.id}/history`)).json()) as VisitHistoryResponse;
    expect(history.items).toEqual([
      expect.objectContaining({
        kind: 'rescheduled',
        reason: 'Moved from Monday, June 22, 2026, Morning (8–12) to Monday, June 29, 2026, Evening (4–8).',
        actor: expect.objectContaining({ id: ids.owner }),
      }),
    ]);
  });

  it('refuses a visit 6 days away with the cancel’s notice', async () => {
    const visit = await visitOn('2026-06-21');
    const response = await move(c.owner, visit, { date: '2026-06-30', timeWindow: 'morning' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'visit.reschedule_too_late', message: RESCHEDULE_MESSAGES.tooLate });
    expect((await rowOf(visit))?.scheduledDate.toISOString()).toBe('2026-06-21T14:00:00.000Z');
  });

  it('takes a new date 7 to 90 days ahead and refuses 6 and 91', async () => {
    const visit = await visitOn('2026-07-01');
    const tooSoon = await move(c.owner, visit, { date: '2026-06-21', timeWindow: 'morning' });
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toMatchObject({ code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateTooSoon });
    const tooFar = await move(c.owner, visit, { date: '2026-09-14', timeWindow: 'morning' });
    expect(tooFar.status).toBe(409);
    expect(await tooFar.json()).toMatchObject({ code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateTooFar });
    expect((await move(c.owner, visit, { date: '2026-09-13', timeWindow: 'midday' })).status).toBe(200);
    expect((await move(c.owner, visit, { date: '2026-06-22', timeWindow: 'midday' })).status).toBe(200);
    expect((await rowOf(visit))?.scheduledDate.toISOString()).toBe('2026-06-22T16:00:00.000Z');
  });

  it('refuses no change, visits not scheduled, bad bodies, other homeowners (404) and sitters (403)', async () => {
    const visit = await visitOn('2026-07-02');
    expect(await codeOf(await move(c.owner, visit, { date: '2026-07-02', timeWindow: 'morning' }))).toBe('visit.reschedule_unchanged');
    const done = await visitOn('2026-07-03', { status: 'cancelled' });
    expect(await codeOf(await move(c.owner, done, { date: '2026-07-10', timeWindow: 'morning' }))).toBe('visit.reschedule_not_scheduled');
    const bad = await move(c.owner, visit, { date: '2026-07-10', timeWindow: 'night' });
    expect(bad.status).toBe(400);
    expect(await codeOf(await move(c.owner, visit, { date: '2026-02-30', timeWindow: 'morning' }))).toBe('request.invalid');
    expect((await move(c.other, visit, { date: '2026-07-10', timeWindow: 'morning' })).status).toBe(404);
    expect((await move(c.sitter, visit, { date: '2026-07-10', timeWindow: 'morning' })).status).toBe(403);
    expect((await rowOf(visit))?.scheduledDate.toISOString()).toBe('2026-07-02T14:00:00.000Z');
  });
});

describe('the sitter on a rescheduled visit', () => {
  it(`stays while their new day has fewer than ${SITTER_DAILY_VISIT_LIMIT} visits, and is unassigned (admins told) when it is full`, async () => {
    // July 10: the sitter has one visit fewer than a full day (and a cancelled one, which does not count).
    for (let i = 1; i < SITTER_DAILY_VISIT_LIMIT; i++) await visitOn('2026-07-10');
    await visitOn('2026-07-10', { status: 'cancelled' });
    const first = await visitOn('2026-07-08');
    const kept = (await (await move(c.owner, first, { date: '2026-07-10', timeWindow: 'midday' })).json()) as RescheduleResponse;
    expect(kept).toMatchObject({ sitterUnassigned: false, visit: { assignedSitterId: ids.sitter } });

    // Now the day is full: the next visit moved there loses its sitter, and the admins hear of it.
    const second = await visitOn('2026-07-09');
    const response = await move(c.owner, second, { date: '2026-07-10', timeWindow: 'evening' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sitterUnassigned: true, visit: { assignedSitterId: null, timeWindow: 'evening' } });
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'visitChanged', visitId: second.id, assignedSitterId: null, previousSitterId: ids.sitter }),
    );
    const adminNotes = (await (await c.admin.get('/api/notifications')).json()) as NotificationList;
    expect(adminNotes.items).toContainEqual(expect.objectContaining({ type: 'visitNeedsSitter', visitId: second.id }));
    const history = (await (await c.admin.get(`/api/visit/${second.id}/history`)).json()) as VisitHistoryResponse;
    expect(history.items[0]?.reason).toContain('The sitter already had a full day then and was unassigned.');
  });
});

describe('admins reschedule and cancel any visit not begun', () => {
  it('move a visit 2 days away to today, not into the past, and tell the homeowner', async () => {
    const visit = await visitOn('2026-06-17');
    const past = await move(c.admin, visit, { date: '2026-06-14', timeWindow: 'morning' });
    expect(past.status).toBe(409);
    expect(await past.json()).toMatchObject({ code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateInPast });
    const today = await move(c.admin, visit, { date: '2026-06-15', timeWindow: 'evening', reason: 'Customer called' });
    expect(today.status).toBe(200);
    const history = (await (await c.admin.get(`/api/visit/${visit.id}/history`)).json()) as VisitHistoryResponse;
    expect(history.items[0]).toMatchObject({ kind: 'rescheduled', actor: { id: ids.admin } });
    expect(history.items[0]?.reason).toMatch(/Evening \(4–8\)\. Customer called$/);
    const notes = (await (await c.owner.get('/api/notifications')).json()) as NotificationList;
    expect(notes.items).toContainEqual(expect.objectContaining({ type: 'visitRescheduled', visitId: visit.id }));
    const started = await visitOn('2026-06-25', { status: 'in_progress' });
    expect(await codeOf(await move(c.admin, started, { date: '2026-06-26', timeWindow: 'morning' }))).toBe(
      'visit.reschedule_not_scheduled',
    );
  });

  it('cancel with a reason only, with or without the refund, and never a visit begun', async () => {
    const response = await c.owner.post('/api/checkout', checkoutBody({ dates: ['2026-06-22', '2026-06-29'] }));
    const { url } = (await response.json()) as { url: string };
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form });
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    const booked = await t.db
      .select()
      .from(visits)
      .where(eq(visits.bookingId, payment?.bookingId ?? 0))
      .orderBy(asc(visits.scheduledDate));
    const [june22, june29] = booked as [VisitRow, VisitRow];
    expect(june22.timeWindow).toBe('morning');

    const noReason = await c.admin.patch(`/api/visit/${june22.id}/cancel`, { refund: true });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      code: 'visit.cancel_reason_required',
      fieldErrors: { reason: HOMEOWNER_MESSAGES.cancelReasonRequired },
    });

    const kept = (await (
      await c.admin.patch(`/api/visit/${june22.id}/cancel`, { refund: false, reason: 'Duplicate booking' })
    ).json()) as CancelResponse;
    expect(kept).toMatchObject({ visit: { status: 'cancelled' }, refund: null });
    const refunded = (await (await c.admin.patch(`/api/visit/${june29.id}/cancel`, { reason: 'Storm' })).json()) as CancelResponse;
    expect(refunded.refund).toMatchObject({ status: 'succeeded' });
    const rows = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? 0));
    expect(rows.map((row) => row.visitId)).toEqual([june29.id]);
    expect(rows[0]?.reason).toBe('Storm');
    const history = (await (await c.admin.get(`/api/visit/${june22.id}/history`)).json()) as VisitHistoryResponse;
    expect(history.items).toEqual([
      expect.objectContaining({ kind: 'cancelled', reason: 'Duplicate booking', actor: expect.objectContaining({ id: ids.admin }) }),
    ]);

    // No notice for admins: a visit tomorrow may be cancelled; one begun may not.
    const tomorrow = await visitOn('2026-06-16');
    expect((await c.admin.patch(`/api/visit/${tomorrow.id}/cancel`, { reason: 'Sitter ill' })).status).toBe(200);
    const begun = await visitOn('2026-06-15', { status: 'in_progress' });
    expect(await codeOf(await c.admin.patch(`/api/visit/${begun.id}/cancel`, { reason: 'Too late' }))).toBe('visit.cancel_not_scheduled');
  });
});

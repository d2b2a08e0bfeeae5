/**
 * Idempotency-Key on the sitter's actions (idempotency.ts), through the real app and database:
 * a phone that resends an action whose answer it lost gets the first answer back, never a second
 * application of it.
 */
import { API_ERRORS, LIFECYCLE_MESSAGES, type ErrorCode } from '@housesit/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, media, reports, visitEvents, visits, type UserRow } from '../db/schema.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { IDEMPOTENCY_KEEP_MS } from './idempotency.js';

// The test clock starts at 2026-06-15T14:00:00Z.
let t: TestApp;
let owner: UserRow, sitter: UserRow;
let c: TestClient, otherSitter: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'other', role: 'housesitter' });
  c = t.client();
  await signIn(c, 'sitter');
  otherSitter = t.client();
  await signIn(otherSitter, 'other');
});
afterAll(async () => {
  await t.close();
});

const todaysVisit = (status: 'scheduled' | 'in_progress' | 'cancelled' = 'scheduled') =>
  insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, status, scheduledDate: '2026-06-15T13:00:00Z' });
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const starts = async (visitId: number) =>
  (
    await t.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visitId), eq(visitEvents.kind, 'started')))
  ).length;
const statusOf = async (id: number) => (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;

async function expectError(response: Response, status: number, code: ErrorCode, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code, message });
}

describe('Idempotency-Key', () => {
  it('starts a visit exactly once when the same key is sent many times at once', async () => {
    const visit = await todaysVisit();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => c.patch(`/api/visit/${visit.id}/start`, {}, keyed('race-start-1'))),
    );
    const statuses = responses.map((r) => r.status);
    // One ran; each other either waited on it (409, retry later) or got its stored answer.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ code: 'request.idempotency_in_progress' });
    }
    expect(responses.filter((r) => r.status === 200 && r.headers.get('Idempotent-Replayed') !== 'true')).toHaveLength(1);
    expect(await starts(visit.id)).toBe(1);
    expect(await t.db.select().from(reports).where(eq(reports.visitId, visit.id))).toHaveLength(1);
    // Once the first answered, every resend gets that answer.
    const again = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('race-start-1'));
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers a resend after success with the stored answer, and applies it once', async () => {
    const visit = await todaysVisit();
    const first = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('start-ok'));
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const firstBody: unknown = await first.json();
    t.clock.advance(60_000);
    const replay = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('start-ok'));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);
    expect(await starts(visit.id)).toBe(1);
    // Without the key the same request is a new one: a started visit cannot start again.
    const unkeyed = await c.patch(`/api/visit/${visit.id}/start`, {});
    await expectError(unkeyed, 409, 'visit.invalid_transition', LIFECYCLE_MESSAGES.invalidTransition('in_progress', 'in_progress'));
  });

  it('adds a resent photo once', async () => {
    const visit = await todaysVisit('in_progress');
    const report = await insertReport(t.db, { visitId: visit.id });
    const body = { mediaUrl: dataUrl(smallPng()) };
    for (let i = 0; i < 3; i++) {
      const response = await c.patch(`/api/report/${report.id}/add-photo`, body, keyed('photo-1'));
      expect(response.status).toBe(200);
    }
    expect(await t.db.select().from(media).where(eq(media.reportId, report.id))).toHaveLength(1);
  });

  it('answers a resend after a refusal with the same refusal, even once the refusal no longer holds', async () => {
    const visit = await todaysVisit('cancelled');
    const first = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('start-refused'));
    await expectError(first, 409, 'visit.invalid_transition', LIFECYCLE_MESSAGES.invalidTransition('cancelled', 'in_progress'));
    await t.db.update(visits).set({ status: 'scheduled' }).where(eq(visits.id, visit.id));
    const replay = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('start-refused'));
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    await expectError(replay, 409, 'visit.invalid_transition', LIFECYCLE_MESSAGES.invalidTransition('cancelled', 'in_progress'));
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('refuses the same key with another body, path or method (422), and applies nothing', async () => {
    const visit = await todaysVisit('in_progress');
    const first = await c.patch(`/api/visit/${visit.id}/complete`, { notes: 'All fine' }, keyed('reused'));
    await expectError(first, 400, 'visit.photos_required', expect.any(String) as unknown as string);
    for (const response of [
      await c.patch(`/api/visit/${visit.id}/complete`, { notes: 'Other notes' }, keyed('reused')),
      await c.patch(`/api/visit/${visit.id}/start`, { notes: 'All fine' }, keyed('reused')),
    ]) {
      await expectError(response, 422, 'request.idempotency_key_reused', API_ERRORS.idempotencyKeyReused);
    }
    expect(await statusOf(visit.id)).toBe('in_progress');
  });

  it('keeps keys per user: another sitter with the same key is a request of its own', async () => {
    const visit = await todaysVisit();
    expect((await c.patch(`/api/visit/${visit.id}/start`, {}, keyed('shared-key'))).status).toBe(200);
    // The other sitter's own request runs (and is refused: not their visit), not the first's answer.
    const other = await otherSitter.patch(`/api/visit/${visit.id}/start`, {}, keyed('shared-key'));
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    await expectError(other, 404, 'visit.not_found', API_ERRORS.notFound);
  });

  it.each(['', 'has space', 'a'.repeat(101), 'émoji', 'a/b'])('refuses the key %j (400) and applies nothing', async (key) => {
    const visit = await todaysVisit();
    const response = await c.patch(`/api/visit/${visit.id}/start`, {}, keyed(key));
    await expectError(response, 400, 'request.idempotency_key_invalid', API_ERRORS.idempotencyKeyInvalid);
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('answers 409 while the first request with the key has not answered, and lets an abandoned one be taken over', async () => {
    const visit = await todaysVisit();
    const path = `/api/visit/${visit.id}/start`;
    // A first request still running: its claim without an answer, made just now.
    const { createHash } = await import('node:crypto');
    const fingerprint = createHash('sha256').update(`PATCH\n${path}\n`).update('{}').digest('hex');
    await t.db.insert(idempotencyKeys).values({ userId: sitter.id, key: 'in-flight', fingerprint, createdAt: t.clock.now() });
    const response = await c.patch(path, {}, keyed('in-flight'));
    await expectError(response, 409, 'request.idempotency_in_progress', API_ERRORS.idempotencyInProgress);
    expect(await statusOf(visit.id)).toBe('scheduled');
    // Its process died: three minutes on, the key is taken over and the action runs once.
    t.clock.advance(3 * 60_000);
    expect((await c.patch(path, {}, keyed('in-flight'))).status).toBe(200);
    expect(await starts(visit.id)).toBe(1);
  });

  it('forgets keys after 7 days (deleted by the next keyed request)', async () => {
    const visit = await todaysVisit('in_progress');
    const report = await insertReport(t.db, { visitId: visit.id });
    const body = { mediaUrl: dataUrl(smallPng()) };
    expect((await c.patch(`/api/report/${report.id}/add-photo`, body, keyed('old-key'))).status).toBe(200);
    t.clock.advance(IDEMPOTENCY_KEEP_MS + 1000);
    expect((await c.patch(`/api/report/${report.id}/add-photo`, body, keyed('new-key'))).status).toBe(200);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, sitter.id));
    expect(left.map((row) => row.key)).toEqual(['new-key']);
    t.clock.set('2026-06-15T14:00:00Z');
  });
});

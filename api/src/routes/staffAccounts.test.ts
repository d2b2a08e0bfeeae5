/**
 * Staff accounts: an admin deactivates a sitter, who is signed out at once (sockets
 * closed with 4001), refused at sign-in with a coded message, and whose scheduled visits become
 * unassigned with every admin notified; reactivation lets them sign in again; a password reset
 * is the /forgot-password link, emailed through the queue; an admin cannot deactivate themselves.
 */
import { REALTIME_CLOSE_CODES, STAFF_ACCOUNT_TEXT, type StaffAccountChange } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { notifications, sessions, users, visits, type UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { createTestDatabase, type TestClient } from '../test/testApp.js';

let t: LiveApp;
let admin: TestClient;
let boss: UserRow;
let otherAdmin: UserRow;
let homeowner: UserRow;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  opened.push(database);
  t = await startLiveApp(database);
  opened.push(t);
  boss = await insertUser(t.db, { username: 'boss', role: 'admin' });
  otherAdmin = await insertUser(t.db, { username: 'second_admin', role: 'admin' });
  homeowner = await insertUser(t.db, { username: 'owner_one' });
  admin = t.client();
  await signIn(admin, 'boss');
});
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
});

let serial = 0;
const newSitter = async () => insertUser(t.db, { username: `sitter_${++serial}`, role: 'housesitter', firstName: 'Sam' });
const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 24 * 60 * 60 * 1000);

async function expectCode(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

describe('POST /api/admin/users/:id/deactivate', () => {
  it('ends every session at once and closes their sockets with 4001', async () => {
    const sitter = await newSitter();
    const phone = t.client();
    await signIn(phone, sitter.username);
    const socket = await SocketClient.connect(t, { origin: TEST_ORIGIN, cookie: `${SESSION_COOKIE}=${phone.cookies.get(SESSION_COOKIE)}` });
    opened.push(socket);

    const response = await admin.post(`/api/admin/users/${sitter.id}/deactivate`, {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as StaffAccountChange;
    expect(body.user).toMatchObject({ id: sitter.id, deactivatedAt: t.clock.now().toISOString() });

    expect(await socket.waitForClose()).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, sitter.id))).toEqual([]);
  });

  it('refuses sign-in with the right password with a coded message, the wrong one as before', async () => {
    const sitter = await newSitter();
    expect((await admin.post(`/api/admin/users/${sitter.id}/deactivate`, {})).status).toBe(200);
    await expectCode(
      await t.client().post('/api/auth/login', { username: sitter.username, password: TEST_PASSWORD }),
      403,
      'auth.account_deactivated',
      STAFF_ACCOUNT_TEXT.deactivated,
    );
    // Whoever does not know the password learns nothing about the account.
    await expectCode(
      await t.client().post('/api/auth/login', { username: sitter.username, password: 'not the password' }),
      401,
      'auth.invalid_credentials',
    );
  });

  it('unassigns their scheduled visits (not in-progress or completed ones) and notifies every active admin', async () => {
    const sitter = await newSitter();
    const upcoming = await insertVisit(t.db, { homeownerId: homeowner.id, sitterId: sitter.id, scheduledDate: day(3) });
    const later = await insertVisit(t.db, { homeownerId: homeowner.id, sitterId: sitter.id, scheduledDate: day(10) });
    const started = await insertVisit(t.db, {
      homeownerId: homeowner.id,
      sitterId: sitter.id,
      scheduledDate: day(0),
      status: 'in_progress',
    });
    const done = await insertVisit(t.db, { homeownerId: homeowner.id, sitterId: sitter.id, scheduledDate: day(-2), status: 'completed' });
    const gone = await insertUser(t.db, { username: `gone_admin_${serial}`, role: 'admin' });
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, gone.id));

    const response = await admin.post(`/api/admin/users/${sitter.id}/deactivate`, {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as StaffAccountChange).unassignedVisits).toBe(2);

    const sitterOf = async (id: number) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]?.assignedSitterId;
    expect(await sitterOf(upcoming.id)).toBeNull();
    expect(await sitterOf(later.id)).toBeNull();
    expect(await sitterOf(started.id)).toBe(sitter.id);
    expect(await sitterOf(done.id)).toBe(sitter.id);

    const told = await t.db
      .select({ userId: notifications.userId, visitId: notifications.visitId })
      .from(notifications)
      .where(eq(notifications.type, 'visitNeedsSitter'))
      .orderBy(notifications.userId, notifications.visitId);
    const mine = told.filter((row) => row.visitId === upcoming.id || row.visitId === later.id);
    expect(mine).toEqual(
      [boss.id, otherAdmin.id]
        .flatMap((userId) => [upcoming.id, later.id].map((visitId) => ({ userId, visitId })))
        .sort((a, b) => a.userId - b.userId || a.visitId - b.visitId),
    );
    // The admin reads it as any notification.
    const list = (await (await admin.get('/api/notifications')).json()) as { items: { type: string; visitId: number }[] };
    expect(list.items.filter((item) => item.type === 'visitNeedsSitter').map((item) => item.visitId)).toEqual(
      expect.arrayContaining([upcoming.id, later.id]),
    );
  });

  it('keeps a deactivated sitter from being assigned', async () => {
    const sitter = await newSitter();
    const visit = await insertVisit(t.db, { homeownerId: homeowner.id, scheduledDate: day(5) });
    expect((await admin.post(`/api/admin/users/${sitter.id}/deactivate`, {})).status).toBe(200);
    await expectCode(await admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sitter.id }), 400, 'visit.sitter_invalid');
  });

  it('refuses the admin themselves, homeowners and unknown ids', async () => {
    await expectCode(
      await admin.post(`/api/admin/users/${boss.id}/deactivate`, {}),
      409,
      'user.self_deactivation',
      STAFF_ACCOUNT_TEXT.selfDeactivation,
    );
    await expectCode(await admin.post(`/api/admin/users/${homeowner.id}/deactivate`, {}), 400, 'user.not_staff');
    await expectCode(await admin.post('/api/admin/users/999999/deactivate', {}), 404, 'user.not_found');
    const [me] = await t.db.select().from(users).where(eq(users.id, boss.id));
    expect(me?.deactivatedAt).toBeNull();
  });

  it('lets an admin deactivate another admin', async () => {
    const extra = await insertUser(t.db, { username: `extra_admin_${++serial}`, role: 'admin' });
    expect((await admin.post(`/api/admin/users/${extra.id}/deactivate`, {})).status).toBe(200);
    await expectCode(
      await t.client().post('/api/auth/login', { username: extra.username, password: TEST_PASSWORD }),
      403,
      'auth.account_deactivated',
    );
  });
});

describe('POST /api/admin/users/:id/reactivate', () => {
  it('lets the account sign in again and lists it as active', async () => {
    const sitter = await newSitter();
    expect((await admin.post(`/api/admin/users/${sitter.id}/deactivate`, {})).status).toBe(200);
    const listed = (await (await admin.get('/api/admin/users?role=housesitter')).json()) as {
      items: { id: number; deactivatedAt?: string | null }[];
    };
    expect(listed.items.find((user) => user.id === sitter.id)?.deactivatedAt).toBeTruthy();

    const response = await admin.post(`/api/admin/users/${sitter.id}/reactivate`, {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as StaffAccountChange;
    expect(body.user.deactivatedAt).toBeUndefined();
    expect((await t.client().post('/api/auth/login', { username: sitter.username, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('queues the /forgot-password email for the account, and no password is chosen for them', async () => {
    const sitter = await newSitter();
    const before = sitter.passwordHash;
    const response = await admin.post(`/api/admin/users/${sitter.id}/password-reset`, {});
    expect(response.status).toBe(202);
    const result = await t.db.execute(sql`select data from pgboss.job where name = 'email'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: { to: string; template: string } }[];
    expect(rows.map((row) => row.data)).toContainEqual(expect.objectContaining({ to: sitter.email, template: 'passwordReset' }));
    const [after] = await t.db.select().from(users).where(eq(users.id, sitter.id));
    expect(after?.passwordHash).toBe(before);
  });

  it('refuses homeowners (their reset is /forgot-password)', async () => {
    await expectCode(await admin.post(`/api/admin/users/${homeowner.id}/password-reset`, {}), 400, 'user.not_staff');
  });
});

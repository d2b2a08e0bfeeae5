import { API_ERRORS, UserStruct, VALIDATION, type User, type Visit } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { hashedAtCost, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { passwordHashCost } from '../auth/passwords.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let admin: TestClient;
const newSitter = {
  username: 'nora_sitter',
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: 'Quinn',
  phone: '(781) 555-0199',
  role: 'housesitter',
};

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'boss', role: 'admin' });
  await insertUser(t.db, { username: 'home_one' });
  await insertUser(t.db, { username: 'home_two' });
  await insertUser(t.db, { username: 'keeper', role: 'housesitter' });
  admin = t.client();
  await signIn(admin, 'boss');
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const response = await admin.get(`/api/admin/users${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: User[] };
  for (const user of body.items) expect(is(user, UserStruct)).toBe(true);
  return body.items;
};

describe('GET /api/admin/users', () => {
  it('lists every account, or those of one role (sitter is an alias), without password hashes', async () => {
    expect((await list()).map((u) => u.username)).toEqual(['boss', 'home_one', 'home_two', 'keeper']);
    expect((await list('?role=homeowner')).map((u) => u.username)).toEqual(['home_one', 'home_two']);
    expect((await list('?role=housesitter')).map((u) => u.username)).toEqual(['keeper']);
    expect((await list('?role=sitter')).map((u) => u.username)).toEqual(['keeper']);
    const raw = await (await admin.get('/api/admin/users')).text();
    expect(raw).not.toMatch(/password|scrypt/i);
  });

  it('refuses an unknown role (400)', async () => {
    const response = await admin.get('/api/admin/users?role=owner');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'request.invalid',
      message: VALIDATION.invalidRole,
      fieldErrors: { role: VALIDATION.invalidRole },
    });
  });
});

describe('POST /api/admin/users', () => {
  it('creates a housesitter who can sign in, be assigned and see the visit', async () => {
    const response = await admin.post('/api/admin/users', newSitter);
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: User };
    expect(user).toMatchObject({
      username: 'nora_sitter',
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: '(781) 555-0199',
      role: 'housesitter',
    });
    // The process's scrypt cost, as at sign-up (production's outside tests).
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(hashedAtCost(passwordHashCost().logN));
    // The admin stays signed in as the admin.
    expect(((await (await admin.get('/api/auth/me')).json()) as { user: User }).user.username).toBe('boss');

    // She sets her own password from the invitation the account was emailed (staffInvitation.test.ts).
    const result = await t.db.execute(sql`select data from pgboss.job where name = 'email'`);
    const jobs = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      data: { to: string; template: string; data: { token: string } };
    }[];
    const invitation = jobs.find((job) => job.data.template === 'staffInvitation' && job.data.to === 'nora@example.com');
    const chosen = 'a long sitter password';
    const set = await t.client().post('/api/auth/password-reset/confirm', { token: invitation?.data.data.token, password: chosen });
    expect(set.status).toBe(200);
    const nora = t.client();
    await signIn(nora, 'nora_sitter', chosen);
    const [owner] = await t.db.select().from(users).where(eq(users.username, 'home_one'));
    const visit = await insertVisit(t.db, { homeownerId: owner!.id, scheduledDate: '2026-06-20T14:00:00Z' });
    expect((await admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: user.id })).status).toBe(200);
    const page = (await (await nora.get('/api/visits')).json()) as { items: Visit[] };
    expect(page.items.map((item) => item.id)).toEqual([visit.id]);
  });

  it('creates another admin', async () => {
    const response = await admin.post('/api/admin/users', {
      ...newSitter,
      username: 'second_admin',
      email: 'second@example.com',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { user: User }).user.role).toBe('admin');
  });

  it('answers 409 for a taken username or email, whatever the case, without telling the admin to sign in', async () => {
    const taken = await admin.post('/api/admin/users', { ...newSitter, username: 'KEEPER', email: 'fresh@example.com' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: 'auth.username_taken',
      message: API_ERRORS.usernameTaken,
      fieldErrors: { username: API_ERRORS.usernameTaken },
    });
    const email = await admin.post('/api/admin/users', { ...newSitter, username: 'fresh_name', email: 'KEEPER@example.com' });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({
      code: 'auth.email_taken',
      message: API_ERRORS.emailTakenForStaff,
      fieldErrors: { email: API_ERRORS.emailTakenForStaff },
    });
    expect(API_ERRORS.emailTakenForStaff).not.toMatch(/sign in/i);
  });

  it("validates with the spec's messages and refuses the homeowner role", async () => {
    const short = await admin.post('/api/admin/users', { ...newSitter, username: 'ab', email: 'ab@example.com' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: VALIDATION.usernameMin, fieldErrors: { username: VALIDATION.usernameMin } });
    const homeowner = await admin.post('/api/admin/users', {
      ...newSitter,
      username: 'new_home',
      email: 'home@example.com',
      role: 'homeowner',
    });
    expect(homeowner.status).toBe(400);
    expect(((await homeowner.json()) as { fieldErrors: Record<string, string> }).fieldErrors.role).toBeDefined();
  });

  // Decision 017: the admin types no password; the account's owner sets one from the invitation.
  it('refuses a password chosen by the admin and creates nothing', async () => {
    const response = await admin.post('/api/admin/users', {
      ...newSitter,
      username: 'quinn_sitter',
      email: 'quinn@example.com',
      password: 'an admin chosen secret',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string; fieldErrors: Record<string, string> }).fieldErrors.password).toMatch(/\S/);
    expect(await t.db.select().from(users).where(eq(users.username, 'quinn_sitter'))).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const username of ['home_one', 'keeper']) {
      const client = t.client();
      await signIn(client, username);
      for (const response of [
        await client.get('/api/admin/users'),
        await client.post('/api/admin/users', { ...newSitter, username: 'sneaky', email: 's@example.com' }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
      }
    }
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
    expect((await t.db.select().from(users).where(eq(users.username, 'sneaky'))).length).toBe(0);
  });
});

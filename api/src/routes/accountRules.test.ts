/** The API refuses what the settings and registration forms refuse: a phone nobody could call, the same password as new. */
import { ACCOUNT_TEXT, VALIDATION } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { insertUser, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let client: TestClient;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await insertUser(t.db, { username: 'rules', phone: '781-555-0100' })).id;
  client = t.client();
  await signIn(client, 'rules');
});
afterAll(async () => {
  await t.close();
});

describe('account rules at the API', () => {
  it('refuses a phone that is not a number, and keeps the one on file', async () => {
    const response = await client.put('/api/account/profile', { firstName: 'Rae', lastName: 'Rules', phone: 'call my cell' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'request.invalid', fieldErrors: { phone: VALIDATION.invalidPhone } });
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    expect(row?.phone).toBe('781-555-0100');
    expect((await client.put('/api/account/profile', { firstName: 'Rae', lastName: 'Rules', phone: '+1 (781) 555-0142' })).status).toBe(
      200,
    );
  });

  it('refuses the current password as the new one, and ends no session', async () => {
    const other = t.client();
    await signIn(other, 'rules');
    const response = await client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'request.invalid', fieldErrors: { newPassword: ACCOUNT_TEXT.passwordUnchanged } });
    expect((await other.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a registration whose phone is not a number', async () => {
    const response = await t.client().post('/api/auth/register', {
      username: 'newphone',
      email: 'newphone@example.com',
      password: 'a-good-secret-9',
      firstName: 'New',
      lastName: 'Phone',
      phone: '12',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { phone: VALIDATION.invalidPhone } });
  });
});

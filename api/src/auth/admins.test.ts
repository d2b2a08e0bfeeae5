import { VALIDATION } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { createAdminAccount } from './admins.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('createAdminAccount (the create-admin command)', () => {
  it('creates an admin who can sign in', async () => {
    const result = await createAdminAccount(t.db, {
      username: 'chief',
      email: 'chief@example.com',
      password: 'long enough',
      firstName: 'Chief',
      lastName: 'Admin',
    });
    expect(result).toMatchObject({ ok: true, user: { username: 'chief', role: 'admin' } });
    const client = t.client();
    expect((await client.post('/api/auth/login', { username: 'chief', password: 'long enough' })).status).toBe(200);
    expect((await client.get('/api/admin/stats')).status).toBe(200);
  });

  it('applies the registration rules and refuses taken names', async () => {
    await insertUser(t.db, { username: 'taken', email: 'taken@example.com' });
    expect(await createAdminAccount(t.db, { username: 'x', email: 'bad', password: '1', firstName: 'A', lastName: 'B' })).toEqual({
      ok: false,
      errors: [`username: ${VALIDATION.usernameMin}`, `email: ${VALIDATION.invalidEmail}`, `password: ${VALIDATION.passwordMin}`],
    });
    expect(
      await createAdminAccount(t.db, {
        username: 'deputy',
        email: 'd@example.com',
        password: 'Deborah2026!',
        firstName: 'Deborah',
        lastName: 'Puty',
      }),
    ).toEqual({
      ok: false,
      errors: [`password: ${VALIDATION.passwordGuessable}`],
    });
    const taken = await createAdminAccount(t.db, {
      username: 'TAKEN',
      email: 'TAKEN@example.com',
      password: 'long enough',
      firstName: 'A',
      lastName: 'B',
    });
    expect(taken.ok).toBe(false);
    expect(!taken.ok && taken.errors).toHaveLength(2);
  });
});

/**
 * Inputs that answered 500 on several endpoints (an offset or id at or past
 * 2^63, a NUL in a search, an object where a string belongs, an object with a `toString` key)
 * answer 400 with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let admin: TestClient, owner: TestClient, anonymous: TestClient;
let visitId: number;
beforeAll(async () => {
  t = await createTestApp();
  const ownerRow = await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  visitId = (await insertVisit(t.db, { homeownerId: ownerRow.id, scheduledDate: '2026-06-25T13:00:00Z' })).id;
  admin = t.client();
  await signIn(admin, 'admin');
  owner = t.client();
  await signIn(owner, 'owner');
  anonymous = t.client();
});
afterAll(async () => {
  await t.close();
});

const HUGE = '9223372036854775808';

describe('bad input answers 400, never 500', () => {
  it.each([
    ['offset ≥ 2^63 on /api/visits', () => owner.get(`/api/visits?offset=${HUGE}`)],
    ['offset ≥ 2^63 on the admin homeowners list', () => admin.get(`/api/admin/users/homeowners?offset=${HUGE}`)],
    ['offset ≥ 2^63 on location requests', () => admin.get(`/api/admin/location-requests?offset=${HUGE}`)],
    ['homeownerId ≥ 2^63 on the admin visits list', () => admin.get(`/api/admin/jobs?homeownerId=${HUGE}`)],
    ['search=%00 on the admin homeowners list', () => admin.get('/api/admin/users/homeowners?search=%00')],
    ['an object as the username at sign-in', () => anonymous.post('/api/auth/login', { username: { $gt: '' }, password: 'x' })],
    ['an object as a message body', () => owner.post(`/api/visits/${visitId}/messages`, { body: { text: 'hi' } })],
    ['an id ≥ 2^63 in a body', () => admin.patch(`/api/admin/jobs/${visitId}/assign`, { sitterId: 9223372036854775808 })],
    [
      'an array as a location request name',
      () =>
        anonymous.post('/api/location-requests', {
          fullName: ['Ada'],
          email: 'ada@example.com',
          phone: '781-555-0100',
          requestedCity: 'Salem',
        }),
    ],
  ])('%s', async (_name, send) => {
    const response = await send();
    const body = (await response.json()) as { code: string; message: string };
    expect({ status: response.status, code: body.code }).toMatchObject({ status: 400 });
    expect(body.message).toMatch(/\S/);
  });

  // JSON gives these objects an own toString that is not a function: quoting them in a refusal
  // message threw, so they answered 500 (fuzz.test.ts sends them to every field of every body).
  it.each([
    ['plan', () => owner.post('/api/checkout/quote', { plan: { toString: 'x' } })],
    ['status', () => admin.put(`/api/admin/jobs/${visitId}/status`, { status: { toString: 'x', valueOf: 'y' } })],
    [
      'role',
      () =>
        admin.post('/api/admin/users', {
          username: 'staff1',
          email: 's@example.com',
          firstName: 'S',
          lastName: 'T',
          role: { toString: 'x' },
        }),
    ],
  ])('an object with a toString key as %s answers 400 naming the field', async (field, send) => {
    const response = await send();
    const body = (await response.json()) as { fieldErrors?: Record<string, string> };
    expect(response.status).toBe(400);
    expect(body.fieldErrors?.[field]).toMatch(/\S/);
  });

  it('still cuts a huge limit to the page maximum rather than refusing it', async () => {
    expect((await owner.get(`/api/visits?limit=${HUGE}`)).status).toBe(200);
  });
});

import { BOOKING_MESSAGES, LocationRequestStruct, VALIDATION, type LocationRequest } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationRequests, type UserRow } from '../db/schema.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let t: TestApp;
let user: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  user = await insertUser(t.db, { username: 'owner' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set('2026-06-15T14:00:00Z');
  await t.db.execute(sql`delete from rate_limits`);
});

const dashboard = { fullName: 'Ada Lovelace', homeAddress: '1 Main Street, Salem, MA', email: 'ada@example.com', phone: '555-0100' };
const purchase = { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '555-0101', requestedCity: 'Swampscott' };

describe('POST /api/location-requests', () => {
  it('stores the dashboard variant, from anyone', async () => {
    const response = await t.client().post('/api/location-requests', { ...dashboard, fullName: '  Ada Lovelace ' });
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: LocationRequest };
    expect(is(request, LocationRequestStruct)).toBe(true);
    expect(request).toMatchObject({ variant: 'address', ...dashboard, requestedCity: null, createdAt: '2026-06-15T14:00:00.000Z' });
    const [row] = await t.db.select().from(locationRequests).where(sql`${locationRequests.id} = ${request.id}`);
    expect(row).toMatchObject({ userId: null, fullName: 'Ada Lovelace' });
  });

  it('stores the purchase variant with who asked, when signed in', async () => {
    const client = t.client();
    await signIn(client, 'owner');
    const response = await client.post('/api/location-requests', purchase);
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: LocationRequest };
    expect(request).toMatchObject({ variant: 'city', ...purchase, homeAddress: null });
    const [row] = await t.db.select().from(locationRequests).where(sql`${locationRequests.id} = ${request.id}`);
    expect(row?.userId).toBe(user.id);
  });

  it('validates every field with the shared schemas', async () => {
    const blank = await t.client().post('/api/location-requests', { ...dashboard, phone: ' ', fullName: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ code: 'booking.location_request_invalid', fieldErrors: { fullName: 'This field is required', phone: 'This field is required' } });
    const email = await t.client().post('/api/location-requests', { ...purchase, email: 'grace@example' });
    expect(await email.json()).toMatchObject({ code: 'booking.location_request_invalid', message: VALIDATION.invalidEmail, fieldErrors: { email: VALIDATION.invalidEmail } });
    const both = await t.client().post('/api/location-requests', { ...dashboard, requestedCity: 'Salem' });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: 'booking.location_request_invalid', fieldErrors: { homeAddress: 'Unknown field: homeAddress' } });
    expect((await t.client().post('/api/location-requests', { fullName: 'x' })).status).toBe(400);
    expect((await t.client().request('POST', '/api/location-requests', { body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('allows 5 requests an hour from one address, then answers 429 until the hour is over', async () => {
    for (let i = 0; i < 4; i++) expect((await t.client().post('/api/location-requests', dashboard)).status).toBe(201);
    // Invalid requests count too: a flood of junk is limited as well.
    expect((await t.client().post('/api/location-requests', {})).status).toBe(400);
    const limited = await t.client().post('/api/location-requests', dashboard);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'booking.location_rate_limited', message: BOOKING_MESSAGES.locationRateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBe(3600);
    t.clock.advance(60 * 60 * 1000);
    expect((await t.client().post('/api/location-requests', purchase)).status).toBe(201);
  });
});

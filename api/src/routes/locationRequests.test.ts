import { BOOKING_MESSAGES, LocationRequestStruct, VALIDATION, type LocationRequest } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationRequests, type UserRow } from '../db/schema.js';
import { renderTemplate } from '../email/templates/index.js';
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
    const [row] = await t.db
      .select()
      .from(locationRequests)
      .where(sql`${locationRequests.id} = ${request.id}`);
    expect(row).toMatchObject({ userId: null, fullName: 'Ada Lovelace' });
  });

  it('stores the purchase variant with who asked, when signed in', async () => {
    const client = t.client();
    await signIn(client, 'owner');
    const response = await client.post('/api/location-requests', purchase);
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: LocationRequest };
    expect(request).toMatchObject({ variant: 'city', ...purchase, homeAddress: null });
    const [row] = await t.db
      .select()
      .from(locationRequests)
      .where(sql`${locationRequests.id} = ${request.id}`);
    expect(row?.userId).toBe(user.id);
  });

  it('tells the person by email that their request arrived, for either dialog', async () => {
    await t.db.execute(sql`delete from pgboss.job where name = 'email'`);
    expect((await t.client().post('/api/location-requests', dashboard)).status).toBe(201);
    expect((await t.client().post('/api/location-requests', purchase)).status).toBe(201);
    const result = await t.db.execute(sql`select data from pgboss.job where name = 'email' order by created_on`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      data: { to: string; template: string; data: unknown };
    }[];
    expect(rows.map((row) => row.data)).toEqual([
      {
        to: 'ada@example.com',
        template: 'locationRequestReceived',
        data: { fullName: 'Ada Lovelace', place: '1 Main Street, Salem, MA', phone: '555-0100' },
        messageId: expect.any(String) as string,
      },
      {
        to: 'grace@example.com',
        template: 'locationRequestReceived',
        data: { fullName: 'Grace Hopper', place: 'Swampscott', phone: '555-0101' },
        messageId: expect.any(String) as string,
      },
    ]);
    const email = renderTemplate(
      'locationRequestReceived',
      { fullName: 'Grace Hopper', place: 'Swampscott', phone: '555-0101' },
      {
        publicUrl: 'https://housesit.example',
        support: { email: 'support@housesit.example', phone: '(781) 555-0142', phoneHref: '+17815550142' },
      },
    );
    expect(email.subject).toBe('We received your request to bring Housesit to your area');
    expect(email.text).toContain('During the beta Housesit serves Marblehead, MA 01945 only');
    expect(email.text).toContain('Swampscott');
  });

  it('validates every field with the shared schemas', async () => {
    const blank = await t.client().post('/api/location-requests', { ...dashboard, phone: ' ', fullName: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      code: 'booking.location_request_invalid',
      fieldErrors: { fullName: 'This field is required', phone: 'This field is required' },
    });
    const email = await t.client().post('/api/location-requests', { ...purchase, email: 'grace@example' });
    expect(await email.json()).toMatchObject({
      code: 'booking.location_request_invalid',
      message: VALIDATION.invalidEmail,
      fieldErrors: { email: VALIDATION.invalidEmail },
    });
    const both = await t.client().post('/api/location-requests', { ...dashboard, requestedCity: 'Salem' });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      code: 'booking.location_request_invalid',
      fieldErrors: { homeAddress: 'Unknown field: homeAddress' },
    });
    expect((await t.client().post('/api/location-requests', { fullName: 'x' })).status).toBe(400);
    expect(
      (await t.client().request('POST', '/api/location-requests', { body: 'not json', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
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

import { API_ERRORS, LocationRequestPageStruct, type LocationRequestPage } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationRequests } from '../db/schema.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let admin: TestClient;
const ids: number[] = [];

async function page(query = ''): Promise<LocationRequestPage> {
  const response = await admin.get(`/api/admin/location-requests${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as LocationRequestPage;
  expect(is(body, LocationRequestPageStruct)).toBe(true);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'sit', role: 'housesitter' });
  await insertUser(t.db, { username: 'adm', role: 'admin' });
  admin = t.client();
  await signIn(admin, 'adm');
  // Five requests, one minute apart; the last two at the same instant (ids break the tie).
  const at = (minute: number) => new Date(Date.UTC(2026, 5, 10, 12, minute));
  const rows = await t.db
    .insert(locationRequests)
    .values([
      { variant: 'city', fullName: 'Ann Salem', email: 'ann@example.com', phone: '555-0101', requestedCity: 'Salem', createdAt: at(0) },
      {
        variant: 'address',
        userId: owner.id,
        fullName: 'Ben Swamp',
        email: 'ben@example.com',
        phone: '555-0102',
        homeAddress: '3 Elm St, Swampscott, MA',
        createdAt: at(1),
      },
      { variant: 'city', fullName: 'Cy Lynn', email: 'cy@example.com', phone: '555-0103', requestedCity: 'Lynn', createdAt: at(2) },
      { variant: 'city', fullName: 'Di Beverly', email: 'di@example.com', phone: '555-0104', requestedCity: 'Beverly', createdAt: at(3) },
      { variant: 'city', fullName: 'Ed Peabody', email: 'ed@example.com', phone: '555-0105', requestedCity: 'Peabody', createdAt: at(3) },
    ])
    .returning({ id: locationRequests.id });
  ids.push(...rows.map((row) => row.id));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/location-requests', () => {
  it('answers 401 signed out and 403 to homeowners and sitters', async () => {
    const anonymous = await t.client().get('/api/admin/location-requests');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
    for (const username of ['owner', 'sit']) {
      const client = t.client();
      await signIn(client, username);
      const response = await client.get('/api/admin/location-requests');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
    }
  });

  it('lists every request newest first with both dialog variants', async () => {
    const body = await page();
    expect(body.total).toBe(5);
    expect(body.nextOffset).toBeNull();
    expect(body.items.map((item) => item.fullName)).toEqual(['Ed Peabody', 'Di Beverly', 'Cy Lynn', 'Ben Swamp', 'Ann Salem']);
    expect(body.items[3]).toEqual({
      id: ids[1],
      variant: 'address',
      fullName: 'Ben Swamp',
      email: 'ben@example.com',
      phone: '555-0102',
      homeAddress: '3 Elm St, Swampscott, MA',
      requestedCity: null,
      status: 'new',
      note: null,
      createdAt: '2026-06-10T12:01:00.000Z',
    });
    expect(body.items[4]).toMatchObject({ variant: 'city', requestedCity: 'Salem', homeAddress: null });
  });

  it('pages with limit and offset without gaps or repeats', async () => {
    const first = await page('?limit=2');
    const second = await page(`?limit=2&offset=${first.nextOffset}`);
    const third = await page(`?limit=2&offset=${second.nextOffset}`);
    expect([first.nextOffset, second.nextOffset, third.nextOffset]).toEqual([2, 4, null]);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual([...ids].reverse());
  });

  it('refuses a malformed limit or offset with 400', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?offset=-1']) {
      const response = await admin.get(`/api/admin/location-requests${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await page('?limit=1000')).items).toHaveLength(5);
  });
});

describe('PATCH /api/admin/location-requests/:id', () => {
  const patch = (id: number, body: unknown) => admin.patch(`/api/admin/location-requests/${id}`, body);

  it('records where the office is with a request, and its note; a blank note clears it', async () => {
    const contacted = await patch(ids[0]!, { status: 'contacted', note: '  Called, will serve Salem in spring  ' });
    expect(contacted.status).toBe(200);
    expect(await contacted.json()).toMatchObject({ id: ids[0], status: 'contacted', note: 'Called, will serve Salem in spring' });
    const listed = (await page()).items.find((item) => item.id === ids[0]);
    expect(listed).toMatchObject({ status: 'contacted', note: 'Called, will serve Salem in spring' });
    const declined = await patch(ids[0]!, { status: 'declined', note: '   ' });
    expect(await declined.json()).toMatchObject({ status: 'declined', note: null });
  });

  it('refuses an unknown status or a note too long with 400 and changes nothing, and an unknown request with 404', async () => {
    const before = (await page()).items.find((item) => item.id === ids[1]);
    for (const body of [{ status: 'lost' }, { status: 'served', note: 'x'.repeat(1001) }, {}]) {
      const response = await patch(ids[1]!, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'request.invalid' });
    }
    expect((await page()).items.find((item) => item.id === ids[1])).toEqual(before);
    expect((await patch(999999, { status: 'served' })).status).toBe(404);
  });
});

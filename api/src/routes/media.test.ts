import { API_ERRORS } from '@housesit/shared-contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema.js';
import { encodePng } from '../media/png.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let photoId: string;
const png = encodePng(2, 2, () => [200, 100, 50]);
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'neighbour' });
  const sitter = await insertUser(t.db, { username: 'assigned', role: 'housesitter' });
  await insertUser(t.db, { username: 'other_sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  const visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    status: 'completed',
    scheduledDate: '2026-06-10T14:00:00Z',
  });
  const report = await insertReport(t.db, { visitId: visit.id, completedAt: '2026-06-10T15:00:00Z' });
  photoId = await insertPhoto(t.db, t.mediaStore, { reportId: report.id, bytes: png, contentType: 'image/png' });
  for (const name of ['owner', 'neighbour', 'assigned', 'other_sitter', 'admin']) {
    clients[name] = t.client();
    await signIn(clients[name]!, name);
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/media/:id', () => {
  it.each(['owner', 'assigned', 'admin'])('serves the photo to %s with nosniff, its type and no caching', async (name) => {
    const response = await clients[name]!.get(`/api/media/${photoId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Was 'private, max-age=3600'.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it.each(['neighbour', 'other_sitter'])('answers 404 to %s, as if the photo did not exist', async (name) => {
    const response = await clients[name]!.get(`/api/media/${photoId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'media.not_found', message: API_ERRORS.notFound });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get(`/api/media/${photoId}`)).status).toBe(401);
  });

  it('answers 404 for unknown ids, malformed ids and bytes missing from the store', async () => {
    expect((await clients.admin!.get(`/api/media/${randomUUID()}`)).status).toBe(404);
    expect((await clients.admin!.get('/api/media/not-a-uuid')).status).toBe(404);
    const [row] = await t.db.select({ reportId: media.reportId }).from(media).limit(1);
    const lost = randomUUID();
    await t.db
      .insert(media)
      .values({ id: lost, reportId: row!.reportId, contentType: 'image/png', byteSize: 4, storageKey: `reports/x/${lost}.png` });
    expect((await clients.admin!.get(`/api/media/${lost}`)).status).toBe(404);
  });
});

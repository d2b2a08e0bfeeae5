import type { Report } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import type { UserRow } from '../db/schema.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { startS3Server, type TestS3Server } from '../test/s3Server.js';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/testApp.js';
import { openMediaStore } from './open.js';
import { S3MediaStore } from './s3Store.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

const s3Settings = () => {
  const env = loadEnv({ NODE_ENV: 'test', ...s3.env });
  if (env.mediaStore.kind !== 's3') throw new Error('MEDIA_STORE=s3 was not read');
  return env.mediaStore.s3;
};

describe('S3MediaStore against an S3-compatible server', () => {
  it('stores and reads bytes by key, answers null for a missing key, and deletes twice without error', async () => {
    const store = new S3MediaStore(s3Settings());
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await store.put('reports/1/a.png', bytes);
    expect(Array.from((await store.get('reports/1/a.png')) ?? [])).toEqual([1, 2, 3, 250]);
    expect(await store.get('reports/1/missing.png')).toBeNull();
    await store.delete('reports/1/a.png');
    await store.delete('reports/1/a.png');
    expect(await store.get('reports/1/a.png')).toBeNull();
    store.close();
  });

  it('refuses keys that are not server-made, before any request', async () => {
    const store = new S3MediaStore(s3Settings());
    await expect(store.put('../x', new Uint8Array([1]))).rejects.toThrow('Invalid media storage key');
    await expect(store.get('a//b')).rejects.toThrow('Invalid media storage key');
    store.close();
  });

  it('fails loudly when the bucket does not exist (a misconfiguration must not look like a missing photo)', async () => {
    const store = new S3MediaStore({ ...s3Settings(), bucket: 'no-such-bucket' });
    await expect(store.put('reports/3/a.png', new Uint8Array([1]))).rejects.toThrow();
    store.close();
  });

  it('is what MEDIA_STORE=s3 opens; the disk store stays the default', async () => {
    expect(await openMediaStore({ ...loadEnv({ NODE_ENV: 'test', ...s3.env }) })).toBeInstanceOf(S3MediaStore);
    expect(await openMediaStore(loadEnv({ NODE_ENV: 'test' }))).not.toBeInstanceOf(S3MediaStore);
  });
});

describe('two API instances sharing one database and one S3 store', () => {
  let database: TestDatabase;
  let a: TestApp, b: TestApp;
  let owner: UserRow, sitter: UserRow;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Each instance has its own DATA_DIR (its own disk): only the object store is shared.
    a = await createTestApp({ database, env: s3.env });
    b = await createTestApp({ database, env: s3.env });
    owner = await insertUser(a.db, { username: 'owner' });
    sitter = await insertUser(a.db, { username: 'sitter', role: 'housesitter' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('serves through instance B a photo uploaded through instance A, to the homeowner only', async () => {
    const visit = await insertVisit(a.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: '2026-06-15T13:00:00Z',
    });
    const report = await insertReport(a.db, { visitId: visit.id });
    const sitterOnA = a.client();
    await signIn(sitterOnA, 'sitter');
    const png = smallPng(3, 2);
    const uploaded = await sitterOnA.patch(`/api/report/${report.id}/add-photo`, { mediaUrl: dataUrl(png) });
    expect(uploaded.status).toBe(200);
    const url = ((await uploaded.json()) as { report: Report }).report.mediaUrls[0]!;
    // Browsers get the API's checked path, never an address in the bucket.
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const ownerOnB = b.client();
    await signIn(ownerOnB, 'owner');
    const served = await ownerOnB.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const strangerOnB = b.client();
    await insertUser(b.db, { username: 'stranger' });
    await signIn(strangerOnB, 'stranger');
    expect((await strangerOnB.get(url)).status).toBe(404);
  });
});

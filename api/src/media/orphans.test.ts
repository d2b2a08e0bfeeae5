/**
 * A process killed during an upload left photo bytes that no row pointed at.
 * Uploads are now recorded before their bytes are stored, and the sweep removes what a dead
 * upload left behind once it is an hour old, and nothing else.
 */
import { eq } from 'drizzle-orm';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, pendingUploads } from '../db/schema.js';
import { dataUrl, smallPng } from '../test/images.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { addPhoto } from '../visits/photos.js';
import { ORPHAN_AGE_MS, sweepOrphanedUploads } from './orphans.js';
import type { MediaStore } from './store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const filesOf = async (reportId: number) => readdir(join(t.mediaDir, 'reports', String(reportId))).catch(() => [] as string[]);
const sweep = () => sweepOrphanedUploads({ db: t.db, mediaStore: t.mediaStore, clock: t.clock, logError: () => {} });

describe('uploads a killed process left behind', () => {
  it('are recorded before their bytes, and swept an hour later while finished uploads stay', async () => {
    const owner = await insertUser(t.db, { username: 'orphan_owner' });
    const sitter = await insertUser(t.db, { username: 'orphan_sitter', role: 'housesitter' });
    const visit = await insertVisit(t.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: '2026-06-15T13:00:00Z',
    });
    const { id: reportId } = await insertReport(t.db, { visitId: visit.id });

    // The process 'dies' right after the bytes are stored: nothing after put() runs.
    const dying: MediaStore = {
      put: async (key, bytes) => {
        await t.mediaStore.put(key, bytes);
        throw new Error('killed -9');
      },
      get: (key) => t.mediaStore.get(key),
      delete: (key) => t.mediaStore.delete(key),
    };
    await expect(
      addPhoto({ db: t.db, clock: t.clock, mediaStore: dying, logError: () => {} }, visit, reportId, dataUrl(smallPng(3, 3))),
    ).rejects.toThrow('killed -9');
    expect(await filesOf(reportId)).toHaveLength(1);
    expect(await t.db.select().from(media).where(eq(media.reportId, reportId))).toEqual([]);
    expect(await t.db.select().from(pendingUploads)).toHaveLength(1);

    // A finished upload leaves no pending row.
    const client = t.client();
    await signIn(client, 'orphan_sitter');
    expect((await client.patch(`/api/report/${reportId}/add-photo`, { mediaUrl: dataUrl(smallPng(4, 4)) })).status).toBe(200);
    expect(await filesOf(reportId)).toHaveLength(2);
    expect(await t.db.select().from(pendingUploads)).toHaveLength(1);

    // Younger than an hour: it may still be an upload in progress on another instance.
    t.clock.advance(ORPHAN_AGE_MS - 60_000);
    expect(await sweep()).toBe(0);
    expect(await filesOf(reportId)).toHaveLength(2);

    t.clock.advance(2 * 60_000);
    expect(await sweep()).toBe(1);
    const [kept] = await t.db.select({ storageKey: media.storageKey }).from(media).where(eq(media.reportId, reportId));
    expect((await filesOf(reportId)).map((name) => `reports/${reportId}/${name}`)).toEqual([kept!.storageKey]);
    expect(await t.db.select().from(pendingUploads)).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it('removes half-written files of the disk store once they are an hour old', async () => {
    const dir = join(t.mediaDir, 'reports', '999');
    await mkdir(dir, { recursive: true });
    const old = join(dir, 'a.png.1234.partial');
    const fresh = join(dir, 'b.png.5678.partial');
    await writeFile(old, 'half');
    await writeFile(fresh, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await t.mediaStore.sweepPartials!(new Date(Date.now() - ORPHAN_AGE_MS))).toBe(1);
    expect(await readdir(dir)).toEqual(['b.png.5678.partial']);
  });
});

import {
  API_ERRORS,
  LIFECYCLE_MESSAGES,
  PHOTO_MAX_BYTES,
  ReportStruct,
  VISIT_ERRORS,
  type ErrorCode,
  type Report,
  type Visit,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, reports, visits, type UserRow } from '../db/schema.js';
import { dataUrl, gifHeader, jpegHeader, pngHeader, smallPng, webpHeader } from '../test/images.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { EXTRA_API_ERRORS } from '../http/errors.js';
import { LIFECYCLE_EXTRA_MESSAGES } from '../visits/lifecycle.js';
import { addPhoto } from '../visits/photos.js';

let t: TestApp;
let owner: UserRow, sitter: UserRow;
const names = ['owner', 'neighbour', 'sitter', 'other_sitter', 'admin'] as const;
const c = {} as Record<(typeof names)[number], TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'neighbour' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'other_sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of names) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});

async function visitIn(status: VisitStatus, withReport = status !== 'scheduled') {
  const visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, status, scheduledDate: '2026-06-15T13:00:00Z' });
  const report = withReport ? await insertReport(t.db, { visitId: visit.id }) : null;
  return { visit, reportId: report?.id ?? 0 };
}

const upload = (client: TestClient, reportId: number, mediaUrl: unknown) => client.patch(`/api/report/${reportId}/add-photo`, { mediaUrl });
const photoCount = async (reportId: number) => (await t.db.select().from(media).where(eq(media.reportId, reportId))).length;
const storedFiles = async (reportId: number) => readdir(join(t.mediaDir, 'reports', String(reportId))).catch(() => [] as string[]);

async function expectError(response: Response, status: number, code: ErrorCode, body: Record<string, unknown>) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code, ...body });
}

/** A refused photo's answer: the message, also beside the form's field. */
const photoRefusal = (message: string) => ({ message, fieldErrors: { mediaUrl: message } });

describe('PATCH /api/report/:reportId/add-photo', () => {
  it('accepts a real PNG whatever the data URL claims, stores it under a server key and answers the report', async () => {
    const { reportId } = await visitIn('in_progress');
    const png = smallPng(5, 4);
    const response = await upload(c.sitter, reportId, dataUrl(png, 'text/plain'));
    expect(response.status).toBe(200);
    const { report } = (await response.json()) as { report: Report };
    expect(is(report, ReportStruct)).toBe(true);
    expect(report.id).toBe(reportId);
    expect(report.mediaUrls).toHaveLength(1);
    const [row] = await t.db.select().from(media).where(eq(media.reportId, reportId));
    expect(report.mediaUrls[0]).toBe(`/api/media/${row!.id}`);
    expect(row).toMatchObject({ contentType: 'image/png', byteSize: png.length, storageKey: `reports/${reportId}/${row!.id}.png` });
    expect(Buffer.from((await t.mediaStore.get(row!.storageKey))!).equals(png)).toBe(true);
  });

  it('serves the stored photo only to the homeowner, the assigned sitter and admins', async () => {
    const { reportId } = await visitIn('in_progress');
    const png = smallPng(2, 2);
    const { report } = (await (await upload(c.admin, reportId, dataUrl(png))).json()) as { report: Report };
    const url = report.mediaUrls[0]!;
    for (const name of ['owner', 'sitter', 'admin'] as const) {
      const response = await c[name].get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    }
    for (const name of ['neighbour', 'other_sitter'] as const) {
      await expectError(await c[name].get(url), 404, 'media.not_found', { message: API_ERRORS.notFound });
    }
    expect((await t.client().get(url)).status).toBe(401);
  });

  it.each([
    ['JPEG', jpegHeader(1200, 900), 'image/jpeg', 'jpg'],
    ['GIF', gifHeader(64, 64), 'image/gif', 'gif'],
    ['WebP', webpHeader('VP8 ', 640, 480), 'image/webp', 'webp'],
  ])('accepts a %s and records its real type', async (_name, bytes, contentType, extension) => {
    const { reportId } = await visitIn('in_progress');
    expect((await upload(c.sitter, reportId, dataUrl(bytes, 'application/octet-stream'))).status).toBe(200);
    const [row] = await t.db.select().from(media).where(eq(media.reportId, reportId));
    expect(row).toMatchObject({ contentType, storageKey: `reports/${reportId}/${row!.id}.${extension}` });
  });

  it('refuses a text file that claims to be a PNG', async () => {
    const { reportId } = await visitIn('in_progress');
    await expectError(
      await upload(c.sitter, reportId, dataUrl(Buffer.from('not a picture at all'), 'image/png')),
      400,
      'visit.photo_invalid',
      photoRefusal(LIFECYCLE_MESSAGES.notAnImage),
    );
    await expectError(
      await upload(c.sitter, reportId, 'https://example.com/photo.png'),
      400,
      'visit.photo_invalid',
      photoRefusal(LIFECYCLE_MESSAGES.notAnImage),
    );
    expect(await photoCount(reportId)).toBe(0);
    expect(await storedFiles(reportId)).toEqual([]);
  });

  it('refuses a photo over 10 MB (400) and a body far over the limit (413)', async () => {
    const { reportId } = await visitIn('in_progress');
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    smallPng().copy(big);
    await expectError(
      await upload(c.sitter, reportId, dataUrl(big)),
      400,
      'visit.photo_invalid',
      photoRefusal(LIFECYCLE_MESSAGES.imageTooLarge),
    );
    const huge = await upload(c.sitter, reportId, 'data:image/png;base64,' + 'A'.repeat(15 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 'request.too_large', message: EXTRA_API_ERRORS.payloadTooLarge });
    expect(await photoCount(reportId)).toBe(0);
  });

  it('keeps the 100 KB limit for other routes', async () => {
    const response = await c.sitter.patch('/api/visit/1/complete', { notes: 'x'.repeat(200 * 1024) });
    expect(response.status).toBe(413);
  });

  it('refuses a PNG whose header declares 100000 × 100000 pixels', async () => {
    const { reportId } = await visitIn('in_progress');
    await expectError(
      await upload(c.sitter, reportId, dataUrl(pngHeader(100_000, 100_000))),
      400,
      'visit.photo_invalid',
      photoRefusal(LIFECYCLE_MESSAGES.imageTooManyPixels),
    );
    expect(await photoCount(reportId)).toBe(0);
  });

  it('refuses a missing or non-text mediaUrl with the field named', async () => {
    const { reportId } = await visitIn('in_progress');
    for (const body of [{}, { mediaUrl: 42 }]) {
      const response = await c.sitter.patch(`/api/report/${reportId}/add-photo`, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.mediaUrl).toBeDefined();
    }
  });

  it.each<VisitStatus>(['scheduled', 'completed', 'cancelled'])(
    'takes photos only while in progress: a %s visit answers 409',
    async (status) => {
      const { reportId } = await visitIn(status, true);
      await expectError(await upload(c.admin, reportId, dataUrl(smallPng())), 409, 'visit.not_in_progress', {
        message: LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress,
      });
      expect(await photoCount(reportId)).toBe(0);
    },
  );

  it("answers 404 to another sitter and for unknown reports, 403 to the visit's homeowner", async () => {
    const { reportId } = await visitIn('in_progress');
    await expectError(await upload(c.other_sitter, reportId, dataUrl(smallPng())), 404, 'report.not_found', {
      message: API_ERRORS.notFound,
    });
    await expectError(await upload(c.admin, 999999, dataUrl(smallPng())), 404, 'report.not_found', { message: API_ERRORS.notFound });
    await expectError(await upload(c.owner, reportId, dataUrl(smallPng())), 403, 'auth.forbidden', { message: API_ERRORS.forbidden });
    expect(await photoCount(reportId)).toBe(0);
  });

  it('deletes the stored bytes when the visit stopped being in progress meanwhile', async () => {
    const { visit, reportId } = await visitIn('in_progress');
    const [stale] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
    await t.db.update(visits).set({ status: 'completed' }).where(eq(visits.id, visit.id));
    const deps = { db: t.db, clock: t.clock, mediaStore: t.mediaStore, logError: () => {} };
    await expect(addPhoto(deps, stale!, reportId, dataUrl(smallPng()))).rejects.toThrow(LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress);
    expect(await photoCount(reportId)).toBe(0);
    expect(await storedFiles(reportId)).toEqual([]);
  });
});

describe('PATCH /api/visit/:id/add-photo', () => {
  it('starts a scheduled visit without a report and asks for a retry (409), then takes the photo', async () => {
    const { visit } = await visitIn('scheduled');
    const path = `/api/visit/${visit.id}/add-photo`;
    await expectError(await c.sitter.patch(path, { mediaUrl: dataUrl(smallPng()) }), 409, 'visit.retry_upload', {
      message: LIFECYCLE_MESSAGES.startedRetryUpload,
      retry: true,
    });
    const [row] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row?.status).toBe('in_progress');
    const [report] = await t.db.select().from(reports).where(eq(reports.visitId, visit.id));
    expect(report?.checkInAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await photoCount(report!.id)).toBe(0);

    const retry = await c.sitter.patch(path, { mediaUrl: dataUrl(smallPng()) });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { report: Report }).report).toMatchObject({
      id: report!.id,
      mediaUrls: [expect.stringMatching(/^\/api\/media\//)],
    });
  });

  it('does not start the visit for a file that is not an image', async () => {
    const { visit } = await visitIn('scheduled');
    await expectError(
      await c.admin.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: dataUrl(Buffer.from('hello')) }),
      400,
      'visit.photo_invalid',
      photoRefusal(LIFECYCLE_MESSAGES.notAnImage),
    );
    expect((await t.db.select().from(visits).where(eq(visits.id, visit.id)))[0]?.status).toBe('scheduled');
  });

  it.each<VisitStatus>(['in_progress', 'completed', 'cancelled'])(
    "answers 404 'No report found for this visit' for a %s visit without a report",
    async (status) => {
      const { visit } = await visitIn(status, false);
      await expectError(
        await c.admin.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: dataUrl(smallPng()) }),
        404,
        'visit.no_report',
        { message: VISIT_ERRORS.noReport },
      );
    },
  );

  it('answers 404 to another sitter and 403 to the homeowner', async () => {
    const { visit } = await visitIn('scheduled');
    await expectError(
      await c.other_sitter.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: dataUrl(smallPng()) }),
      404,
      'visit.not_found',
      { message: API_ERRORS.notFound },
    );
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: dataUrl(smallPng()) }), 403, 'auth.forbidden', {
      message: API_ERRORS.forbidden,
    });
    expect((await t.db.select().from(visits).where(eq(visits.id, visit.id)))[0]?.status).toBe('scheduled');
  });
});

describe('the whole visit, as the admin queue runs it', () => {
  it('start, complete refused without a photo, two photos, complete; the homeowner sees the report with both', async () => {
    const { visit } = await visitIn('scheduled');
    const started = (await (await c.admin.patch(`/api/visit/${visit.id}/start`)).json()) as { visit: Visit };
    const reportId = started.visit.report!.id;
    expect((await c.admin.patch(`/api/visit/${visit.id}/complete`, {})).status).toBe(400);
    for (const size of [3, 6]) expect((await upload(c.admin, reportId, dataUrl(smallPng(size, size)))).status).toBe(200);
    const done = await c.admin.patch(`/api/visit/${visit.id}/complete`, { notes: 'All good' });
    expect(done.status).toBe(200);

    const mine = (await (await c.owner.get('/api/visits?status=completed')).json()) as { items: Visit[] };
    const seen = mine.items.find((item) => item.id === visit.id);
    expect(seen?.report).toMatchObject({ notes: 'All good', mediaUrls: [expect.any(String), expect.any(String)] });
    for (const url of seen!.report!.mediaUrls) expect((await c.owner.get(url)).status).toBe(200);
    // And nothing more is added once it is completed.
    await expectError(await upload(c.admin, reportId, dataUrl(smallPng())), 409, 'visit.not_in_progress', {
      message: LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress,
    });
  });
});

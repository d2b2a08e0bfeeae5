import {
  SHELL_BOOT_ELEMENT_ID,
  pageAnswerKey,
  type ShellBoot,
  type Visit,
  type VisitPage,
  type VisitResponse,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../db/schema.js';
import { insertPhoto, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// A sitter gets a visit's access instructions only while the visit is still to do: today or later
// in Marblehead, neither completed nor cancelled. Homeowners and admins keep seeing all of theirs.
// Clock: 2026-06-15T14:00:00Z = Monday 15 June, 10:00 in Marblehead (EDT, UTC-4).
const SHELL_HTML = '<!doctype html><html><head><title>Housesit</title></head><body><div id=root></div></body></html>';
const JOBS_LIST = '/api/visits?limit=100&offset=0';
let webRoot: string;
let t: TestApp;
let sitter: TestClient, owner: TestClient, admin: TestClient;
const ids: Record<string, number> = {};
const note = (key: string) => `Lockbox code for ${key}`;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-notes-'));
  await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1' } });
  const home = await insertUser(t.db, { username: 'notes_owner' });
  const s = await insertUser(t.db, { username: 'notes_sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'notes_admin', role: 'admin' });
  const visit = async (key: string, scheduledDate: string, status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled') => {
    const row = await insertVisit(t.db, { homeownerId: home.id, sitterId: s.id, status, scheduledDate });
    await t.db
      .update(visits)
      .set({ accessInstructions: note(key) })
      .where(eq(visits.id, row.id));
    ids[key] = row.id;
  };
  await visit('yesterdayDone', '2026-06-14T14:00:00Z', 'completed');
  await visit('yesterdayOpen', '2026-06-14T18:00:00Z', 'in_progress');
  // 23:30 on Sunday 14 June in Marblehead, already Monday in UTC: yesterday.
  await visit('lateYesterday', '2026-06-15T03:30:00Z', 'scheduled');
  await visit('todayEarly', '2026-06-15T12:00:00Z', 'scheduled');
  await visit('todayDone', '2026-06-15T13:00:00Z', 'completed');
  await visit('tomorrow', '2026-06-16T14:00:00Z', 'scheduled');
  await visit('cancelled', '2026-06-22T14:00:00Z', 'cancelled');
  [sitter, owner, admin] = [t.client(), t.client(), t.client()];
  await signIn(sitter, 'notes_sitter');
  await signIn(owner, 'notes_owner');
  await signIn(admin, 'notes_admin');
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** Each visit's access instructions by key, as `items` carry them. */
function notesOf(items: readonly Visit[]): Record<string, string | null> {
  const byId = new Map(items.map((item) => [item.id, item.accessInstructions]));
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, byId.has(id) ? (byId.get(id) ?? null) : 'not listed']));
}

async function listed(client: TestClient, url: string): Promise<Record<string, string | null>> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return notesOf(((await response.json()) as VisitPage).items);
}

const SITTER_SEES = {
  yesterdayDone: null,
  yesterdayOpen: null,
  lateYesterday: null,
  todayEarly: note('todayEarly'),
  todayDone: null,
  tomorrow: note('tomorrow'),
  cancelled: null,
};

describe("a sitter's access instructions", () => {
  it('come with visits of today and to come only, not with past, completed or cancelled ones', async () => {
    expect(await listed(sitter, JOBS_LIST)).toEqual(SITTER_SEES);
    expect(await listed(sitter, '/api/visits?when=past')).toMatchObject({ yesterdayDone: null, yesterdayOpen: null, todayDone: null });
  });

  it("are the same in the jobs page's first answers", async () => {
    const html = await (await sitter.get('/housesitter/jobs')).text();
    const json = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    const answers = (JSON.parse(json ?? '{}') as ShellBoot).answers ?? {};
    const page = answers[pageAnswerKey(JOBS_LIST) ?? ''] as VisitPage | undefined;
    expect(notesOf(page?.items ?? [])).toEqual(SITTER_SEES);
  });

  it("stay with the homeowner's and the admins' visits, past and done ones too", async () => {
    const all = Object.fromEntries(Object.keys(ids).map((key) => [key, note(key)]));
    expect(await listed(owner, JOBS_LIST)).toEqual(all);
    expect(await listed(admin, '/api/admin/jobs?limit=100')).toEqual(all);
  });

  it('go away at midnight in Marblehead without any write (the page cache holds no older page)', async () => {
    expect((await listed(sitter, JOBS_LIST)).todayEarly).toBe(note('todayEarly'));
    // 00:30 on Tuesday 16 June in Marblehead (within the session's day, so its page is cacheable):
    // Monday's visit is yesterday's now, Tuesday's is today's.
    t.clock.set('2026-06-16T04:30:00Z');
    try {
      expect(await listed(sitter, JOBS_LIST)).toMatchObject({ todayEarly: null, tomorrow: note('tomorrow') });
    } finally {
      t.clock.set('2026-06-15T14:00:00Z');
    }
  });

  it("come with today's visit in the answer of a lifecycle step, and not once it is completed", async () => {
    const started = await sitter.patch(`/api/visit/${ids.todayEarly}/start`, {});
    expect(started.status).toBe(200);
    const { visit } = (await started.json()) as VisitResponse;
    expect(visit.accessInstructions).toBe(note('todayEarly'));
    await insertPhoto(t.db, t.mediaStore, { reportId: visit.report!.id });
    const completed = await sitter.patch(`/api/visit/${ids.todayEarly}/complete`, {});
    const body = (await completed.json()) as VisitResponse;
    expect(completed.status, JSON.stringify(body)).toBe(200);
    expect(body.visit.accessInstructions).toBeNull();
    expect((await listed(admin, '/api/admin/jobs?limit=100')).todayEarly).toBe(note('todayEarly'));
  });
});

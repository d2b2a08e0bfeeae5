import { type Visit, type VisitPage, type VisitResponse } from '@housesit/shared-contracts';
import { pageAnswerKey, SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shell/server';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../db/schema.js';
import { insertPhoto, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { writeAreaBuilds, writeShellBuild } from '../test/shellBuild.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// No visit answer carries access text (decision 024): a home's access details are sealed and
// opened only by a reveal. An old row still holding plain text (before the start-up step seals it,
// access/bookedNotes.ts) reaches no sitter, homeowner or admin list, no page's first answers and
// no lifecycle answer. Clock: 2026-06-15T14:00:00Z = Monday 15 June, 10:00 in Marblehead (EDT).
const JOBS_LIST = '/api/visits?limit=100&offset=0';
let webRoot: string;
let t: TestApp;
let sitter: TestClient, owner: TestClient, admin: TestClient;
const ids: Record<string, number> = {};
const note = (key: string) => `Lockbox code for ${key}`;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-notes-'));
  await writeShellBuild(webRoot);
  await writeAreaBuilds(webRoot);
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

/** The visits of `items` by key, with any access text a visit carries ('not listed' when absent). */
function notesOf(items: readonly Visit[]): Record<string, string | null> {
  const byId = new Map(items.map((item) => [item.id, item]));
  return Object.fromEntries(
    Object.entries(ids).map(([key, id]) => {
      const item = byId.get(id) as (Visit & { accessInstructions?: unknown }) | undefined;
      return [key, item ? (item.accessInstructions === undefined ? null : String(item.accessInstructions)) : 'not listed'];
    }),
  );
}

async function listed(client: TestClient, url: string): Promise<Record<string, string | null>> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const text = await response.text();
  for (const key of Object.keys(ids)) expect(text).not.toContain(note(key));
  return notesOf((JSON.parse(text) as VisitPage).items);
}

const NONE = Object.fromEntries(
  ['yesterdayDone', 'yesterdayOpen', 'lateYesterday', 'todayEarly', 'todayDone', 'tomorrow', 'cancelled'].map((key) => [key, null]),
);

describe('access text typed at booking', () => {
  it("is in none of the sitter's lists, today's visits and those to come included", async () => {
    expect(await listed(sitter, JOBS_LIST)).toEqual(NONE);
    expect(await listed(sitter, '/api/visits?when=today')).toMatchObject({ todayEarly: null, todayDone: null });
    expect(await listed(sitter, '/api/visits?when=past')).toMatchObject({ yesterdayDone: null, yesterdayOpen: null, todayDone: null });
  });

  it("is not in the jobs page's first answers", async () => {
    const html = await (await sitter.get('/housesitter/jobs')).text();
    for (const key of Object.keys(ids)) expect(html).not.toContain(note(key));
    const json = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    const answers = (JSON.parse(json ?? '{}') as ShellBoot).answers ?? {};
    const page = answers[pageAnswerKey(JOBS_LIST) ?? ''] as VisitPage | undefined;
    expect(page?.items.length).toBeGreaterThan(0);
    expect(notesOf(page?.items ?? [])).toEqual(NONE);
  });

  it("is not in the homeowner's or the admins' lists either", async () => {
    expect(await listed(owner, JOBS_LIST)).toEqual(NONE);
    expect(await listed(admin, '/api/admin/jobs?limit=100')).toEqual(NONE);
    expect(await listed(admin, `/api/admin/jobs?search=${ids.todayEarly}`)).toMatchObject({ todayEarly: null });
  });

  it("is not in a lifecycle step's answer", async () => {
    const started = await sitter.patch(`/api/visit/${ids.todayEarly}/start`, {});
    expect(started.status).toBe(200);
    const text = await started.text();
    expect(text).not.toContain(note('todayEarly'));
    const { visit } = JSON.parse(text) as VisitResponse;
    expect(visit).not.toHaveProperty('accessInstructions');
    await insertPhoto(t.db, t.mediaStore, { reportId: visit.report!.id });
    const completed = await sitter.patch(`/api/visit/${ids.todayEarly}/complete`, {});
    expect(completed.status).toBe(200);
    expect(await completed.text()).not.toContain(note('todayEarly'));
  });
});

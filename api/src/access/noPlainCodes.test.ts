/**
 * The keys to a home stay secret (decision 024): after a home's access details are saved with
 * distinctive codes, a booking typed with its own code, the owner changing the door code, the
 * sitter's and an admin's reveals, an admin's change, messages, the visit's start and completion
 * and the emails and notifications all of that sends (each through the app's normal paths, the
 * email worker delivering to an SMTP server), no code appears in plain text anywhere: not in
 * any column of any row of any table of the database (every table of every schema the app uses,
 * the job queue's included), not in a log line the API wrote (one JSON line per request and
 * every error it reported), not in an email.
 */
import type { AccessDetails, Visit } from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open.js';
import { payments, visits } from '../db/schema.js';
import { createLogger } from '../ops/logger.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertPhoto, insertUser, signIn } from '../test/fixtures.js';
import { startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestClient } from '../test/testApp.js';

const KEY = randomBytes(32);
const HOME = '8 Washington Street, Marblehead, MA 01945';
const DETAILS: AccessDetails = {
  doorCode: 'Dq7-88413',
  lockboxCode: 'Lbx-55213',
  alarmCode: 'Alm-60417',
  keyLocation: 'Behind the Zephyr-3391 birdhouse',
  gate: 'Gate-77K41',
  wifiNetwork: 'Nw-Harbor-5127',
  wifiPassword: 'Wpw-sea-33109',
  alarmCompany: 'Vigil-4420 Alarms',
  keyHolder: 'housesit',
  keyNumber: 'HSK-44718',
};
const NEW_DOOR = 'Dq7-99022';
const ADMIN_ALARM = 'Alm-71356';
const BOOKED = 'Booked-side-door-55217';
const CODES = [...(Object.values(DETAILS) as string[]).filter((value) => value !== 'housesit'), NEW_DOOR, ADMIN_ALARM, BOOKED];

let m: MailedApp;
const logLines: string[] = [];
const reported: string[] = [];
const c = {} as Record<'owner' | 'sitter' | 'admin', TestClient>;
let sitterId: number;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every row of every table of the app's schemas, each row as PostgreSQL writes it as text. */
async function dumpEveryTable(db: Database): Promise<{ tables: string[]; text: string }> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
  );
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const rows = rowsOf<{ row: string }>(await db.execute(sql.raw(`select t::text as row from ${quoted} t`)));
    parts.push(`-- ${schema}.${name}`, ...rows.map((row) => row.row));
  }
  return { tables: tables.map(({ schema, name }) => `${schema}.${name}`), text: parts.join('\n') };
}

beforeAll(async () => {
  const logger = createLogger('trace', { write: (line: string) => void logLines.push(line) });
  m = await startMailedApp({
    env: { ACCESS_KEY: KEY.toString('base64') },
    logger,
    logError: (message, error) => void reported.push(`${message} ${error instanceof Error ? error.stack : JSON.stringify(error)}`),
  });
  const t = m.app;
  await insertUser(t.db, { username: 'owner' });
  sitterId = (await insertUser(t.db, { username: 'sitter', role: 'housesitter' })).id;
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'sitter', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await m.close();
});

describe('no access code in plain text', () => {
  it('anywhere in the database, the logs or the emails after a booking, reveals, edits, messages and a visit', async () => {
    const t = m.app;
    // Booked with access text of its own, paid (the booking-confirmed email).
    const booked = await c.owner.post(
      '/api/checkout',
      checkoutBody({
        dates: ['2026-06-22'],
        plan: 'standard',
        taskIds: [],
        access: { lockboxPurchased: false, customInstructions: BOOKED },
      }),
    );
    expect(booked.status).toBe(201);
    const checkoutId = decodeURIComponent(((await booked.json()) as { url: string }).url.split('/').pop() ?? '');
    const paid = await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    const [visit] = await t.db.select().from(visits).where(eq(visits.bookingId, payment!.bookingId)).orderBy(asc(visits.id));
    const visitId = visit!.id;

    // The owner saves the details (their notes are the booked text), then changes the door code.
    expect((await c.owner.put('/api/properties/access', { address: HOME, details: DETAILS })).status).toBe(200);
    expect((await c.owner.put('/api/properties/access', { address: HOME, details: { doorCode: NEW_DOOR } })).status).toBe(200);
    // An admin assigns the sitter (a notification and an email to them) and changes the alarm code with a reason.
    expect((await c.admin.patch(`/api/admin/jobs/${visitId}/assign`, { sitterId })).status).toBe(200);
    const changed = await c.admin.put(`/api/admin/visits/${visitId}/access`, {
      reason: 'Customer phoned a new alarm code',
      details: { alarmCode: ADMIN_ALARM },
    });
    expect(changed.status).toBe(200);
    // Messages both ways (new-message emails to whoever is not connected).
    for (const [who, body] of [
      ['owner', 'The door code is in the access details now.'],
      ['sitter', 'Thanks, I will look on the day.'],
    ] as const) {
      expect((await c[who].post(`/api/visits/${visitId}/messages`, { body })).status).toBe(201);
    }

    // The visit's day (Monday 22 June, morning: 8–12 in New York): a refused look, then the reveals.
    t.clock.set('2026-06-21T14:00:00Z');
    expect((await c.sitter.post(`/api/visits/${visitId}/access/reveal`)).status).toBe(403);
    t.clock.set('2026-06-22T12:30:00Z');
    const revealed = await c.sitter.post(`/api/visits/${visitId}/access/reveal`);
    expect(revealed.status).toBe(200);
    const { details } = (await revealed.json()) as { details: AccessDetails };
    expect(details).toMatchObject({ doorCode: NEW_DOOR, alarmCode: ADMIN_ALARM, lockboxCode: DETAILS.lockboxCode });
    expect(details.notes).toBe(BOOKED);
    const byAdmin = await c.admin.post(`/api/visits/${visitId}/access/reveal`, { reason: 'Sitter called, locked out' });
    expect(byAdmin.status).toBe(200);
    // The owner's list of reveals, the visit lists, the sitter's and admin's views.
    expect((await c.owner.get(`/api/properties/access/reveals?address=${encodeURIComponent(HOME)}`)).status).toBe(200);
    for (const [who, url] of [
      ['sitter', '/api/visits?limit=100'],
      ['owner', '/api/visits?limit=100'],
      ['admin', '/api/admin/jobs?limit=100'],
    ] as const) {
      const listed = await c[who].get(url);
      expect(listed.status).toBe(200);
      const text = await listed.text();
      expect((JSON.parse(text) as { items: Visit[] }).items.map((item) => item.id)).toContain(visitId);
      for (const code of CODES) expect(text, `${code} in ${who}'s ${url}`).not.toContain(code);
    }
    // The visit: started, a photo, completed (the owner's notification and email).
    const started = await c.sitter.patch(`/api/visit/${visitId}/start`, {});
    expect(started.status).toBe(200);
    const startedVisit = ((await started.json()) as { visit: Visit }).visit;
    for (const task of startedVisit.tasks) {
      expect((await c.sitter.patch(`/api/visit/${visitId}/tasks/${task.id}`, { isCompleted: true })).status).toBe(200);
    }
    await insertPhoto(t.db, t.mediaStore, { reportId: startedVisit.report!.id });
    expect((await c.sitter.patch(`/api/visit/${visitId}/complete`, {})).status).toBe(200);

    // Every email queued by then is delivered.
    // A loaded machine may need a retry of a send: the worker backs off, so wait long enough for one.
    await expect.poll(() => m.jobsWaiting(), { timeout: 60_000, interval: 250 }).toBe(0);
    const emails = m.smtp.received.map((mail) => mail.raw.toString('utf8'));
    expect(emails.length).toBeGreaterThanOrEqual(3);

    const dump = await dumpEveryTable(t.db);
    // The dump really holds everything: the app's tables, the job queue's, and what was written.
    expect(dump.tables).toEqual(
      expect.arrayContaining(['public.property_access', 'public.access_reveals', 'public.messages', 'pgboss.job']),
    );
    expect(dump.text).toContain(HOME);
    expect(dump.text).toContain('The door code is in the access details now.');
    expect(dump.text).toContain('Customer phoned a new alarm code');
    // The log holds a line per request, the reveals' included.
    expect(logLines.some((line) => line.includes('/api/visits/:id/access/reveal'))).toBe(true);

    const places: Array<[string, string]> = [
      ['the database dump', dump.text],
      ['the log', logLines.join('\n')],
      ['the reported errors', reported.join('\n')],
      ...emails.map((email, i): [string, string] => [`email ${i + 1}`, email]),
    ];
    const found = places.flatMap(([place, text]) => CODES.filter((code) => text.includes(code)).map((code) => `${code} in ${place}`));
    expect(found).toEqual([]);
  });
});

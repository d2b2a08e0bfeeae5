/**
 * Who is coming: a sitter's profile (text and photo) from /settings, what a visit's customer
 * learns of their assigned sitter (first name, photo, profile; never the surname, email or
 * phone), who may load the photo, and the day-before reminder email that names the sitter.
 */
import {
  SITTER_PROFILE_MAX,
  SITTER_PROFILE_TEXT,
  type AppNotification,
  type NotificationList,
  type Visit,
  type VisitPage,
} from '@housesit/shared-contracts';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { recipient, startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestApp, TestClient } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';
import { sendVisitReminders } from '../visits/reminders.js';

const PUBLIC_URL = 'https://housesit.example';
const PROFILE = 'Lifelong Marblehead resident; I water plants like they are my own.';

let mailed: MailedApp;
let t: TestApp;
let olivia: UserRow, nora: UserRow, sam: UserRow, sky: UserRow;
const c = {} as Record<'olivia' | 'nora' | 'sam' | 'sky' | 'admin', TestClient>;

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL } });
  t = mailed.app;
  olivia = await insertUser(t.db, { username: 'olivia', firstName: 'Olivia', email: 'olivia@example.com' });
  nora = await insertUser(t.db, { username: 'nora', firstName: 'Nora', email: 'nora@example.com' });
  sam = await insertUser(t.db, {
    username: 'sam',
    firstName: 'Sam',
    lastName: 'Reedsurname',
    role: 'housesitter',
    email: 'sam.private@example.com',
    phone: '781-555-0142',
  });
  sky = await insertUser(t.db, { username: 'sky', firstName: 'Sky', lastName: 'Mosssurname', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['olivia', 'nora', 'sam', 'sky', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await mailed.close();
});

const api = (client: TestClient) => typedClient(client).account;

describe('PUT /api/account/sitter-profile', () => {
  it('saves the text and a photo checked by its bytes, and GET answers them', async () => {
    const saved = await api(c.sam).updateSitterProfile({ profile: `  ${PROFILE}  `, photo: dataUrl(smallPng()) });
    expect(saved.ok && saved.data.profile).toBe(PROFILE);
    expect(saved.ok && saved.data.photoUrl).toMatch(/^\/api\/media\/sitter\/[0-9a-f-]{36}$/);
    expect(await api(c.sam).sitterProfile()).toEqual(saved);
    const photo = await c.sam.get((saved.ok && saved.data.photoUrl) || '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
  });

  it(`refuses a profile over ${SITTER_PROFILE_MAX} characters with account.profile_too_long, and changes nothing`, async () => {
    const before = await api(c.sky).sitterProfile();
    const refused = await c.sky.put('/api/account/sitter-profile', { profile: 'x'.repeat(SITTER_PROFILE_MAX + 1) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'account.profile_too_long',
      message: SITTER_PROFILE_TEXT.tooLong,
      fieldErrors: { profile: SITTER_PROFILE_TEXT.tooLong },
    });
    expect(await api(c.sky).sitterProfile()).toEqual(before);
    // Exactly the limit is fine; surrounding spaces do not count.
    const atLimit = await api(c.sky).updateSitterProfile({ profile: ` ${'y'.repeat(SITTER_PROFILE_MAX)} ` });
    expect(atLimit.ok && atLimit.data.profile).toHaveLength(SITTER_PROFILE_MAX);
  });

  it('refuses a photo that is not an image (account.photo_invalid), a body of the wrong shape, and anyone not a sitter', async () => {
    const notImage = await c.sky.put('/api/account/sitter-profile', { profile: 'Hi', photo: 'data:image/png;base64,aGVsbG8gd29ybGQ=' });
    expect(notImage.status).toBe(400);
    const body = (await notImage.json()) as { code: string; fieldErrors: Record<string, string> };
    expect(body.code).toBe('account.photo_invalid');
    expect(body.fieldErrors).toHaveProperty('photo');
    const wrongShape = await c.sky.put('/api/account/sitter-profile', { profile: 42 });
    expect(wrongShape.status).toBe(400);
    expect(((await wrongShape.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty('profile');
    expect((await api(c.olivia).updateSitterProfile({ profile: 'Hi' })).status).toBe(403);
    expect((await api(c.admin).sitterProfile()).status).toBe(403);
    expect((await api(t.client()).sitterProfile()).status).toBe(401);
  });

  it('a blank text clears it, and removePhoto takes the photo away (its old address then serves nothing)', async () => {
    const withPhoto = await api(c.sky).updateSitterProfile({ profile: 'Temp', photo: dataUrl(smallPng()) });
    const oldUrl = (withPhoto.ok && withPhoto.data.photoUrl) || '';
    expect((await c.sky.get(oldUrl)).status).toBe(200);
    expect(await api(c.sky).updateSitterProfile({ profile: '   ', removePhoto: true })).toEqual({
      ok: true,
      status: 200,
      data: { profile: null, photoUrl: null },
    });
    expect((await c.sky.get(oldUrl)).status).toBe(404);
  });
});

describe("the customer's visit: who is coming", () => {
  let samsVisit: number, openVisit: number, norasVisit: number;
  let samPhoto: string;

  beforeAll(async () => {
    const saved = await api(c.sam).updateSitterProfile({ profile: PROFILE, photo: dataUrl(smallPng()) });
    samPhoto = (saved.ok && saved.data.photoUrl) || '';
    await api(c.sky).updateSitterProfile({ profile: 'Sky here.', photo: dataUrl(smallPng()) });
    samsVisit = (await insertVisit(t.db, { homeownerId: olivia.id, sitterId: sam.id, scheduledDate: '2026-06-24T12:00:00Z' })).id;
    openVisit = (await insertVisit(t.db, { homeownerId: olivia.id, scheduledDate: '2026-06-25T12:00:00Z' })).id;
    norasVisit = (await insertVisit(t.db, { homeownerId: nora.id, sitterId: sky.id, scheduledDate: '2026-06-24T12:00:00Z' })).id;
  });

  async function oliviasVisits(): Promise<{ text: string; items: Visit[] }> {
    const response = await c.olivia.get('/api/visits?when=upcoming');
    const text = await response.text();
    return { text, items: (JSON.parse(text) as VisitPage).items };
  }

  it('gives the customer the assigned sitter’s first name, photo and profile only', async () => {
    const { text, items } = await oliviasVisits();
    const visit = items.find((item) => item.id === samsVisit);
    expect(visit?.sitterCard).toStrictEqual({ firstName: 'Sam', photoUrl: samPhoto, profile: PROFILE });
    expect(visit?.assignedSitter).toStrictEqual({ id: sam.id, firstName: 'Sam', lastName: '' });
    // Nothing else of the sitter anywhere in the answer.
    for (const secret of ['Reedsurname', 'sam.private@example.com', '781-555-0142']) expect(text).not.toContain(secret);
  });

  it('says no sitter while none is assigned, and nothing of other sitters', async () => {
    const { text, items } = await oliviasVisits();
    expect(items.find((item) => item.id === openVisit)).toMatchObject({ assignedSitter: null, sitterCard: null });
    expect(items.some((item) => item.id === norasVisit)).toBe(false);
    for (const other of ['Sky', 'Sky here.', 'Mosssurname']) expect(text).not.toContain(other);
  });

  it('staff still see the full name', async () => {
    const page = (await (await c.admin.get(`/api/admin/jobs?search=%23${samsVisit}`)).json()) as VisitPage;
    expect(page.items[0]?.assignedSitter).toStrictEqual({ id: sam.id, firstName: 'Sam', lastName: 'Reedsurname' });
  });

  it('serves the sitter’s photo to their customer, the sitter and admins, and 404 to anyone else', async () => {
    const status = async (client: TestClient, url = samPhoto) => (await client.get(url)).status;
    expect(await status(c.olivia)).toBe(200);
    expect(await status(c.sam)).toBe(200);
    expect(await status(c.admin)).toBe(200);
    expect(await status(c.nora)).toBe(404);
    expect(await status(c.sky)).toBe(404);
    expect(await status(t.client())).toBe(401);
    // Olivia is no customer of Sky's: Sky's photo is not hers to see.
    const skyPhoto = (await api(c.sky).sitterProfile()).data as { photoUrl: string };
    expect(await status(c.olivia, skyPhoto.photoUrl)).toBe(404);
    expect(await status(c.nora, skyPhoto.photoUrl)).toBe(200);
  });
});

describe('the day-before reminder', () => {
  let owner: UserRow;

  beforeAll(async () => {
    owner = await insertUser(t.db, { username: 'rita', firstName: 'Rita', email: 'rita@example.com' });
    await api(c.sam).updateSitterProfile({ profile: PROFILE });
  });

  /** A session begun at the clock's now (the tests move the clock weeks ahead, past older sessions). */
  async function signedIn(username: string): Promise<TestClient> {
    const client = t.client();
    await signIn(client, username);
    return client;
  }

  const mailsTo = (to: string): ParsedMail[] => mailed.smtp.received.map((mail) => mail.parsed).filter((mail) => recipient(mail) === to);
  const reminders = async (visitId: number): Promise<AppNotification[]> =>
    ((await (await (await signedIn('rita')).get('/api/notifications')).json()) as NotificationList).items.filter(
      (note) => note.visitId === visitId && note.type === 'visitReminder',
    );

  it('emails the customer at 08:00 the day before, with the day and window in New York and the sitter’s first name and profile', async () => {
    // Tuesday 14 July 2026, Morning (8–12): 12:00 UTC is 08:00 in New York (EDT).
    const visit = await insertVisit(t.db, {
      homeownerId: owner.id,
      sitterId: sam.id,
      scheduledDate: '2026-07-14T12:00:00Z',
      timeWindow: 'morning',
      planType: 'extended',
      address: '8 Washington Street, Marblehead, MA 01945',
    });
    // Monday 13 July, 07:59 in New York: too early.
    t.clock.set('2026-07-13T11:59:00Z');
    expect(await sendVisitReminders(t.db, t.clock.now())).toBe(0);
    // 08:00 on the day before: sent, once.
    t.clock.set('2026-07-13T12:00:00Z');
    expect(await sendVisitReminders(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await sendVisitReminders(t.db, t.clock.now())).toBe(0);

    await expect.poll(() => mailsTo('rita@example.com').length, { timeout: 15_000 }).toBe(1);
    const mail = mailsTo('rita@example.com')[0]!;
    expect(mail.subject).toBe('Reminder: your visit tomorrow, Tuesday, July 14, 2026');
    expect(mail.text).toContain('Hi Rita,');
    expect(mail.text).toContain('Your Extended Visit is tomorrow, Tuesday, July 14, 2026 · Morning (8–12). Sam is coming.');
    expect(mail.text).toMatch(/Your sitter:\s+Sam/);
    expect(mail.text).toContain(`> ${PROFILE}`);
    expect(mail.html).toContain('Sam is coming.');
    expect(mail.text).toContain(`${PUBLIC_URL}/homeowner/visits`);
    for (const secret of ['Reedsurname', 'sam.private@example.com', '781-555-0142']) expect(mail.text).not.toContain(secret);
    // An optional email: its footer carries the one-click unsubscribe.
    expect(mail.text).toContain(`${PUBLIC_URL}/api/email/unsubscribe?token=`);

    expect(await reminders(visit.id)).toEqual([
      expect.objectContaining({
        type: 'visitReminder',
        details: expect.objectContaining({ date: '2026-07-14', timeWindow: 'morning', sitterName: 'Sam' }),
      }),
    ]);
  });

  it('says plainly when no sitter is assigned, and follows the customer’s email choices (the notification stays)', async () => {
    const open = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-07-21T20:00:00Z', timeWindow: 'evening' });
    t.clock.set('2026-07-20T13:00:00Z');
    expect(await sendVisitReminders(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailsTo('rita@example.com').length, { timeout: 15_000 }).toBe(2);
    const mail = mailsTo('rita@example.com')[1]!;
    expect(mail.text).toContain(`Tuesday, July 21, 2026 · Evening (4–8). ${SITTER_PROFILE_TEXT.noSitter}`);

    const rita = await signedIn('rita');
    expect((await rita.put('/api/account/email-preferences', { visitUpdates: false, messages: true })).status).toBe(200);
    const quiet = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-07-28T12:00:00Z' });
    t.clock.set('2026-07-27T12:30:00Z');
    expect(await sendVisitReminders(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailed.jobsWaiting(), { timeout: 15_000 }).toBe(0);
    expect(mailsTo('rita@example.com')).toHaveLength(2);
    expect(await reminders(quiet.id)).toHaveLength(1);
    expect(await reminders(open.id)).toHaveLength(1);
  });

  it('reminds again when the visit moves to another day', async () => {
    await (await signedIn('rita')).put('/api/account/email-preferences', { visitUpdates: true, messages: true });
    const visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-08-04T12:00:00Z' });
    t.clock.set('2026-08-03T12:00:00Z');
    await sendVisitReminders(t.db, t.clock.now());
    expect(await reminders(visit.id)).toHaveLength(1);
    const moved = await (
      await signedIn('admin')
    ).patch(`/api/visit/${visit.id}/reschedule`, {
      date: '2026-08-11',
      timeWindow: 'morning',
      reason: 'Asked to',
    });
    expect(moved.status).toBe(200);
    t.clock.set('2026-08-10T12:00:00Z');
    await sendVisitReminders(t.db, t.clock.now());
    expect(await reminders(visit.id)).toHaveLength(2);
  });
});

/**
 * Everyone a change to a visit affects is told, in the app (stored notification) and by email
 * (delivered by the worker to a real SMTP server), with the visit's new day and window: a
 * reschedule by the customer or by an admin, an admin's cancel (the customer's email carries the
 * reason typed), and a reassignment (the sitter who lost the visit and the customer).
 */
import { SITTER_DAILY_VISIT_LIMIT, type AppNotification, type NotificationList } from '@housesit/shared-contracts';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { recipient, startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestSmtpServer } from '../test/smtpServer.js';
import type { TestApp, TestClient } from '../test/testApp.js';

// The test clock stands at 2026-06-15T14:00:00Z: June 15, 10:00 in New York.
const PUBLIC_URL = 'https://housesit.test';
let mailed: MailedApp;
let t: TestApp;
let server: TestSmtpServer;
let owner: UserRow, sam: UserRow, sky: UserRow;
const c = {} as Record<'owner' | 'sam' | 'sky' | 'admin', TestClient>;
const jobsWaiting = () => mailed.jobsWaiting();

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL } });
  ({ app: t, smtp: server } = mailed);
  owner = await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  sam = await insertUser(t.db, { username: 'sam', firstName: 'Sam', lastName: 'Reed', role: 'housesitter', email: 'sam@example.com' });
  sky = await insertUser(t.db, { username: 'sky', firstName: 'Sky', lastName: 'Moss', role: 'housesitter', email: 'sky@example.com' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'sam', 'sky', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterEach(async () => {
  await expect.poll(jobsWaiting, { timeout: 15_000 }).toBe(0);
  server.received.length = 0;
  await c.sam.put('/api/account/email-preferences', { visitUpdates: true, messages: true });
});
afterAll(async () => {
  await mailed.close();
});

/** The one email delivered to `to` whose subject starts with `subject` (waits for the worker). */
async function mailTo(to: string, subject: string): Promise<ParsedMail> {
  const find = () =>
    server.received.map((mail) => mail.parsed).filter((mail) => recipient(mail) === to && mail.subject?.startsWith(subject));
  await expect.poll(() => find().length, { timeout: 15_000 }).toBe(1);
  return find()[0]!;
}

/** The user's notifications about one visit, newest first. */
async function notesOf(client: TestClient, visitId: number): Promise<AppNotification[]> {
  const list = (await (await client.get('/api/notifications')).json()) as NotificationList;
  return list.items.filter((note) => note.visitId === visitId);
}

/** A scheduled Morning visit of Olivia's on `date`, assigned to Sam. */
const samsVisitOn = (date: string) =>
  insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sam.id,
    scheduledDate: `${date}T14:00:00Z`,
    address: '8 Washington Street, Marblehead, MA 01945',
    planType: 'extended',
  });

describe('a reschedule', () => {
  it('by the customer tells the customer and the assigned sitter, in the app and by email, with the new day and window', async () => {
    const visit = await samsVisitOn('2026-06-22');
    expect((await c.owner.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-06-29', timeWindow: 'evening' })).status).toBe(200);

    const moved = { date: '2026-06-29', timeWindow: 'evening', previousDate: '2026-06-22', previousTimeWindow: 'morning' };
    expect(await notesOf(c.owner, visit.id)).toEqual([
      expect.objectContaining({ type: 'visitRescheduled', details: expect.objectContaining(moved) }),
    ]);
    expect(await notesOf(c.sam, visit.id)).toEqual([
      expect.objectContaining({ type: 'sitterVisitRescheduled', details: expect.objectContaining(moved) }),
    ]);

    const customer = await mailTo('olivia@example.com', 'Visit moved');
    expect(customer.subject).toBe('Visit moved: Monday, June 29, 2026');
    expect(customer.text).toContain('Hi Olivia,');
    expect(customer.text).toMatch(/New date:\s+Monday, June 29, 2026 · Evening \(4–8\)/);
    expect(customer.text).toMatch(/Was:\s+Monday, June 22, 2026 · Morning \(8–12\)/);
    expect(customer.text).toMatch(/Sitter:\s+Sam/);
    expect(customer.text).toContain(`${PUBLIC_URL}/homeowner/visits`);
    const sitter = await mailTo('sam@example.com', 'Visit moved');
    expect(sitter.text).toContain('Hi Sam,');
    expect(sitter.text).toMatch(/New date:\s+Monday, June 29, 2026 · Evening \(4–8\)/);
    expect(sitter.text).toMatch(/Address:\s+8 Washington Street, Marblehead, MA 01945/);
    expect(sitter.text).toContain(`${PUBLIC_URL}/housesitter/jobs`);
  });

  it('by an admin tells both too; a sitter who turned visit updates off gets the notification but no email', async () => {
    await c.sam.put('/api/account/email-preferences', { visitUpdates: false, messages: true });
    const visit = await samsVisitOn('2026-06-17');
    const response = await c.admin.patch(`/api/visit/${visit.id}/reschedule`, {
      date: '2026-06-18',
      timeWindow: 'midday',
      reason: 'Customer called',
    });
    expect(response.status).toBe(200);

    const moved = { date: '2026-06-18', timeWindow: 'midday', previousDate: '2026-06-17', previousTimeWindow: 'morning' };
    expect(await notesOf(c.owner, visit.id)).toEqual([
      expect.objectContaining({ type: 'visitRescheduled', details: expect.objectContaining(moved) }),
    ]);
    expect(await notesOf(c.sam, visit.id)).toEqual([
      expect.objectContaining({ type: 'sitterVisitRescheduled', details: expect.objectContaining(moved) }),
    ]);
    const customer = await mailTo('olivia@example.com', 'Visit moved');
    expect(customer.text).toMatch(/New date:\s+Thursday, June 18, 2026 · Midday \(12–4\)/);
    await expect.poll(jobsWaiting, { timeout: 15_000 }).toBe(0);
    expect(server.received.map((mail) => recipient(mail.parsed))).not.toContain('sam@example.com');
  });

  it('onto a day the sitter has full tells the sitter the visit is no longer theirs, and the customer', async () => {
    for (let i = 0; i < SITTER_DAILY_VISIT_LIMIT; i++) await samsVisitOn('2026-07-10');
    const visit = await samsVisitOn('2026-07-08');
    const response = await c.owner.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-07-10', timeWindow: 'evening' });
    expect(await response.json()).toMatchObject({ sitterUnassigned: true });

    expect(await notesOf(c.sam, visit.id)).toEqual([
      expect.objectContaining({
        type: 'sitterVisitUnassigned',
        details: expect.objectContaining({ date: '2026-07-08', timeWindow: 'morning' }),
      }),
    ]);
    expect((await notesOf(c.owner, visit.id)).map((note) => note.type).sort()).toEqual(['visitRescheduled', 'visitSitterUnassigned']);
    const sitter = await mailTo('sam@example.com', 'Visit taken off your schedule');
    expect(sitter.text).toMatch(/Date:\s+Wednesday, July 8, 2026 · Morning \(8–12\)/);
    const customer = await mailTo('olivia@example.com', 'Visit moved');
    expect(customer.text).toContain('Sam is not free then: we will assign another sitter and tell you who.');
  });
});

describe('an admin’s cancel', () => {
  it('emails the customer the reason the admin typed, and tells the assigned sitter', async () => {
    const visit = await samsVisitOn('2026-06-18');
    const response = await c.admin.patch(`/api/visit/${visit.id}/cancel`, { reason: 'Storm warning for Marblehead', refund: false });
    expect(response.status).toBe(200);

    const customer = await mailTo('olivia@example.com', 'Visit cancelled');
    expect(customer.text).toMatch(/Reason:\s+Storm warning for Marblehead/);
    expect(await notesOf(c.owner, visit.id)).toEqual([
      expect.objectContaining({
        type: 'visitCancelled',
        details: expect.objectContaining({ date: '2026-06-18', reason: 'Storm warning for Marblehead' }),
      }),
    ]);
    expect(await notesOf(c.sam, visit.id)).toEqual([
      expect.objectContaining({
        type: 'sitterVisitCancelled',
        details: expect.objectContaining({ date: '2026-06-18', timeWindow: 'morning' }),
      }),
    ]);
    const sitter = await mailTo('sam@example.com', 'Visit cancelled');
    expect(sitter.subject).toBe('Visit cancelled: Thursday, June 18, 2026');
    expect(sitter.text).toMatch(/Date:\s+Thursday, June 18, 2026 · Morning \(8–12\)/);
  });
});

describe('a reassignment', () => {
  it('tells the sitter who lost the visit, the new sitter and the customer who will come', async () => {
    const visit = await samsVisitOn('2026-06-24');
    expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sky.id })).status).toBe(200);

    expect(await notesOf(c.sam, visit.id)).toEqual([
      expect.objectContaining({
        type: 'sitterVisitUnassigned',
        details: expect.objectContaining({ date: '2026-06-24', timeWindow: 'morning' }),
      }),
    ]);
    expect(await notesOf(c.sky, visit.id)).toEqual([expect.objectContaining({ type: 'sitterVisitAssigned' })]);
    expect(await notesOf(c.owner, visit.id)).toEqual([
      expect.objectContaining({ type: 'visitSitterAssigned', details: expect.objectContaining({ sitterName: 'Sky', date: '2026-06-24' }) }),
    ]);
    const lost = await mailTo('sam@example.com', 'Visit taken off your schedule');
    expect(lost.text).toMatch(/Date:\s+Wednesday, June 24, 2026 · Morning \(8–12\)/);
    await mailTo('sky@example.com', 'New visit assigned');
    const customer = await mailTo('olivia@example.com', 'Your sitter');
    expect(customer.subject).toBe('Your sitter for Wednesday, June 24, 2026: Sky');
    expect(customer.text).toMatch(/Sitter:\s+Sky/);
    expect(customer.text).toMatch(/Date:\s+Wednesday, June 24, 2026 · Morning \(8–12\)/);

    // Taken back with nobody in their place: Sky and the customer are told.
    expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: null })).status).toBe(200);
    expect((await notesOf(c.sky, visit.id)).map((note) => note.type)).toEqual(['sitterVisitUnassigned', 'sitterVisitAssigned']);
    expect((await notesOf(c.owner, visit.id))[0]).toMatchObject({ type: 'visitSitterUnassigned', details: { sitterName: 'Sky' } });
  });
});

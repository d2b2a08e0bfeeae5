/**
 * The visit emails and the optional categories (decision 011), end to end: a sitter completes a
 * visit or an admin assigns one, the email is queued in that transaction, the worker delivers it
 * to a real SMTP server, mailparser reads it. Opting out (in /settings or by the one-click link)
 * stops only optional categories; receipts always go; a forged link changes nothing.
 */
import type { EmailPreferences } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reports, users, visitTasks, type UserRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { countEmailJobs, recipient, startMailedApp, type MailedApp } from '../test/mailedApp.js';
import { sampleBookingConfirmed, type TestSmtpServer } from '../test/smtpServer.js';
import type { TestApp, TestClient } from '../test/testApp.js';
import { enqueueEmail } from './enqueue.js';
import { emailLinkSecret } from './linkSecret.js';
import { unsubscribeToken } from './unsubscribe.js';

const PUBLIC_URL = 'https://housesit.test';
let mailed: MailedApp;
let t: TestApp;
let server: TestSmtpServer;
let owner: UserRow, sitter: UserRow, otherSitter: UserRow;
const c = {} as Record<'owner' | 'sitter' | 'admin' | 'anonymous', TestClient>;
const jobsWaiting = () => mailed.jobsWaiting();
const jobCount = () => countEmailJobs(t.db);

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL, SUPPORT_EMAIL: 'help@housesit.test', SUPPORT_PHONE: '(617) 555-0100' } });
  ({ app: t, smtp: server } = mailed);
  owner = await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  sitter = await insertUser(t.db, { username: 'sitter', firstName: 'Sam', role: 'housesitter', email: 'sam@example.com' });
  otherSitter = await insertUser(t.db, { username: 'sitter2', firstName: 'Sky', role: 'housesitter', email: 'sky@example.com' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'sitter', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  c.anonymous = t.client();
});
afterEach(async () => {
  // Every test starts receiving everything, with an empty mailbox once the queue has drained.
  await expect.poll(jobsWaiting, { timeout: 15_000 }).toBe(0);
  server.received.length = 0;
  await c.owner.put('/api/account/email-preferences', { visitUpdates: true, messages: true });
  await c.sitter.put('/api/account/email-preferences', { visitUpdates: true, messages: true });
});
afterAll(async () => {
  await mailed.close();
});

const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((item) => item.key === name.toLowerCase());
  return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : undefined;
};

/** A visit of the owner's, in progress since 13:30 with a photo (the test clock says 14:00), one task not done. */
async function visitToComplete() {
  const visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    status: 'in_progress',
    scheduledDate: '2026-06-15T13:00:00Z',
    address: '8 Washington Street, Marblehead, MA 01945',
    tasks: [
      { name: 'Security check', category: 'security_check', isCompleted: true },
      { name: 'Water plants', category: 'plant_care', isCompleted: false },
    ],
  });
  const report = await insertReport(t.db, { visitId: visit.id });
  await t.db
    .update(reports)
    .set({ checkInAt: new Date('2026-06-15T12:55:00Z') })
    .where(eq(reports.id, report.id));
  await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
  const [open] = await t.db
    .select({ id: visitTasks.id })
    .from(visitTasks)
    .where(eq(visitTasks.visitId, visit.id))
    .orderBy(visitTasks.position)
    .offset(1);
  return { visit, openTaskId: open!.id };
}

async function complete(): Promise<void> {
  const { visit, openTaskId } = await visitToComplete();
  const response = await c.sitter.patch(`/api/visit/${visit.id}/complete`, {
    notes: 'All quiet. The mail is on the kitchen table.',
    taskReasons: { [openTaskId]: 'The soil was still wet' },
  });
  expect(response.status).toBe(200);
}

describe('visit completed', () => {
  it('reaches the homeowner with the report link, duration, notes, tasks not done and a one-click unsubscribe', async () => {
    await complete();
    const [received] = await server.waitFor(1);
    const mail = received!.parsed;
    expect(recipient(mail)).toBe('olivia@example.com');
    expect(mail.subject).toBe('Visit completed: Monday, June 15, 2026');
    expect(mail.text).toContain('Hi Olivia,');
    expect(mail.text).toContain('Sam has completed your visit.');
    expect(mail.text).toMatch(/Date:\s+Monday, June 15, 2026 · Morning \(8–12\)/);
    expect(mail.text).toMatch(/Address:\s+8 Washington Street, Marblehead, MA 01945/);
    // Checked in at 12:55, checked out at 14:00 (the test clock).
    expect(mail.text).toMatch(/Duration:\s+1 h 5 min/);
    expect(mail.text).toContain('Notes from Sam: All quiet. The mail is on the kitchen table.');
    expect(mail.text).toMatch(/Water plants:\s+The soil was still wet/);
    expect(mail.text).not.toContain('Security check');
    expect(mail.text).toContain(`View the report: ${PUBLIC_URL}/reports`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reports"`);
    expect(mail.text).toContain('help@housesit.test · (617) 555-0100');
    // RFC 8058 headers and the footer's two links.
    const token = unsubscribeToken(await emailLinkSecret(t.db, null), owner.id, 'visitUpdates');
    const link = `${PUBLIC_URL}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe from these emails: ${link}`);
    expect(mail.text).toContain(`Manage email settings: ${PUBLIC_URL}/settings`);
    expect(mail.html).toContain(`>Unsubscribe from these emails</a>`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/settings"`);
  });
});

describe('visit assigned', () => {
  it('reaches the sitter an admin assigns, with the date, address and their jobs link; not again for the same sitter', async () => {
    // 16:00 in New York: the evening window's start.
    const visit = await insertVisit(t.db, {
      homeownerId: owner.id,
      scheduledDate: '2026-06-22T20:00:00Z',
      timeWindow: 'evening',
      address: '1 Front Street, Marblehead, MA 01945',
      planType: 'extended',
    });
    expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sitter.id })).status).toBe(200);
    // The sitter and the customer (who is told who comes) are emailed.
    const mails = await server.waitFor(2);
    expect(mails.map((m) => recipient(m.parsed)).sort()).toEqual(['olivia@example.com', 'sam@example.com']);
    const mail = mails.find((m) => recipient(m.parsed) === 'sam@example.com')!.parsed;
    expect(mail.subject).toBe('New visit assigned: Monday, June 22, 2026');
    expect(mail.text).toMatch(/Date:\s+Monday, June 22, 2026 · Evening \(4–8\)/);
    expect(mail.text).toMatch(/Address:\s+1 Front Street, Marblehead, MA 01945/);
    expect(mail.text).toMatch(/Plan:\s+Extended Visit/);
    expect(mail.text).toContain(`Open your jobs: ${PUBLIC_URL}/housesitter/jobs`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/housesitter/jobs"`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The same sitter again: nothing changed, nothing is queued.
    const before = await jobCount();
    expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sitter.id })).status).toBe(200);
    expect(await jobCount()).toBe(before);
    // Reassigned to another sitter: that sitter is told (and the one who lost it, and the customer).
    expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: otherSitter.id })).status).toBe(200);
    const all = await server.waitFor(5);
    expect(
      all
        .slice(2)
        .map((m) => recipient(m.parsed))
        .sort(),
    ).toEqual(['olivia@example.com', 'sam@example.com', 'sky@example.com']);
  });
});

describe('new message template', () => {
  it('carries the sender, the visit, the excerpt and an absolute link to the conversation', async () => {
    await enqueueEmail(t.db, {
      to: 'olivia@example.com',
      userId: owner.id,
      template: 'newMessage',
      data: {
        recipientFirstName: 'Olivia',
        senderName: 'Dana, Housesit',
        visitLabel: 'Standard Visit, Monday, June 22',
        excerpt: 'Your sitter will arrive at 10 <am>.',
        conversationPath: '/messages?visitId=7',
      },
    });
    const [received] = await server.waitFor(1);
    const mail = received!.parsed;
    expect(mail.subject).toBe('New message from Dana, Housesit');
    expect(mail.text).toContain('Dana, Housesit wrote about Standard Visit, Monday, June 22:');
    expect(mail.text).toContain('> Your sitter will arrive at 10 <am>.');
    expect(mail.text).toContain(`Reply: ${PUBLIC_URL}/messages?visitId=7`);
    expect(mail.html).toContain('Your sitter will arrive at 10 &#60;am&#62;.');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/messages?visitId=7"`);
    const token = unsubscribeToken(await emailLinkSecret(t.db, null), owner.id, 'messages');
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/email/unsubscribe?token=${encodeURIComponent(token)}>`);
  });
});

describe('a deactivated account', () => {
  const message = {
    recipientFirstName: 'Gale',
    senderName: 'Olivia',
    visitLabel: 'a visit',
    excerpt: 'The key is under the mat',
    conversationPath: '/admin/messages',
  };

  // Failed before: the queue took any recipient it was given.
  it('is queued nothing, whether the email names the account or only its address', async () => {
    const gone = await insertUser(t.db, { username: 'gone_admin', role: 'admin', email: 'Gale@Example.com' });
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const before = await jobCount();
    expect(await enqueueEmail(t.db, { to: gone.email, userId: gone.id, template: 'newMessage', data: message })).toBeNull();
    expect(
      await enqueueEmail(t.db, { to: 'gale@example.com', template: 'bookingConfirmed', data: sampleBookingConfirmed('Gale') }),
    ).toBeNull();
    expect(await jobCount()).toBe(before);
  });

  // Failed before: an email queued while the account was active went out after it was deactivated.
  it('is not sent what was queued before it was deactivated', async () => {
    const gone = await insertUser(t.db, { username: 'gone_sitter', role: 'housesitter', email: 'gone.sitter@example.com' });
    await t.db.transaction(async (tx) => {
      expect(await enqueueEmail(tx, { to: gone.email, userId: gone.id, template: 'newMessage', data: message })).not.toBeNull();
      await tx.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, gone.id));
    });
    // Something after it for someone active: once that arrived, the earlier one was handled.
    await enqueueEmail(t.db, {
      to: 'olivia@example.com',
      userId: owner.id,
      template: 'bookingConfirmed',
      data: sampleBookingConfirmed('Olivia'),
    });
    await server.waitFor(1);
    await expect.poll(jobsWaiting, { timeout: 15_000 }).toBe(0);
    expect(server.received.map((mail) => recipient(mail.parsed))).toEqual(['olivia@example.com']);
  });
});

describe('email preferences', () => {
  it('are all on by default and saved whole; bad input is 400 and changes nothing', async () => {
    const initial = await c.owner.get('/api/account/email-preferences');
    expect(await initial.json()).toEqual({ visitUpdates: true, messages: true });
    const saved = await c.owner.put('/api/account/email-preferences', { visitUpdates: false, messages: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ visitUpdates: false, messages: true });
    for (const body of [
      { visitUpdates: 'no', messages: true },
      { visitUpdates: true },
      { visitUpdates: true, messages: true, receipts: false },
    ]) {
      const refused = await c.owner.put('/api/account/email-preferences', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('request.invalid');
    }
    expect(await (await c.owner.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: false, messages: true });
    // Another user's choices are their own.
    expect(await (await c.sitter.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: true, messages: true });
    expect((await c.anonymous.get('/api/account/email-preferences')).status).toBe(401);
  });

  it('stop only the optional categories the user turned off; receipts always go', async () => {
    await c.owner.put('/api/account/email-preferences', { visitUpdates: false, messages: false });
    const before = await jobCount();
    await complete();
    await enqueueEmail(t.db, {
      to: 'olivia@example.com',
      userId: owner.id,
      template: 'newMessage',
      data: { recipientFirstName: 'Olivia', senderName: 'Sam', visitLabel: 'a visit', excerpt: 'Hi', conversationPath: '/messages' },
    });
    expect(await jobCount()).toBe(before);
    // The booking confirmation is a receipt: it goes whatever the user chose, with no unsubscribe link.
    await enqueueEmail(t.db, {
      to: 'olivia@example.com',
      userId: owner.id,
      template: 'bookingConfirmed',
      data: sampleBookingConfirmed('Olivia'),
    });
    // The sitter kept visit updates: their assignment still reaches them.
    const visit = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-23T14:00:00Z' });
    await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sitter.id });
    const mails = await server.waitFor(2);
    const byRecipient = Object.fromEntries(mails.map((mail) => [recipient(mail.parsed), mail.parsed]));
    expect(byRecipient['olivia@example.com']?.subject).toContain('Booking confirmed');
    expect(header(byRecipient['olivia@example.com']!, 'List-Unsubscribe')).toBeUndefined();
    expect(byRecipient['olivia@example.com']?.text).not.toContain('Unsubscribe');
    expect(byRecipient['sam@example.com']?.subject).toContain('New visit assigned');
  });
});

describe('one-click unsubscribe', () => {
  const path = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

  it('opts out on a POST with a valid token and no session (RFC 8058), once or twice', async () => {
    const token = unsubscribeToken(await emailLinkSecret(t.db, null), owner.id, 'visitUpdates');
    for (let i = 0; i < 2; i++) {
      const response = await c.anonymous.request('POST', path(token), {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ unsubscribed: true, category: 'visitUpdates' });
    }
    expect(await (await c.owner.get('/api/account/email-preferences')).json()).toEqual<EmailPreferences>({
      visitUpdates: false,
      messages: true,
    });
  });

  it('shows a confirmation page on GET that changes nothing until its button POSTs', async () => {
    const token = unsubscribeToken(await emailLinkSecret(t.db, null), sitter.id, 'messages');
    const page = await c.anonymous.request('GET', path(token), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop emailing you about messages?');
    expect(html).toContain(`<form method="post" action="/api/email/unsubscribe?token=${encodeURIComponent(token)}">`);
    expect(await (await c.sitter.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: true, messages: true });
    const done = await c.anonymous.request('POST', path(token), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('We will no longer email you about messages.');
    expect(await (await c.sitter.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: true, messages: false });
  });

  it('refuses a forged, altered or missing token with 400 and a code, changing nothing', async () => {
    const secret = await emailLinkSecret(t.db, null);
    const valid = unsubscribeToken(secret, owner.id, 'visitUpdates');
    const forged = [
      unsubscribeToken('another-secret-of-at-least-32-chars!', owner.id, 'visitUpdates'),
      valid.replace(`${owner.id}.`, `${sitter.id}.`),
      valid.replace('visitUpdates', 'messages'),
      valid.slice(0, -2),
      'nonsense',
    ];
    for (const token of forged) {
      const response = await c.anonymous.request('POST', path(token), {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('email.unsubscribe_invalid');
    }
    expect((await c.anonymous.request('POST', '/api/email/unsubscribe')).status).toBe(400);
    const page = await c.anonymous.request('GET', path('nonsense'), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('data-code="email.unsubscribe_invalid"');
    expect(await (await c.owner.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: true, messages: true });
    expect(await (await c.sitter.get('/api/account/email-preferences')).json()).toEqual({ visitUpdates: true, messages: true });
  });
});

describe('support contact', () => {
  it('answers SUPPORT_EMAIL and SUPPORT_PHONE to anyone, as every email shows them', async () => {
    const response = await c.anonymous.get('/api/support/contact');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'help@housesit.test', phone: '(617) 555-0100', phoneHref: 'tel:+16175550100' });
  });
});

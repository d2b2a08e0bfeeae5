/**
 * The customer is told of every change to their recurring plan (decision 015), in the app and by
 * email delivered over SMTP: a cadence change says from when and for how much; a cancel says
 * until when the plan runs. Both are about what they will be charged, so both emails go whatever
 * the optional-email choices are.
 */
import type { NotificationList, Subscription } from '@housesit/shared-contracts';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestSmtpServer } from '../test/smtpServer.js';
import type { TestApp, TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z; plans start June 22 and renew on the 22nd of each month.
const PUBLIC_URL = 'https://housesit.test';
let mailed: MailedApp;
let t: TestApp;
let server: TestSmtpServer;
let owner: TestClient;

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL } });
  ({ app: t, smtp: server } = mailed);
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  owner = t.client();
  await signIn(owner, 'owner');
  await owner.put('/api/account/email-preferences', { visitUpdates: false, messages: false });
});
afterAll(async () => {
  await mailed.close();
});

async function buyPlan(cadence: 'weekly' | 'biweekly'): Promise<Subscription> {
  const { url } = (await (await owner.post('/api/checkout', recurringBody(cadence))).json()) as { url: string };
  await owner.request('POST', `${url}/pay`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const { items } = (await (await owner.get('/api/subscriptions')).json()) as { items: Subscription[] };
  return items[0]!;
}

async function mail(subject: string): Promise<ParsedMail> {
  const find = () => server.received.map((m) => m.parsed).filter((m) => m.subject === subject);
  await expect.poll(() => find().length, { timeout: 15_000 }).toBe(1);
  return find()[0]!;
}

const notes = async () => ((await (await owner.get('/api/notifications')).json()) as NotificationList).items;

describe('the recurring plan', () => {
  it('tells the customer of a cadence change: from the next period, the new price', async () => {
    const plan = await buyPlan('weekly');
    expect((await owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'biweekly' })).status).toBe(200);

    expect((await notes())[0]).toMatchObject({
      type: 'planCadenceChanged',
      visitId: null,
      details: { cadence: 'biweekly', date: '2026-07-22', amountCents: 13500 },
    });
    const changed = await mail('Your plan will be bi-weekly from Wednesday, July 22, 2026');
    expect(changed.text).toContain('Hi Olivia,');
    expect(changed.text).toContain('From Wednesday, July 22, 2026, a visit every 14 days for $135.00 a month.');
    expect(changed.text).toContain(`${PUBLIC_URL}/homeowner/billing`);

    expect((await owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    expect((await notes())[0]).toMatchObject({ type: 'planCancelled', details: { date: '2026-07-22' } });
    const cancelled = await mail('Your plan is cancelled');
    expect(cancelled.text).toContain('Your Recurring Visit plan runs until Wednesday, July 22, 2026.');
    expect(cancelled.text).toContain('nothing more is charged');

    // Cancelling again is the same request: nobody is told twice.
    expect((await owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    expect((await notes()).filter((note) => note.type === 'planCancelled')).toHaveLength(1);
  });
});

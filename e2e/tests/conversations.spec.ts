/**
 * In a real Chromium through the real stack: a homeowner's message on an unassigned
 * visit reaches the admins' inbox with a live unread badge and their answer comes back live; a
 * sitter's job list shows a new assignment without a reload. Each test plays its own household
 * (fixtures/test.ts): its homeowner2, its sitter and its admin, each in a context of their own.
 */
import type { Page } from '@playwright/test';
import type { Visit, VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { pageAs } from '../fixtures/homeowner';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/** One of the homeowner's scheduled visits, taken from its sitter so the admins answer it. */
async function unassignedVisitOf(owner: Page, admin: Page): Promise<Visit> {
  const { items } = await getJson<VisitPage>(owner.request, '/api/visits?status=scheduled&when=upcoming&limit=100');
  const visit = items.at(-1);
  expect(visit, 'the homeowner has a scheduled visit').toBeTruthy();
  const unassign = await admin.request.patch(`/api/admin/jobs/${visit!.id}/assign`, { data: { sitterId: null } });
  expect(unassign.status(), await unassign.text()).toBe(200);
  return visit!;
}

const badgeIn = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).getByTestId('unread-badge');

async function unreadMessages(page: Page): Promise<number> {
  return (await getJson<{ unreadMessages: number }>(page.request, '/api/conversations/unread')).unreadMessages;
}

test.describe('conversations reach the Housesit team', () => {
  test('a message on an unassigned visit shows in the admins’ inbox live, unread, and the answer reaches the homeowner live', async ({
    browser,
    page,
    clock,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    const admin = await pageAs({ browser, clock, signInAs }, household.people.admin);
    await signInAs(page, household.people.homeowner2);
    const visit = await unassignedVisitOf(page, admin);

    await admin.goto('/admin/dashboard');
    await expect(admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ })).toBeVisible();
    // Every admin sees every household's unassigned conversations, and other tests on this
    // worker's server may have left some unread: the badge is read as a change from here.
    const before = await unreadMessages(admin);

    const started = Date.now();
    await page.goto(`/messages?visitId=${visit.id}`);
    await expect(page.getByText('Answered by Housesit team')).toBeVisible();
    const note = `New alarm code is ${Math.floor(1000 + Math.random() * 9000)}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(note);
    await page.getByRole('button', { name: 'Send' }).click();

    // The admin's badge moves without a reload.
    await expect(badgeIn(admin, 'Main')).toHaveText(String(before + 1));
    console.log(`[conversations] admin badge updated ${Date.now() - started} ms after the homeowner opened the page and sent`);

    await admin
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(admin).toHaveURL(/\/admin\/messages/);
    await admin.getByRole('tab', { name: /Unassigned visit/ }).click();
    const entry = admin.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`Visit #${visit.id}\\b`) });
    await expect(entry).toContainText(note);
    await expect(entry).toContainText('Unassigned');
    await expect(entry.getByLabel('1 unread')).toBeVisible();

    await entry.click();
    await expect(admin.getByRole('log', { name: `Messages for Visit #${visit.id}` })).toContainText(note);
    // Opening it marks it read: the badge drops back.
    await expect.poll(() => unreadMessages(admin), { message: 'the admin’s unread count after opening the conversation' }).toBe(before);

    const reply = 'Thanks, we have noted the new code.';
    await admin.getByRole('textbox', { name: 'Message' }).fill(reply);
    await admin.getByRole('button', { name: 'Send' }).click();

    // The homeowner has the conversation open: the answer arrives live, signed by the admin's first name and role.
    const ownerLog = page.getByRole('log', { name: `Messages for Visit #${visit.id}` });
    await expect(ownerLog).toContainText(reply);
    await expect(ownerLog).toContainText(`${household.people.admin.firstName}, Housesit`);
    // The inbox row lost its unread mark once read and answered, without a reload (1280 px: the
    // list stays beside the conversation).
    await expect(entry.getByLabel('1 unread')).toHaveCount(0);
    await admin.context().close();
  });

  test('a sitter’s job list shows a new assignment without a reload', async ({
    browser,
    page,
    clock,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    const admin = await pageAs({ browser, clock, signInAs }, household.people.admin);
    const owner = await pageAs({ browser, clock, signInAs }, household.people.homeowner2);
    const visit = await unassignedVisitOf(owner, admin);
    const { sitter } = household.people;
    await signInAs(page, sitter);

    await page.goto('/housesitter/jobs');
    await expectReady(page);
    await expect(page.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
    await expect(page.getByText(`Visit #${visit.id} ·`)).toHaveCount(0);

    const started = Date.now();
    const assign = await admin.request.patch(`/api/admin/jobs/${visit.id}/assign`, { data: { sitterId: sitter.id } });
    expect(assign.status(), await assign.text()).toBe(200);
    await expect(page.getByText(`Visit #${visit.id} ·`)).toBeVisible();
    console.log(`[conversations] sitter job list showed the assignment ${Date.now() - started} ms after the admin assigned it`);

    // And it goes away again when the admin takes it back.
    await admin.request.patch(`/api/admin/jobs/${visit.id}/assign`, { data: { sitterId: null } });
    await expect(page.getByText(`Visit #${visit.id} ·`)).toHaveCount(0);
    await admin.context().close();
    await owner.context().close();
  });

  test('on a desktop the open conversation and its composer sit in the first viewport (1280×800)', async ({
    page,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, household.people.homeowner);
    const { items } = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(items.length, 'the homeowner has many visits (a long list)').toBeGreaterThan(5);
    await page.goto(`/messages?visitId=${items.at(-1)!.id}`);
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeVisible();
    const box = (await send.boundingBox())!;
    expect(box.y + box.height, 'Send is above the fold').toBeLessThanOrEqual(800);
    expect(box.height, 'Send keeps a button’s height').toBeLessThan(64);
    const log = (await page
      .getByRole('log', { name: `Messages for Visit #${items.at(-1)!.id}` })
      .or(page.getByText(/No messages yet/))
      .first()
      .boundingBox())!;
    expect(log.y, 'the conversation starts in the first viewport').toBeLessThan(800);
  });
});

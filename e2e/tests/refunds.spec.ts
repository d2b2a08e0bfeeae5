import type { Page } from '@playwright/test';
import { addDaysIso, formatCents, serviceDayKey, type Payment, type RevenueReport, type VisitPage } from '@housesit/shared-contracts';
import { expect, test } from '../fixtures/test';

/**
 * Cancellation with refund end to end: a homeowner books two Extended visits, pays
 * on the sandbox, cancels the one 14 days ahead from My Visits after being told what comes
 * back, finds the refund on the billing page, and the admin's revenue drops by exactly it.
 * The admin's revenue is the whole server's: only this test writes to it while it runs (each
 * worker has its own server and runs one test at a time), so it is compared before and after.
 */

async function revenueOf(page: Page): Promise<RevenueReport> {
  const response = await page.request.get('/api/admin/revenue');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RevenueReport;
}

test('a visit cancelled 14 days ahead is refunded: billing shows it, revenue drops by it', async ({
  page,
  browser,
  household,
  signInAs,
  clock,
  health: _consoleChecked,
}) => {
  const adminContext = await browser.newContext();
  await clock.follow(adminContext);
  await signInAs(adminContext, household.people.admin);
  const admin = await adminContext.newPage();
  const before = await revenueOf(admin);

  await signInAs(page, household.people.homeowner);
  const today = serviceDayKey(clock.start);
  const [soon, later] = [addDaysIso(today, 10), addDaysIso(today, 14)];
  // My Visits finds the visit by its date: the household's own visits are on other days.
  const own = ((await (await page.request.get('/api/visits?limit=100')).json()) as VisitPage).items;
  expect(own.filter((v) => serviceDayKey(v.scheduledDate) === later)).toEqual([]);
  const checkout = await page.request.post('/api/checkout', {
    data: {
      flow: 'wizard',
      plan: 'extended',
      dates: [soon, later],
      timeWindow: 'morning',
      taskIds: [],
      property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: true },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const checkoutId = /sbx_[^/?#]+/.exec(url)?.[0];
  expect(checkoutId, `the sandbox checkout's id in ${url}`).toBeTruthy();
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay $195.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  expect((await revenueOf(admin)).totalRevenueCents).toBe(before.totalRevenueCents + 19500);

  await page.goto('/homeowner/visits');
  const longDate = new Date(`${later}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const card = page.getByRole('article').filter({ hasText: longDate });
  await card.getByRole('button', { name: 'Cancel visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await expect(dialog.getByText('$85.00 will be refunded to your card.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(page.getByText('$85.00 will be refunded to your card.').first()).toBeVisible();
  // A cancelled visit is history: it leaves Upcoming for Past.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('article').filter({ hasText: longDate }).getByText('Cancelled')).toBeVisible();

  await page.goto('/homeowner/billing');
  const payment = page.getByRole('article').filter({ hasText: 'Extended Visit × 2 + Lockbox' });
  await expect(payment.getByRole('list', { name: 'Refunds' })).toContainText('$85.00 · Refunded · Visit on');
  const payments = ((await (await page.request.get('/api/payments')).json()) as { items: Payment[] }).items;
  expect(payments.find((p) => p.checkoutId === checkoutId)).toMatchObject({ amountCents: 19500, refundedCents: 8500, status: 'completed' });

  const after = await revenueOf(admin);
  expect(after.totalRevenueCents).toBe(before.totalRevenueCents + 19500 - 8500);
  await admin.goto('/revenue');
  await expect(admin.getByText(formatCents(after.totalRevenueCents)).first()).toBeVisible();
  await adminContext.close();
});

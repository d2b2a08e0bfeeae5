import type { Page } from '@playwright/test';
import { addDaysIso, formatCents, serviceDayKey, type Payment, type RevenueReport } from '@housesit/shared-contracts';
import { expect, newHomeowner, signInByApi, test } from '../fixtures/test';

/**
 * Cancellation with refund end to end (issue 18): a homeowner books two Extended visits, pays
 * on the sandbox, cancels the one 14 days ahead from My Visits after being told what comes
 * back, finds the refund on the billing page, and the admin's revenue drops by exactly it.
 */

async function revenueOf(page: Page): Promise<RevenueReport> {
  const response = await page.request.get('/api/admin/revenue');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RevenueReport;
}

test('a visit cancelled 14 days ahead is refunded: billing shows it, revenue drops by it', async ({
  page,
  browser,
  health: _consoleChecked,
}) => {
  const admin = await browser.newPage();
  await signInByApi(admin, 'admin');
  const before = await revenueOf(admin);

  const user = newHomeowner('refund');
  expect((await page.request.post('/api/auth/register', { data: user })).status()).toBe(201);
  const today = serviceDayKey(new Date());
  const [soon, later] = [addDaysIso(today, 10), addDaysIso(today, 14)];
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
  const [json] = ((await (await page.request.get('/api/payments')).json()) as { items: Payment[] }).items;
  expect(json).toMatchObject({ amountCents: 19500, refundedCents: 8500, status: 'completed' });

  const after = await revenueOf(admin);
  expect(after.totalRevenueCents).toBe(before.totalRevenueCents + 19500 - 8500);
  await admin.goto('/revenue');
  await expect(admin.getByText(formatCents(after.totalRevenueCents)).first()).toBeVisible();
  await admin.close();
});

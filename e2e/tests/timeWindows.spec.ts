import type { Page } from '@playwright/test';
import { addDaysIso, serviceDayKey } from '@housesit/shared-contracts';
import { expect, newHomeowner, test } from '../fixtures/test';

/**
 * DECISIONS.md 'Time' (issue 18): the service area's clock is the product's. A homeowner whose
 * browser is in Tokyo or Los Angeles sees their visits on the days they booked in Marblehead,
 * with the window they chose and no clock time; and they can move a visit from My Visits.
 */

/** 'Monday, June 22, 2026' for a yyyy-MM-dd day, whatever the test runner's zone. */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Registers a homeowner and pays (sandbox) a Standard booking of two Evening visits; answers the days. */
async function bookTwoEveningVisits(page: Page, tag: string): Promise<[string, string]> {
  expect((await page.request.post('/api/auth/register', { data: newHomeowner(tag) })).status()).toBe(201);
  const today = serviceDayKey(new Date());
  const days: [string, string] = [addDaysIso(today, 10), addDaysIso(today, 14)];
  const checkout = await page.request.post('/api/checkout', {
    data: {
      flow: 'wizard',
      plan: 'standard',
      dates: days,
      // 16:00 in Marblehead is already the next morning in Tokyo.
      timeWindow: 'evening',
      taskIds: [],
      property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: 'Key under the mat' },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  return days;
}

for (const timezoneId of ['Asia/Tokyo', 'America/Los_Angeles']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('shows the visits on their New York days with the chosen window, never a clock time', async ({
      page,
      health: _consoleChecked,
    }) => {
      const days = await bookTwoEveningVisits(page, 'zone');
      await page.goto('/homeowner/visits');
      for (const day of days) {
        await expect(page.getByRole('article').filter({ hasText: `${longDate(day)} · Evening (4–8)` })).toHaveCount(1);
      }
      await expect(page.getByRole('main')).not.toContainText(/\d:\d\d [AP]M/);
    });
  });
}

test.describe('rescheduling from My Visits', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('moves a visit to a new day and window, and My Visits shows it there', async ({ page, health: _consoleChecked }) => {
    const [first] = await bookTwoEveningVisits(page, 'move');
    const target = addDaysIso(serviceDayKey(new Date()), 20);
    await page.goto('/homeowner/visits');
    const card = page.getByRole('article').filter({ hasText: longDate(first) });
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule this visit' });
    await expect(dialog.getByRole('radio', { name: 'Evening (4–8)' })).toBeChecked();
    await dialog.getByLabel('New date').fill(target);
    await dialog.getByRole('radio', { name: 'Midday (12–4)' }).check();
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: `${longDate(target)} · Midday (12–4)` })).toHaveCount(1);
    await expect(page.getByRole('article').filter({ hasText: longDate(first) })).toHaveCount(0);
  });
});

import { addMonthsIso, firstMonthDates, formatCents, type Subscription } from '@housesit/shared-contracts';
import { dayLabel, marbleheadDay, pickDay } from '../fixtures/booking';
import { expect, test } from '../fixtures/test';

/**
 * The recurring plan end to end (decision 015): a homeowner chooses the weekly plan on /purchase,
 * whose summary says before paying that it renews automatically each calendar month and when the
 * next charge is, pays on the sandbox page, and billing shows the plan with its next visits and
 * next charge a month after the start; 'Cancel plan' asks first, says until when it runs, and
 * leaves it ending at the period's end.
 */

/** 'July 20, 2026' for a yyyy-MM-dd date, as the screens write it. */
const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test('buy the recurring plan, see it on billing with its next charge, cancel it at the period’s end', async ({
  page,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  // The household's homeowner booked single visits and a recurring one of the demo's, but holds
  // no plan yet: the plan on billing is the one bought here.
  await signInAs(page, household.people.homeowner);
  const before = ((await (await page.request.get('/api/subscriptions')).json()) as { items: Subscription[] }).items;
  expect(before).toEqual([]);
  const startDay = marbleheadDay(8);
  const start = startDay.toISOString().slice(0, 10);
  // A calendar month from the start (on the month's last day when it has no such day).
  const renewal = addMonthsIso(start, 1);
  const firstMonth = firstMonthDates(start, 7);

  await page.goto('/purchase?plan=recurring');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Weekly/ }).check();
  await expect(page.getByRole('radio', { name: /^Weekly/ })).toHaveAccessibleName(/\$225\.00\/month: a visit every 7 days, 4 or 5 a month/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Street address' }).fill('8 Washington Street');
  await page.getByLabel('Access instructions').fill('Key under the mat');
  const main = page.getByRole('main');
  await pickDay(main, startDay);
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Recurring Visit (weekly, first month)');
  await expect(summary).toContainText(`${firstMonth.length} visits: ${firstMonth.map(shortDate).join('; ')}`);
  await expect(summary).toContainText(
    `Your plan renews automatically each month until you cancel it. Next charge: $225.00 on ${dayLabel(new Date(`${renewal}T12:00:00Z`))}.`,
  );
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay with Polar' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
  await expect(page.getByRole('checkbox', { name: 'Use a test card that declines renewals' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Pay $225.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  await page.goto('/homeowner/billing');
  const plan = page.getByRole('article', { name: 'Recurring Visit · Weekly' });
  await expect(plan.getByText('Active')).toBeVisible();
  await expect(plan.getByText(`${shortDate(renewal)} · ${formatCents(22500)}`)).toBeVisible();
  await expect(plan.getByRole('list', { name: 'Next visits' }).getByRole('listitem')).toHaveText(firstMonth.slice(0, 4).map(shortDate));

  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(plan.getByText(`Your plan runs until ${shortDate(renewal)}.`)).toBeVisible();
  await plan.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(plan.getByText(`Ends ${shortDate(renewal)}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  const [json] = ((await (await page.request.get('/api/subscriptions')).json()) as { items: Subscription[] }).items;
  expect(json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeDate: null, currentPeriodEnd: renewal });
});

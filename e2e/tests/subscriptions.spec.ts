import { addDaysIso, formatCents, serviceDayKey, type Subscription } from '@housesit/shared-contracts';
import { expect, test } from '../fixtures/test';

/**
 * The recurring plan end to end (decision 015): a homeowner buys the weekly plan and
 * pays on the sandbox page, billing shows the plan with its next visits and next charge, and
 * 'Cancel plan' asks first, says until when it runs, and leaves it ending at the period's end.
 */

/** 'July 20, 2026' for a yyyy-MM-dd date, as the screens write it. */
const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test('buy the recurring plan, see it on billing with its next charge, cancel it at the period’s end', async ({
  page,
  household,
  signInAs,
  clock,
  health: _consoleChecked,
}) => {
  // The household's homeowner booked single visits and a recurring one of the demo's, but holds
  // no plan yet: the plan on billing is the one bought here.
  await signInAs(page, household.people.homeowner);
  const before = ((await (await page.request.get('/api/subscriptions')).json()) as { items: Subscription[] }).items;
  expect(before).toEqual([]);
  const start = addDaysIso(serviceDayKey(clock.start), 8);
  const checkout = await page.request.post('/api/checkout', {
    data: {
      flow: 'wizard',
      plan: 'recurring',
      cadence: 'weekly',
      dates: [start],
      timeWindow: 'midday',
      taskIds: [],
      property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: 'Key under the mat' },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('checkbox', { name: 'Use a test card that declines renewals' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Pay $225.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  const renewal = addDaysIso(start, 28);
  await page.goto('/homeowner/billing');
  const plan = page.getByRole('article', { name: 'Recurring Visit · Weekly' });
  await expect(plan.getByText('Active')).toBeVisible();
  await expect(plan.getByText(`${shortDate(renewal)} · ${formatCents(22500)}`)).toBeVisible();
  await expect(plan.getByRole('list', { name: 'Next visits' }).getByRole('listitem')).toHaveText(
    [0, 7, 14, 21].map((d) => shortDate(addDaysIso(start, d))),
  );

  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(plan.getByText(`Your plan runs until ${shortDate(renewal)}.`)).toBeVisible();
  await plan.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(plan.getByText(`Ends ${shortDate(renewal)}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  const [json] = ((await (await page.request.get('/api/subscriptions')).json()) as { items: Subscription[] }).items;
  expect(json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeDate: null, currentPeriodEnd: renewal });
});

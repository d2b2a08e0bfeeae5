import type { Page } from '@playwright/test';
import { addDaysIso, serviceDayKey, type VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { receivedEmails, waitForEmail } from '../fixtures/mail';
import { expectReady } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

/**
 * docs/product/DECISIONS.md 'Time': the service area's clock is the product's. A homeowner whose
 * browser is in Tokyo or Los Angeles sees their visits on the days they booked in Marblehead,
 * with the window they chose and no clock time; and they can move a visit from My Visits, which
 * tells them by email and in their notifications.
 * Each test books as its household's homeowner, on days counted from the suite's instant.
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

interface BookedVisit {
  id: number;
  /** Its Marblehead day, yyyy-MM-dd. */
  day: string;
}

/** One visit card on My Visits, found by its number (the household has other visits too). */
const visitCard = (page: Page, id: number) => page.getByRole('article').filter({ hasText: `Visit #${id} ·` });

/**
 * Pays (sandbox) a Standard booking of two Evening visits, 10 and 14 days after `today` (in
 * Marblehead), as the signed-in homeowner; answers the two visits it made, earliest first.
 */
async function bookTwoEveningVisits(page: Page, today: string): Promise<[BookedVisit, BookedVisit]> {
  const ids = async () => new Set((await getJson<VisitPage>(page.request, '/api/visits?limit=100')).items.map((v) => v.id));
  const before = await ids();
  const days = [addDaysIso(today, 10), addDaysIso(today, 14)];
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
  const made = (await getJson<VisitPage>(page.request, '/api/visits?limit=100')).items
    .filter((v) => !before.has(v.id))
    .map((v) => ({ id: v.id, day: serviceDayKey(v.scheduledDate) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  expect(
    made.map((v) => v.day),
    'the booking made one visit on each day',
  ).toEqual(days);
  return made as [BookedVisit, BookedVisit];
}

for (const timezoneId of ['Asia/Tokyo', 'America/Los_Angeles']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('shows the visits on their New York days with the chosen window, never a clock time', async ({
      page,
      clock,
      household,
      signInAs,
      health: _consoleChecked,
    }) => {
      await signInAs(page, household.people.homeowner);
      const booked = await bookTwoEveningVisits(page, serviceDayKey(clock.start));
      await page.goto('/homeowner/visits');
      await expectReady(page);
      for (const { id, day } of booked) {
        await expect(visitCard(page, id).filter({ hasText: `${longDate(day)} · Evening (4–8)` })).toHaveCount(1);
      }
      await expect(page.getByRole('main')).not.toContainText(/\d:\d\d [AP]M/);
    });
  });
}

test.describe('rescheduling from My Visits', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('moves a visit to a new day and window, and My Visits shows it there', async ({
    page,
    clock,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    await signInAs(page, household.people.homeowner);
    const today = serviceDayKey(clock.start);
    const [first] = await bookTwoEveningVisits(page, today);
    const target = addDaysIso(today, 20);
    await page.goto('/homeowner/visits');
    await expectReady(page);
    const card = visitCard(page, first.id);
    await expect(card).toContainText(`${longDate(first.day)} · Evening (4–8)`);
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule this visit' });
    // The booking's month calendar, opened on the visit's own day and window.
    await expect(dialog.getByRole('button', { name: longDate(first.day), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('radio', { name: 'Evening (4–8)' })).toBeChecked();
    if (target.slice(0, 7) !== first.day.slice(0, 7)) await dialog.getByRole('button', { name: 'Next month' }).click();
    await dialog.getByRole('button', { name: longDate(target), exact: true }).click();
    await dialog.getByRole('radio', { name: 'Midday (12–4)' }).check();
    const before = await receivedEmails();
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.filter({ hasText: `${longDate(target)} · Midday (12–4)` })).toHaveCount(1);
    await expect(card).not.toContainText(longDate(first.day));

    // The change reaches the customer: an email over SMTP, and a notification in its own words.
    const email = await waitForEmail({ to: household.people.homeowner.email, subject: `Visit moved: ${longDate(target)}`, after: before });
    expect(email.text).toContain(longDate(target));
    await page.goto('/homeowner/notifications');
    await expectReady(page);
    const notice = page.getByRole('article', { name: `Visit #${first.id} rescheduled` });
    await expect(notice).toContainText(`Now on ${longDate(target)}`);
    await expect(notice).toContainText(`It was on ${longDate(first.day)}`);
  });
});

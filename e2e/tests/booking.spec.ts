import { serviceDayKey, serviceInstant, type Payment, type VisitPage } from '@housesit/shared-contracts';
import { waitForEmail } from '../fixtures/mail';
import {
  dayLabel,
  fillPropertyStep,
  getJson,
  marbleheadDay,
  openStandardBooking,
  payOnSandbox,
  pickDay,
  registerHomeowner,
} from '../fixtures/booking';
import { expect, test } from '../fixtures/test';

/**
 * The money path end to end: a new homeowner books through the dashboard wizard and
 * through /purchase, pays on the sandbox's hosted test checkout, sees 'Booking Confirmed!' with
 * the server's total, and finds the visits; a declined payment books nothing. Each test
 * registers a homeowner of its own with no bookings yet (a household's homeowner has the demo's),
 * so every visit and payment it counts is one it made. Days are the suite's (marbleheadDay).
 */

test.describe('booking and payment', () => {
  test('books an Extended visit on two dates with two tasks and a lockbox through the dashboard wizard', async ({ page, health }) => {
    const customer = await registerHomeowner(page, 'wiz');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Schedule a Housesit' }).click();
    const wizard = page.getByRole('dialog', { name: 'Book Housesit' });

    await wizard.getByRole('radio', { name: /Extended Visit/ }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // Six days ahead is too soon; eight and nine are bookable. The calendar opens on the month of
    // the first bookable day (seven ahead): day six is shown there, disabled, unless it is the last
    // day of the month before, which cannot be shown at all.
    if (marbleheadDay(6).getUTCMonth() === marbleheadDay(7).getUTCMonth()) {
      await expect(wizard.getByRole('button', { name: dayLabel(marbleheadDay(6)), exact: true })).toHaveAttribute('aria-disabled', 'true');
    } else {
      await expect(wizard.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    }
    await pickDay(wizard, marbleheadDay(8));
    await pickDay(wizard, marbleheadDay(9));
    await wizard.getByRole('button', { name: 'Continue' }).click();

    await wizard.getByRole('checkbox', { name: 'Litter box (15 points)' }).check();
    await wizard.getByRole('checkbox', { name: 'Fish care (10 points)' }).check();
    await expect(wizard.getByText('25/30 Points Used')).toBeVisible();
    await wizard.getByRole('button', { name: 'Continue' }).click();

    const street = wizard.getByRole('combobox', { name: 'Street address' });
    await street.fill('wash');
    await wizard.getByRole('option').first().click();
    await expect(wizard.getByLabel('City')).toHaveValue('Marblehead');
    await wizard.getByRole('checkbox', { name: /Add a lockbox/ }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // The summary shows the server's price: 2 × $85 + $25 lockbox.
    await expect(wizard.getByRole('region', { name: 'Order summary' })).toContainText('$195.00');
    await expect(wizard.getByRole('region', { name: 'Payment Details' })).toContainText('Secured by');
    await wizard.getByRole('button', { name: 'Pay with Polar' }).click();

    await payOnSandbox(page, '$195.00');
    await expect(page.getByRole('main')).toContainText('Extended Visit');

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/Litter box \+ Fish care/)).toHaveCount(2);

    const visits = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(visits.items).toHaveLength(2);
    expect(visits.items.every((visit) => visit.status === 'scheduled')).toBe(true);
    const payments = await getJson<{ items: Payment[] }>(page.request, '/api/payments');
    expect(payments.items.map((p) => [p.status, p.amountCents])).toEqual([['completed', 19500]]);
    expect(await health.reactCopies(page)).toBe(1);

    // What /confirmation promised: the email reaches the run's real SMTP server with the total.
    const email = await waitForEmail({ to: customer.email, subject: /^Booking confirmed/ });
    expect(email.subject).toBe('Booking confirmed: Extended Visit, $195.00');
    expect(email.text).toContain('$195.00');
    expect(email.text).toContain(`${dayLabel(marbleheadDay(8))}, ${dayLabel(marbleheadDay(9))}`);
    expect(email.text).toContain('Marblehead');
  });

  test('books an Extended visit through /purchase and pays on the sandbox', async ({ page }) => {
    await registerHomeowner(page, 'buy');
    await page.goto('/purchase');
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 6' })).toBeVisible();
    await page.getByRole('radio', { name: /Extended Visit/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan details' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('checkbox', { name: 'Water garden beds (20 points)' }).check();
    // 20 + 15 would pass 30 points: the litter box is offered no more.
    await expect(page.getByRole('checkbox', { name: 'Litter box (15 points)' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Fish care (10 points)' }).check();
    await expect(page.getByText('30/30 Points Used')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('combobox', { name: 'Street address' }).fill('12 Front Street');
    await page.getByLabel('Access instructions').fill('Key under the blue flowerpot by the back door.');
    const main = page.getByRole('main');
    await pickDay(main, marbleheadDay(3));
    await pickDay(main, marbleheadDay(4));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(main).toContainText('All fees included');
    // Days 3 and 4 are fewer than 7 days ahead: a $20 last-minute fee each (docs/product/DECISIONS.md).
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(/^Last-minute fee \(/)).toHaveCount(2);
    await expect(summary.getByText('$20.00', { exact: true })).toHaveCount(2);
    // Said before paying (docs/product/DECISIONS.md 'Last-minute fee'), in the FAQ's words.
    await expect(summary).toContainText('Bookings made within 7 days of the visit are non-refundable.');
    await expect(summary).toContainText('$210.00');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Payment' })).toBeVisible();
    // One way to pay, as in the dashboard wizard (decision 023): no second, always disabled button.
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with Polar' }).click();

    await payOnSandbox(page, '$210.00');
    // /confirmation lists the dates booked, each with its window (Morning, the wizard's default).
    const booked = page.getByRole('main').locator('dt:text-is("Dates booked") + dd').getByRole('listitem');
    await expect(booked).toHaveText([`${dayLabel(marbleheadDay(3))} · Morning (8–12)`, `${dayLabel(marbleheadDay(4))} · Morning (8–12)`]);
    const visits = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(visits.items).toHaveLength(2);
    expect(visits.items[0]?.tasks.map((t) => t.task.name)).toEqual(expect.arrayContaining(['Water garden beds', 'Fish care']));
  });

  test('a declined /purchase payment returns to the filled summary and a second try pays', async ({ page }) => {
    await registerHomeowner(page, 'redo');
    await page.goto('/purchase?plan=standard');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox', { name: 'Street address' }).fill('5 Elm Street');
    await page.getByLabel('Access instructions').fill('Code 2468 at the side door.');
    const main = page.getByRole('main');
    await pickDay(main, marbleheadDay(3));
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('$85.00');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Pay with Polar' }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/purchase\?payment=declined&checkout_id=sbx_[\w-]+$/);
    const declinedId = new URL(page.url()).searchParams.get('checkout_id') ?? '';
    await expect(page.getByRole('alert')).toContainText('No visit was booked');
    await expect(page.getByRole('progressbar', { name: 'Step 5 of 6' })).toBeVisible();
    await expect(summary).toContainText('5 Elm Street');
    await expect(summary).toContainText('Code 2468 at the side door.');
    await expect(summary).toContainText(dayLabel(marbleheadDay(3)));
    await expect(summary).toContainText('Last-minute fee');
    await expect(summary).toContainText('$85.00');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Pay with Polar' }).click();
    await payOnSandbox(page, '$85.00');
    const visits = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(visits.items).toHaveLength(1);
    // The second try paid the declined booking itself, not a new one: it now answers 'already paid'.
    const again = await page.request.post(`/api/checkout/${declinedId}/retry`, { data: {} });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('payment.already_paid');
  });

  test('at 4:14 PM /purchase offers no window of today, and an address in Salem is refused with a request to come there', async ({
    page,
    clock,
  }) => {
    const customer = await registerHomeowner(page, 'late');
    const today = serviceDayKey(clock.start);
    await clock.set(new Date(serviceInstant(today, 16).getTime() + 14 * 60_000));
    // The API refuses today's Morning with its code, whatever the screen offers.
    const sameDay = await page.request.post('/api/checkout/quote', {
      data: {
        flow: 'purchase',
        plan: 'standard',
        dates: [today],
        timeWindow: 'morning',
        taskIds: [],
        property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
        access: { lockboxPurchased: false, customInstructions: 'Side door' },
      },
    });
    expect(sameDay.status()).toBe(400);
    expect(((await sameDay.json()) as { code: string }).code).toBe('booking.window_too_soon');

    await page.goto('/purchase?plan=standard');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: dayLabel(marbleheadDay(0)), exact: true })).toHaveAttribute('aria-disabled', 'true');
    await pickDay(main, marbleheadDay(1));
    await page.getByRole('combobox', { name: 'Street address' }).fill('221 Main Street, Salem MA 01970');
    await page.getByLabel('Access instructions').fill('Key under the mat.');
    const refusal = main.getByRole('alert');
    await expect(refusal).toContainText('“221 Main Street, Salem MA 01970” is outside our service area');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await refusal.getByRole('button', { name: 'Request my location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request your location' });
    await expect(dialog.getByLabel('Full Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
    await expect(dialog.getByLabel('Email Address')).toHaveValue(customer.email);
    await expect(dialog.getByLabel('City or town')).toHaveValue('Salem MA 01970');
    await dialog.getByLabel('Phone Number').fill('781-555-0100');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog).toHaveCount(0);
    const email = await waitForEmail({ to: customer.email, subject: /^We received your request/ });
    expect(email.text).toContain('Salem MA 01970');
  });

  test('a declined payment books no visit', async ({ page }) => {
    await registerHomeowner(page, 'dec');
    const wizard = await openStandardBooking(page, marbleheadDay(10));
    await fillPropertyStep(wizard, '3 Harbor Lane', 'Side door code 4412.');
    await wizard.getByRole('button', { name: 'Pay with Polar' }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/dashboard\?payment=declined&checkout_id=sbx_[\w-]+$/);
    await expect(page.getByRole('alert')).toContainText('No visit was booked');

    const visits = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(visits.items).toHaveLength(0);
    const payments = await getJson<{ items: Payment[] }>(page.request, '/api/payments');
    expect(payments.items.map((p) => p.status)).toEqual(['failed']);
  });
});

import { type Payment, type VisitPage } from '@housesit/shared-contracts';
import { fillPropertyStep, getJson, marbleheadDay, openStandardBooking, payOnSandbox, registerHomeowner } from '../fixtures/booking';
import { expect, test } from '../fixtures/test';

/**
 * A declined payment is not a lost booking: 'Try again' on the declined notice opens a new
 * checkout for the same booking, which is then paid once. A homeowner of its own (no bookings yet),
 * so every payment and visit counted here is this test's.
 */
test.describe('try again after a declined payment', () => {
  test('pays the same booking once after a decline', async ({ page }) => {
    await registerHomeowner(page, 'retry');
    const wizard = await openStandardBooking(page, marbleheadDay(10));
    await fillPropertyStep(wizard, '3 Harbor Lane', 'Side door code 4412.');
    await wizard.getByRole('button', { name: 'Pay with Polar' }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    const declinedId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/dashboard\?payment=declined&checkout_id=sbx_/);
    const notice = page.getByRole('alert').filter({ hasText: 'No visit was booked' });
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    expect(page.url()).not.toContain(declinedId);
    await payOnSandbox(page, '$65.00');

    const payments = await getJson<{ items: Payment[] }>(page.request, '/api/payments');
    // Newest first: the paid attempt, then the declined one; one booking (same dates, same address).
    expect(payments.items.map((p) => p.status)).toEqual(['completed', 'failed']);
    expect(payments.items[0]?.transactionId).toBeTruthy();
    expect(payments.items[1]?.transactionId).toBeNull();
    expect(new Set(payments.items.map((p) => p.propertyAddress)).size).toBe(1);
    const visits = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    expect(visits.items).toHaveLength(1);

    // The declined row on billing promises no transaction id; the paid one shows it.
    await page.goto('/homeowner/billing');
    const failed = page.getByRole('article').filter({ hasText: 'Failed' });
    await expect(failed).toContainText('None: the payment did not go through');
    // Trying the declined checkout again now is refused: the booking is paid.
    const again = await page.request.post(`/api/checkout/${declinedId}/retry`, { data: {} });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('payment.already_paid');
  });
});

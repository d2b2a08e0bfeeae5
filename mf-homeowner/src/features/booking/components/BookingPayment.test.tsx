import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../shared/externalNavigation';
import { createStubFetch, homeownerUser, renderArea, toastTexts, type StubReply } from '@housesit/shell/kit/testing';
import { SANDBOX, bookingRoutes, freezeToday } from '../../../test/bookingStubs';
import { fillProperty, next, pickDay } from '../../../test/bookingDrive';
import { BookingWizard } from './BookingWizard';

const expectedRequest = {
  flow: 'wizard',
  plan: 'extended',
  dates: ['2030-07-08', '2030-07-10'],
  timeWindow: 'evening',
  taskIds: ['litter', 'fishcare'],
  property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
  access: { lockboxPurchased: true },
};

/** Extended, two dates, two tasks, lockbox: to the summary step. */
async function toSummary(checkout?: () => StubReply) {
  const stub = createStubFetch(bookingRoutes(checkout), { user: homeownerUser });
  renderArea(<BookingWizard open initialPlan="extended" onClose={() => undefined} />, { stub: stub, path: '/dashboard' });
  await next();
  await pickDay('Monday, July 8, 2030');
  await pickDay('Wednesday, July 10, 2030');
  // The booking's window (Morning until another is picked).
  expect(screen.getByRole('radio', { name: /Morning/ })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: /Evening/ }));
  await next();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Litter box (15 points)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Fish care (10 points)' }));
  await next();
  await fillProperty('12 Front St');
  await userEvent.click(screen.getByRole('checkbox', { name: /Add a lockbox/ }));
  await next();
  return stub;
}

const pay = () => screen.getByRole('button', { name: 'Pay with Polar' });

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
});

describe('BookingWizard: summary and payment', () => {
  it("shows the booking and the server's price, secured by the server's provider", async () => {
    const stub = await toSummary();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Extended Visit')).toBeInTheDocument();
    expect(within(summary).getByText('Litter box (15 points), Fish care (10 points)')).toBeInTheDocument();
    expect(within(summary).getByText('Monday, July 8, 2030; Wednesday, July 10, 2030')).toBeInTheDocument();
    expect(within(summary).getByText('12 Front St, Marblehead, MA 01945')).toBeInTheDocument();
    expect(await within(summary).findByText('Extended Visit × 2')).toBeInTheDocument();
    expect(within(summary).getByText('$170.00')).toBeInTheDocument();
    expect(within(summary).getByText('$25.00').previousSibling).toHaveTextContent('Lockbox');
    expect(within(summary).getByText('$195.00')).toBeInTheDocument();
    expect(within(summary).getByText('All fees included')).toBeInTheDocument();
    expect(stub.requestsTo('/api/checkout/quote', 'POST')[0]!.body).toEqual(expectedRequest);

    const panel = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(panel).getByText(`Secured by ${SANDBOX}`)).toBeInTheDocument();
    expect(within(panel).getByText(/PCI DSS compliant/)).toBeInTheDocument();
    expect(pay()).toBeEnabled();
  });

  it("creates the checkout and follows its URL with 'Redirecting to Payment'", async () => {
    const stub = await toSummary();
    await screen.findByText(`Secured by ${SANDBOX}`);
    await userEvent.click(pay());
    expect(stub.requestsTo('/api/checkout', 'POST')[0]!.body).toEqual(expectedRequest);
    expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_abc');
    expect(toastTexts()).toEqual(['Redirecting to Payment: ']);
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'pending');
    expect(pay()).toBeDisabled();
  });

  it.each<[string, StubReply, string]>([
    [
      'a refused booking',
      { status: 400, body: { message: 'Minimum 7 days advance notice required', fieldErrors: {} } },
      'Checkout failed: Minimum 7 days advance notice required',
    ],
    ['a script URL', { body: { url: 'javascript:alert(1)' } }, 'Checkout Error: Received invalid checkout response. Please try again.'],
    [
      'a provider failure',
      { status: 502, body: { message: 'The payment provider could not start the checkout. Please try again.' } },
      'Payment processing failed: The payment provider could not start the checkout. Please try again.',
    ],
    ['a failure without a message', { status: 500 }, 'Payment processing failed: Failed to process payment. Please try again.'],
    [
      'a signed-out session',
      { status: 401, body: { message: 'You need to sign in to do that.' } },
      'Checkout failed: You need to sign in to do that.',
    ],
  ])('keeps the user on the summary after %s', async (_case, reply, toast) => {
    await toSummary(() => reply);
    await screen.findByText(`Secured by ${SANDBOX}`);
    await userEvent.click(pay());
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
    expect(pay()).toBeEnabled();
  });

  it("shows the server's reason when it refuses to price the booking", async () => {
    const stub = createStubFetch(
      {
        '/api/checkout/quote': () => ({ status: 400, body: { message: 'Visit dates can be at most 90 days ahead', fieldErrors: {} } }),
      },
      { user: homeownerUser },
    );
    renderArea(<BookingWizard open initialPlan="standard" onClose={() => undefined} />, { stub: stub });
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    await fillProperty('12 Front St', 'Key under the mat');
    await next();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Visit dates can be at most 90 days ahead');
    expect(pay()).toBeDisabled();
  });

  it('keeps every choice when going Back', async () => {
    await toSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: /Add a lockbox/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('25/30 Points Used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Wednesday, July 10, 2030' })).toHaveAttribute('aria-pressed', 'true');
  });
});

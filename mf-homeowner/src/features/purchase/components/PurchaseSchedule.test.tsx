import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '@housesit/shared-contracts';
import { goToExternal } from '../../../shared/externalNavigation';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { bookingRoutes, freezeToday } from '../../../test/bookingStubs';
import { day, fillProperty, pickDay } from '../../../test/bookingDrive';
import { PurchaseScreen } from './PurchaseScreen';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const button = (name: string) => screen.getByRole('button', { name });

const DRAFT = {
  flow: 'purchase',
  plan: 'standard',
  dates: ['2030-07-04'],
  timeWindow: 'midday',
  taskIds: [],
  property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
  access: { lockboxPurchased: false, customInstructions: 'Key with the neighbour' },
};

/** Standard plan, straight to step 4 (Schedule). */
async function toSchedule() {
  const routes = { ...bookingRoutes(), '/api/location-requests': () => ({ status: 201, body: { request: {} } }) };
  const stub = createStubFetch(routes, { user: homeownerUser });
  renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?plan=standard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await userEvent.click(button('Continue'));
  return stub;
}

describe('PurchaseScreen: schedule, summary and payment', () => {
  it('offers dates from today up to 90 days ahead, as many as the dashboard wizard takes', async () => {
    await toSchedule();
    expect(screen.getByRole('heading', { name: 'Select Visit Dates' })).toBeInTheDocument();
    expect(button('Previous month')).toBeDisabled();
    expect(day('Monday, July 1, 2030')).not.toHaveAttribute('aria-disabled');
    await pickDay('Monday, July 1, 2030');
    await pickDay('Tuesday, July 2, 2030');
    await pickDay('Wednesday, July 3, 2030');
    expect(day('Wednesday, July 3, 2030')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 visits:')).toBeInTheDocument();

    await userEvent.click(button('Next month'));
    await userEvent.click(button('Next month'));
    expect(screen.getByText('September 2030')).toBeInTheDocument();
    expect(button('Next month')).toBeDisabled();
    expect(day('Sunday, September 29, 2030')).not.toHaveAttribute('aria-disabled');
    expect(day('Monday, September 30, 2030')).toHaveAttribute('aria-disabled', 'true');
  });

  it('needs a street and access instructions; the town is fixed', async () => {
    await toSchedule();
    await pickDay('Friday, July 5, 2030');
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('01945');
    expect(screen.queryByLabelText('Property type')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /lockbox/i })).not.toBeInTheDocument();
    expect(button('Continue')).toBeDisabled();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Street address' }), '   ');
    expect(button('Continue')).toBeDisabled();
    await fillProperty('12 Front St');
    expect(screen.getByText('Enter access instructions')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Access instructions'), 'Key with the neighbour');
    expect(button('Continue')).toBeEnabled();
  });

  it("offers none of today's windows that are too soon: at noon only the Evening, at 4:14 PM not today at all", async () => {
    await toSchedule();
    const radio = (name: RegExp) => screen.getByRole('radio', { name });
    expect(radio(/^Morning/)).toBeChecked();
    await pickDay('Monday, July 1, 2030');
    // Noon in Marblehead: Morning is over and Midday starts now; the choice moves to Evening.
    expect(radio(/^Morning/)).toBeDisabled();
    expect(radio(/^Midday/)).toBeDisabled();
    expect(radio(/^Evening/)).toBeChecked();
    expect(screen.getByText('12–4, too soon to book')).toBeInTheDocument();
    await pickDay('Monday, July 1, 2030');
    expect(radio(/^Morning/)).toBeEnabled();

    vi.setSystemTime(new Date('2030-07-01T20:14:00Z'));
    cleanup();
    await toSchedule();
    expect(day('Monday, July 1, 2030')).toHaveAttribute('aria-disabled', 'true');
    await pickDay('Monday, July 1, 2030');
    expect(day('Monday, July 1, 2030')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Tuesday, July 2, 2030')).not.toHaveAttribute('aria-disabled');
  });

  it("refuses an address outside Marblehead, says why, and offers 'Request my location' filled in", async () => {
    const stub = await toSchedule();
    await pickDay('Friday, July 5, 2030');
    await fillProperty('221 Main Street, Salem MA 01970', 'Key with the neighbour');
    const refusal = screen.getByRole('alert');
    const message = BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970');
    expect(refusal).toHaveTextContent(message);
    expect(button('Continue')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(message);

    await userEvent.click(within(refusal).getByRole('button', { name: 'Request my location' }));
    const dialog = screen.getByRole('dialog', { name: 'Request your location' });
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Jane Doe');
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('jane@example.com');
    expect(within(dialog).getByLabelText('City or town')).toHaveValue('Salem MA 01970');
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '555-0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(stub.requestsTo('/api/location-requests', 'POST')).toHaveLength(1));
    expect(stub.requestsTo('/api/location-requests', 'POST')[0]!.body).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '555-0100',
      requestedCity: 'Salem MA 01970',
    });
  });

  it("opens the purchase-flow location dialog from 'Request my location'", async () => {
    await toSchedule();
    await userEvent.click(button('Request my location'));
    const dialog = screen.getByRole('dialog', { name: 'Request your location' });
    expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  });

  it("sums up with a last-minute fee line per visit under 7 days away, says it is not refundable, then pays from 'Complete Your Payment'", async () => {
    const stub = await toSchedule();
    await pickDay('Friday, July 5, 2030');
    await pickDay('Saturday, July 6, 2030');
    await fillProperty('12 Front St', 'Key with the neighbour');
    await userEvent.click(button('Continue'));

    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Step 5 of 6');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // July 5 and 6 are 4 and 5 days after July 1: $20 each (docs/product/DECISIONS.md 'Last-minute fee').
    expect(await within(summary).findByText('$170.00', { selector: '[data-total] dd' })).toBeInTheDocument();
    expect(within(summary).getByText('Last-minute fee (Jul 5)').nextSibling).toHaveTextContent('$20.00');
    expect(within(summary).getByText('Last-minute fee (Jul 6)').nextSibling).toHaveTextContent('$20.00');
    expect(within(summary).getByText('All fees included')).toBeInTheDocument();
    expect(
      within(summary).getByText('Last-minute visits carry a $20.00 fee each. Bookings made within 7 days of the visit are non-refundable.'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Friday, July 5, 2030; Saturday, July 6, 2030')).toBeInTheDocument();
    await userEvent.click(button('Proceed to Payment'));

    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Step 6 of 6');
    expect(screen.getByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    // One way to pay, as in the dashboard wizard: no second, always disabled button.
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay with Polar' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(stub.requestsTo('/api/checkout', 'POST')[0]!.body).toEqual({
      flow: 'purchase',
      plan: 'standard',
      dates: ['2030-07-05', '2030-07-06'],
      timeWindow: 'morning',
      taskIds: [],
      property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: 'Key with the neighbour' },
    });
    expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_abc');
    // Kept for a Decline on the provider's page.
    expect(JSON.parse(window.sessionStorage.getItem('housesit.checkoutDraft.purchase') ?? 'null')).toEqual(
      stub.requestsTo('/api/checkout', 'POST')[0]!.body,
    );
  });

  it('brings a declined payment back to the filled summary, and pays again', async () => {
    // What Pay stored before leaving for the provider's page (see the test above).
    window.sessionStorage.setItem('housesit.checkoutDraft.purchase', JSON.stringify(DRAFT));
    // The provider's page sends the customer back to /purchase?payment=declined (a new page load).
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?payment=declined' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined.');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Step 5 of 6');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Thursday, July 4, 2030')).toBeInTheDocument();
    expect(within(summary).getByText('12 Front St, Marblehead, MA 01945')).toBeInTheDocument();
    expect(within(summary).getByText('Key with the neighbour')).toBeInTheDocument();
    expect(await within(summary).findByText('$85.00', { selector: '[data-total] dd' })).toBeInTheDocument();
    await userEvent.click(button('Proceed to Payment'));
    const retry = await screen.findByRole('button', { name: 'Pay with Polar' });
    await vi.waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(stub.requestsTo('/api/checkout', 'POST')[0]!.body).toEqual(DRAFT);
  });

  it("after a decline, 'Proceed to Payment' then Pay pays the same booking again, never a new one", async () => {
    window.sessionStorage.setItem('housesit.checkoutDraft.purchase', JSON.stringify(DRAFT));
    const retryPath = '/api/checkout/sbx_declined/retry';
    const stub = createStubFetch(
      { ...bookingRoutes(), [retryPath]: () => ({ status: 201, body: { url: '/api/payments/sandbox/sbx_again' } }) },
      { user: homeownerUser },
    );
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?payment=declined&checkout_id=sbx_declined' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined.');
    await userEvent.click(button('Proceed to Payment'));
    const pay = await screen.findByRole('button', { name: 'Pay with Polar' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(stub.requestsTo(retryPath, 'POST')).toHaveLength(1);
    expect(stub.requestsTo('/api/checkout', 'POST')).toHaveLength(0);
    expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_again');
  });

  it('after a decline, a booking changed since is a new booking with its own checkout', async () => {
    window.sessionStorage.setItem('housesit.checkoutDraft.purchase', JSON.stringify(DRAFT));
    const retryPath = '/api/checkout/sbx_declined/retry';
    const stub = createStubFetch(
      { ...bookingRoutes(), [retryPath]: () => ({ status: 201, body: { url: '/api/payments/sandbox/sbx_again' } }) },
      { user: homeownerUser },
    );
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?payment=declined&checkout_id=sbx_declined' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined.');
    await userEvent.click(button('Previous'));
    await pickDay('Friday, July 5, 2030');
    await userEvent.click(button('Continue'));
    await userEvent.click(button('Proceed to Payment'));
    const pay = await screen.findByRole('button', { name: 'Pay with Polar' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(stub.requestsTo(retryPath, 'POST')).toHaveLength(0);
    expect(stub.requestsTo('/api/checkout', 'POST')[0]!.body).toMatchObject({ dates: ['2030-07-04', '2030-07-05'] });
  });

  it('ignores a stored draft that is not a valid booking', async () => {
    window.sessionStorage.setItem('housesit.checkoutDraft.purchase', JSON.stringify({ flow: 'purchase', plan: 'gold' }));
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?payment=declined' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Step 1 of 6');
  });

  it('says clearly when the user comes back from a declined payment', async () => {
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?payment=declined' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined. No visit was booked and nothing was charged.');
    expect(within(alert).getByText('Failed')).toHaveAttribute('data-tone', 'failed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/purchase$/);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea, type StubReply } from '@housesit/shell/kit/testing';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT_MS } from '../hooks/useOrderLookup';
import { ConfirmationPage } from './ConfirmationPage';

const ORDER_PATH = '/api/polar/order';

const json = (body: unknown, status = 200): StubReply => ({ status, body });

/** `checkContract: false` lets a test send what the contract forbids (a malformed order). */
function renderConfirmation(
  respond: () => StubReply | Promise<StubReply>,
  path = '/confirmation?checkout_id=chk_123',
  checkContract = true,
) {
  const orderCalls: URL[] = [];
  const routes = {
    [ORDER_PATH]: (url: URL) => {
      orderCalls.push(url);
      return respond();
    },
  };
  const view = renderArea(<ConfirmationPage />, { path, stub: createStubFetch(routes, { user: homeownerUser, checkContract }) });
  return { ...view, orderCalls };
}

const paidOrder = {
  visitType: 'extended',
  amount: 19500,
  address: '12 Front St, Marblehead, MA 01945',
  status: 'completed',
  visits: [
    { date: '2026-06-22', timeWindow: 'morning' },
    { date: '2026-06-29', timeWindow: 'evening' },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ConfirmationPage', () => {
  it("says 'No checkout ID found' without a checkout_id and offers the way home", () => {
    const { orderCalls } = renderConfirmation(() => json(paidOrder), '/confirmation');
    expect(screen.getByRole('alert')).toHaveTextContent('No checkout ID found');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(orderCalls).toHaveLength(0);
  });

  it('shows the loading state while the order is looked up', () => {
    renderConfirmation(() => new Promise<StubReply>(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order details...');
  });

  it('shows the confirmed booking with the amount in dollars', async () => {
    const { orderCalls } = renderConfirmation(() => json(paidOrder));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(orderCalls[0]?.searchParams.get('checkout_id')).toBe('chk_123');

    const details = screen.getByText('Service type').closest('dl')!;
    expect(within(details).getByText('Extended Visit')).toBeInTheDocument();
    expect(within(details).getByText('$195.00')).toBeInTheDocument();
    expect(within(details).getByText('12 Front St, Marblehead, MA 01945')).toBeInTheDocument();
    // The payment's status: paid, not 'Completed' (the visits are still to come).
    expect(within(details).getByText('Paid')).toBeInTheDocument();
    expect(within(details).queryByText('Completed')).not.toBeInTheDocument();
    // The dates booked, each on New York's calendar with its window.
    const dates = within(details).getByText('Dates booked').nextElementSibling as HTMLElement;
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday, June 22, 2026 · Morning (8–12)', 'Monday, June 29, 2026 · Evening (4–8)']);

    const next = screen.getByRole('region', { name: "What's Next?" });
    expect(next).toHaveTextContent('confirmation email shortly');
    // The dates are booked at payment: no call to schedule is promised.
    expect(next).not.toHaveTextContent('within 24 hours');
    expect(next).toHaveTextContent('Your dates are booked: there is nothing more to schedule.');
    expect(next).toHaveTextContent('dashboard');
    expect(next).toHaveTextContent('To cancel or reschedule a visit, open it in My Visits at least 7 days before the visit');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
  });

  it('names a single date booked in the singular', async () => {
    renderConfirmation(() => json({ ...paidOrder, visits: [{ date: '2026-07-04', timeWindow: 'midday' }] }));
    expect(await screen.findByText('Date booked')).toBeInTheDocument();
    expect(screen.getByText('Saturday, July 4, 2026 · Midday (12–4)')).toBeInTheDocument();
    expect(screen.queryByText('Dates booked')).not.toBeInTheDocument();
  });

  it('leaves the address out when the order has none', async () => {
    renderConfirmation(() => json({ ...paidOrder, visitType: 'standard', amount: 6500, address: null }));
    expect(await screen.findByText('Standard Visit')).toBeInTheDocument();
    expect(screen.getByText('$65.00')).toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
  });

  it("says 'Order not found' on a 404", async () => {
    renderConfirmation(() => json({ code: 'order.not_found', message: 'Order not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load order details' on a failure, and Retry asks again", async () => {
    const user = userEvent.setup();
    let answer = json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    const { orderCalls } = renderConfirmation(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load order details');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeInTheDocument();

    answer = json(paidOrder);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(orderCalls).toHaveLength(2);
  });

  it('treats a malformed answer as a failure', async () => {
    renderConfirmation(() => json({ visitType: 'standard' }), undefined, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
  });

  it('offers to log in and come back to this checkout on a 401', async () => {
    renderConfirmation(() => json({ message: 'You need to sign in to do that.' }, 401));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to see your booking');
    expect(alert).toHaveTextContent('You need to sign in to do that.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/confirmation?checkout_id=chk_123')}`,
    );
  });

  it('checks a pending order again every 2 s until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [{ ...paidOrder, status: 'pending' }, { ...paidOrder, status: 'pending' }, paidOrder];
    let answered = 0;
    const { orderCalls } = renderConfirmation(() => json(answers[Math.min(answered++, answers.length - 1)]));

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(orderCalls).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order details...');
    expect(screen.getByText('Waiting for the payment provider to confirm your payment.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS));
    expect(orderCalls).toHaveLength(2);
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS));
    expect(orderCalls).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText(/still being confirmed/)).not.toBeInTheDocument();
  });

  it('stops after 30 s of pending and shows what it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { orderCalls } = renderConfirmation(() => json({ ...paidOrder, status: 'pending' }));

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_LIMIT_MS));
    expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/still being confirmed by the payment provider/)).toBeInTheDocument();
    // The first look-up plus one every 2 s for 30 s.
    expect(orderCalls).toHaveLength(1 + ORDER_POLL_LIMIT_MS / ORDER_POLL_INTERVAL_MS);

    await act(() => vi.advanceTimersByTimeAsync(10 * ORDER_POLL_INTERVAL_MS));
    expect(orderCalls).toHaveLength(16);
  });

  it('does not call a declined payment a confirmed booking', async () => {
    renderConfirmation(() => json({ ...paidOrder, status: 'failed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not completed');
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
  });
});

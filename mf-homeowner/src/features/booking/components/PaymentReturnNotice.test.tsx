import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { goToExternal } from '../../../shared/externalNavigation';
import { PaymentReturnNotice } from './PaymentReturnNotice';

const RETRY = '/api/checkout/sbx_declined/retry';

describe('PaymentReturnNotice', () => {
  it("'Try again' opens a new checkout for the same booking and follows it", async () => {
    const stub = createStubFetch({ [RETRY]: { status: 201, body: { url: '/api/payments/sandbox/sbx_again' } } }, { user: homeownerUser });
    renderArea(<PaymentReturnNotice />, { stub, path: '/dashboard?payment=declined&checkout_id=sbx_declined' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined. No visit was booked and nothing was charged.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The declined checkout is named, never a booking sent again: the API reuses the same booking.
    expect(stub.requestsTo(RETRY, 'POST')).toHaveLength(1);
    expect(stub.requestsTo('/api/checkout', 'POST')).toHaveLength(0);
    expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_again');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it("shows the server's reason when the booking cannot be paid again, and stays", async () => {
    const stub = createStubFetch(
      {
        [RETRY]: {
          status: 409,
          body: { code: 'payment.already_paid', message: 'This booking is already paid: its visits are under My Visits.' },
        },
      },
      { user: homeownerUser },
    );
    renderArea(<PaymentReturnNotice />, { stub, path: '/dashboard?payment=declined&checkout_id=sbx_declined' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(toastTexts()).toEqual(['Checkout failed: This booking is already paid: its visits are under My Visits.']),
    );
    expect(goToExternal).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers no Try again without the declined checkout, and Dismiss clears the address', async () => {
    const stub = createStubFetch({}, { user: homeownerUser });
    renderArea(<PaymentReturnNotice />, { stub, path: '/dashboard?payment=declined' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });
});

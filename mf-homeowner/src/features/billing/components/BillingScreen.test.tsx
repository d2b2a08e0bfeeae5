import type { Payment } from '@housesit/shared-contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { BillingScreen } from './BillingScreen';

function makePayment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id,
    status: 'completed',
    transactionId: `txn_${id}`,
    paymentMethod: 'Test card (sandbox)',
    createdAt: '2030-06-02T15:00:00.000Z',
    amountCents: 19500,
    description: 'Extended Visit × 2 + Lockbox',
    checkoutId: `sbx_${id}`,
    plan: 'extended',
    dates: ['2030-07-04', '2030-07-05'],
    period: null,
    propertyAddress: '12 Front St, Marblehead, MA 01945',
    refundedCents: 0,
    refunds: [],
    ...overrides,
  };
}

describe('BillingScreen', () => {
  it('lists each payment with date, description, amount, status and transaction id', async () => {
    const stub = createStubFetch(
      {
        '/api/payments': () => ({
          body: {
            items: [
              makePayment(2),
              makePayment(1, {
                status: 'pending',
                transactionId: null,
                amountCents: 6500,
                description: 'Standard Visit × 1',
                createdAt: '2030-05-20T15:00:00.000Z',
              }),
            ],
          },
        }),
      },
      { user: homeownerUser },
    );
    renderArea(<BillingScreen />, { stub: stub, path: '/homeowner/billing' });

    expect(screen.getByRole('heading', { level: 1, name: 'Billing & Payment Info' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Extended Visit × 2 + Lockbox' })).toBeInTheDocument();
    expect(within(first!).getByText('$195.00')).toBeInTheDocument();
    expect(within(first!).getByText('June 2, 2030')).toBeInTheDocument();
    expect(within(first!).getByText('Completed')).toHaveAttribute('data-tone', 'completed');
    expect(within(first!).getByText('txn_2')).toBeInTheDocument();
    expect(within(second!).getByText('$65.00')).toBeInTheDocument();
    expect(within(second!).getByText('Pending')).toHaveAttribute('data-tone', 'pending');
    expect(within(second!).getByText('Not yet assigned')).toBeInTheDocument();
    // A paid booking has a receipt; one still pending has none.
    expect(within(first!).getByRole('link', { name: /^Download receipt \(PDF\) for Extended Visit × 2 \+ Lockbox/ })).toHaveAttribute(
      'href',
      '/api/payments/2/receipt.pdf',
    );
    expect(within(second!).queryByRole('link', { name: /Download receipt/ })).toBeNull();
  });

  it('does not promise a transaction id or a receipt for a declined payment', async () => {
    const stub = createStubFetch(
      { '/api/payments': () => ({ body: { items: [makePayment(3, { status: 'failed', transactionId: null })] } }) },
      { user: homeownerUser },
    );
    renderArea(<BillingScreen />, { stub, path: '/homeowner/billing' });
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getByText('None: the payment did not go through')).toBeInTheDocument();
    expect(within(list).queryByText('Not yet assigned')).toBeNull();
    expect(within(list).queryByRole('link', { name: /Download receipt/ })).toBeNull();
  });

  it('shows each refund with its amount, status, reason and date, and the total refunded', async () => {
    const stub = createStubFetch(
      {
        '/api/payments': () => ({
          body: {
            items: [
              makePayment(5, {
                amountCents: 104500,
                refundedCents: 8500,
                refunds: [
                  {
                    id: 1,
                    amountCents: 8500,
                    status: 'succeeded',
                    reason: 'Visit on July 5, 2030 cancelled',
                    createdAt: '2030-06-10T15:00:00.000Z',
                  },
                  {
                    id: 2,
                    amountCents: 11000,
                    status: 'pending',
                    reason: 'Visit on July 4, 2030 cancelled',
                    createdAt: '2030-06-11T15:00:00.000Z',
                  },
                ],
              }),
            ],
          },
        }),
      },
      { user: homeownerUser },
    );
    renderArea(<BillingScreen />, { stub, path: '/homeowner/billing' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('$1,045.00')).toBeInTheDocument();
    expect(within(card).getByText('$85.00')).toBeInTheDocument();
    const refunds = within(within(card).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds.map((item) => item.textContent)).toEqual([
      '$85.00 · Refunded · Visit on July 5, 2030 cancelled · June 10, 2030',
      '$110.00 · Pending · Visit on July 4, 2030 cancelled · June 11, 2030',
    ]);
  });

  it('lists a recurring plan’s renewal as its own payment with its period', async () => {
    const stub = createStubFetch(
      {
        '/api/payments': () => ({
          body: {
            items: [
              makePayment(9, {
                amountCents: 22500,
                description: 'Recurring Visit (weekly, month 2)',
                plan: 'recurring',
                period: { index: 1, start: '2030-07-22', end: '2030-08-19' },
              }),
              makePayment(8, { amountCents: 22500, description: 'Recurring Visit (weekly, first month)', plan: 'recurring' }),
            ],
          },
        }),
      },
      { user: homeownerUser },
    );
    renderArea(<BillingScreen />, { stub, path: '/homeowner/billing' });
    const [renewal, first] = await screen.findAllByRole('article');
    expect(within(renewal!).getByText('Recurring Visit (weekly, month 2)')).toBeInTheDocument();
    expect(within(renewal!).getByText('July 22, 2030 to August 19, 2030')).toBeInTheDocument();
    expect(within(first!).queryByText('Period')).not.toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    const stub = createStubFetch({ '/api/payments': () => new Promise(() => {}) }, { user: homeownerUser });
    renderArea(<BillingScreen />, { stub: stub });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your payments...');
  });

  it('says so when there are no payments, with a way to book', async () => {
    const stub = createStubFetch({ '/api/payments': () => ({ body: { items: [] } }) }, { user: homeownerUser });
    renderArea(<BillingScreen />, { stub: stub });
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a Housesit' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the server's error with a Retry that loads again", async () => {
    let fail = true;
    const stub = createStubFetch(
      {
        '/api/payments': () =>
          fail
            ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
            : { body: { items: [makePayment(3)] } },
      },
      { user: homeownerUser },
    );
    renderArea(<BillingScreen />, { stub: stub });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('txn_3')).toBeInTheDocument();
  });
});

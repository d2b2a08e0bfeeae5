import type { Subscription } from '@housesit/shared-contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { goToExternal } from '../../../shared/externalNavigation';
import { BillingScreen } from './BillingScreen';

// jsdom cannot leave the page: the checkout's address is what the test checks.

function makePlan(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 7,
    plan: 'recurring',
    cadence: 'weekly',
    pendingCadence: null,
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2030-06-24',
    currentPeriodEnd: '2030-07-22',
    nextChargeDate: '2030-07-22',
    nextChargeCents: 122500,
    nextVisits: [
      { id: 1, date: '2030-07-01' },
      { id: 2, date: '2030-07-08' },
    ],
    propertyAddress: '12 Front St, Marblehead, MA 01945',
    provider: 'sandbox',
    pastDueReason: null,
    retryBy: null,
    createdAt: '2030-06-02T15:00:00.000Z',
    ...overrides,
  };
}

function render(routes: Parameters<typeof createStubFetch>[0]) {
  const stub = createStubFetch({ '/api/payments': () => ({ body: { items: [] } }), ...routes }, { user: homeownerUser });
  renderArea(<BillingScreen />, { stub, path: '/homeowner/billing' });
  return stub;
}

describe('Billing: the recurring plan card', () => {
  it('shows the plan’s cadence, status, next visits and next charge with thousands separators', async () => {
    render({ '/api/subscriptions': () => ({ body: { items: [makePlan()] } }) });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('July 22, 2030 · $1,225.00')).toBeInTheDocument();
    const visits = within(within(card).getByRole('list', { name: 'Next visits' })).getAllByRole('listitem');
    expect(visits.map((item) => item.textContent)).toEqual(['July 1, 2030', 'July 8, 2030']);
    expect(within(card).getByRole('button', { name: 'Change cadence' })).toBeInTheDocument();
  });

  it('cancels only after a confirm step that says until when the plan runs, then shows it ending', async () => {
    let plan = makePlan();
    const stub = render({
      '/api/subscriptions': () => ({ body: { items: [plan] } }),
      'POST /api/subscriptions/7/cancel': () => {
        plan = makePlan({ cancelAtPeriodEnd: true, nextChargeDate: null, nextChargeCents: null });
        return { body: { subscription: plan } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel plan' }));
    expect(within(card).getByText('Your plan runs until July 22, 2030.')).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm cancel' }));
    expect(await within(card).findByText('Ends July 22, 2030')).toBeInTheDocument();
    expect(within(card).getByText('None')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('resumes a cancelled plan still in its period, showing the server’s reason when it refuses', async () => {
    let plan = makePlan({ cancelAtPeriodEnd: true, nextChargeDate: null, nextChargeCents: null });
    let refuse = true;
    const stub = render({
      '/api/subscriptions': () => ({ body: { items: [plan] } }),
      'POST /api/subscriptions/7/resume': () => {
        if (refuse)
          return {
            status: 409,
            body: {
              code: 'subscription.period_ended',
              message: 'This plan’s period has ended, so it can no longer be resumed. Book a new plan instead.',
            },
          };
        plan = makePlan();
        return { body: { subscription: plan } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    expect(within(card).getByText('Ends July 22, 2030')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Resume plan' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This plan’s period has ended, so it can no longer be resumed. Book a new plan instead.',
    );
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Resume plan' }));
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('July 22, 2030 · $1,225.00')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Resume plan' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('changes the cadence from the next period and shows the server’s reason when it refuses', async () => {
    let refuse = true;
    const stub = render({
      '/api/subscriptions': () => ({ body: { items: [makePlan()] } }),
      'PATCH /api/subscriptions/7': () =>
        refuse
          ? {
              status: 409,
              body: {
                code: 'subscription.cancel_scheduled',
                message: 'This plan ends at the end of its current period and can no longer be changed.',
              },
            }
          : { body: { subscription: makePlan({ pendingCadence: 'biweekly', nextChargeCents: 13500 }) } },
    });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    await userEvent.click(within(card).getByRole('button', { name: 'Change cadence' }));
    await userEvent.click(within(card).getByRole('radio', { name: 'Bi-weekly' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save cadence' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This plan ends at the end of its current period and can no longer be changed.',
    );
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Save cadence' }));
    expect(stub.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { cadence: 'biweekly' },
      { cadence: 'biweekly' },
    ]);
    expect(await within(card).findByRole('button', { name: 'Change cadence' })).toBeInTheDocument();
  });

  it('says when a renewal was declined, with the server’s reason, and pays again on the sandbox checkout', async () => {
    const declined = { status: 'past_due' as const, nextChargeDate: null, nextChargeCents: null, retryBy: 'customer' as const };
    let refuse = true;
    const stub = render({
      '/api/subscriptions': () => ({
        body: { items: [makePlan({ ...declined, pastDueReason: 'The card on file declined the renewal payment.' })] },
      }),
      'POST /api/subscriptions/7/pay': () =>
        refuse
          ? { status: 409, body: { code: 'subscription.not_past_due', message: 'This plan has no declined payment to pay again.' } }
          : { status: 201, body: { url: '/api/payments/sandbox/sbx_again' } },
    });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    expect(within(card).getByText('Payment declined')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Your last renewal was declined, so no visits were scheduled for the new period. The card on file declined the renewal payment.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Pay again' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This plan has no declined payment to pay again.');
    expect(goToExternal).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Pay again' }));
    await vi.waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_again'));
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('says Polar retries a declined renewal itself, with nothing to press', async () => {
    render({
      '/api/subscriptions': () => ({
        body: {
          items: [
            makePlan({
              status: 'past_due',
              nextChargeDate: null,
              nextChargeCents: null,
              provider: 'polar',
              retryBy: 'provider',
              pastDueReason: 'The renewal payment failed at Polar.',
            }),
          ],
        },
      }),
    });
    const card = await screen.findByRole('article', { name: 'Recurring Visit · Weekly' });
    expect(within(card).getByRole('status')).toHaveTextContent('The renewal payment failed at Polar.');
    expect(within(card).getByText(/Polar will retry the payment automatically/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });
});

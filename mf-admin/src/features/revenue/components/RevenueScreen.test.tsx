import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RevenueReport } from '@housesit/shared-contracts';
import { type StubReply, adminUser, renderArea } from '@housesit/shell/kit/testing';
import RevenueScreen from './RevenueScreen';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

/** A report exactly as GET /api/admin/revenue answers it (the API test's hand-computed seed). */
const report: RevenueReport = {
  totalRevenueCents: 75500,
  grossRevenueCents: 95000,
  refundedCents: 19500,
  monthlyRevenueCents: 38000,
  avgVisitValueCents: 6864,
  activeUsers: 2,
  paidBookings: 6,
  visitsBought: 11,
  months: MONTHS.map((month, i) => ({ month, revenueCents: [13500, 0, 0, 0, 15000, 38000][i]!, payments: [1, 0, 0, 0, 2, 2][i]! })),
  topServices: [
    { id: 'recurring', name: 'Recurring Visit', bookings: 2, revenueCents: 36000, sharePercent: 47.7 },
    { id: 'standard', name: 'Standard Visit', bookings: 3, revenueCents: 26000, sharePercent: 34.4 },
    { id: 'extended', name: 'Extended Visit', bookings: 1, revenueCents: 8500, sharePercent: 11.3 },
    { id: 'lockbox', name: 'Lockbox', bookings: 2, revenueCents: 5000, sharePercent: 6.6 },
  ],
  customTasks: [
    { id: 'litter', name: 'Litter box', bookings: 2 },
    { id: 'windowboxes', name: 'Water window boxes', bookings: 1 },
  ],
  recentPayments: [
    {
      id: 9,
      visitId: 9,
      bookingId: 21,
      customerName: 'Alice Archer',
      plan: 'standard',
      amountCents: 15500,
      completedAt: '2026-06-10T15:00:00.000Z',
    },
    {
      id: 8,
      visitId: 8,
      bookingId: 20,
      customerName: 'Alice Archer',
      plan: 'recurring',
      amountCents: 22500,
      completedAt: '2026-06-03T15:00:00.000Z',
    },
    {
      id: 7,
      visitId: 7,
      bookingId: 19,
      customerName: 'Bob Baker',
      plan: 'extended',
      amountCents: 8500,
      completedAt: '2026-05-31T15:00:00.000Z',
    },
    {
      id: 6,
      visitId: 6,
      bookingId: 18,
      customerName: 'Cara Cole',
      plan: 'standard',
      amountCents: 6500,
      completedAt: '2026-05-16T13:00:00.000Z',
    },
    {
      id: 5,
      visitId: 5,
      bookingId: 17,
      customerName: 'Cara Cole',
      plan: 'recurring',
      amountCents: 13500,
      completedAt: '2026-01-10T15:00:00.000Z',
    },
  ],
  tips: { monthCents: 1000, totalCents: 3500, count: 3 },
};

const empty: RevenueReport = {
  ...report,
  totalRevenueCents: 0,
  grossRevenueCents: 0,
  refundedCents: 0,
  monthlyRevenueCents: 0,
  avgVisitValueCents: 0,
  activeUsers: 0,
  paidBookings: 0,
  visitsBought: 0,
  months: MONTHS.map((month) => ({ month, revenueCents: 0, payments: 0 })),
  topServices: [],
  customTasks: [],
  recentPayments: [],
  tips: { monthCents: 0, totalCents: 0, count: 0 },
};

const card = (name: string) => within(screen.getByRole('group', { name: 'Revenue totals' })).getByText(name).parentElement;

describe('Revenue screen', () => {
  it("shows the API's figures: cards, six-month chart, Top Services and the five latest completed jobs", async () => {
    const { calls } = renderArea(<RevenueScreen path="/revenue" />, {
      user: adminUser,
      routes: { '/api/admin/revenue': { body: report } },
    }).stub;
    expect(screen.getByText('Loading revenue...')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Revenue totals' });
    expect(card('Total Revenue')).toHaveTextContent('$755.00');
    expect(card('Total Revenue')).toHaveTextContent('6 paid bookings');
    expect(card('Total Revenue')).toHaveTextContent('$950.00 paid − $195.00 refunded');
    expect(card('Monthly Revenue')).toHaveTextContent('$380.00');
    expect(card('Avg Visit Value')).toHaveTextContent('$68.64');
    expect(card('Avg Visit Value')).toHaveTextContent('11 visits bought');
    expect(card('Active Users')).toHaveTextContent('2');
    // The same words as /users: both count homeowners who had a visit (decision 017).
    expect(card('Active Users')).toHaveTextContent('Homeowners with a visit in the last 30 days');
    // Tips go to the sitters: shown apart, never in the revenue figures.
    expect(card('Tips to sitters')).toHaveTextContent('$35.00');
    expect(card('Tips to sitters')).toHaveTextContent('3 tips · $10.00 this month · not revenue');

    const chart = screen.getByRole('figure', { name: 'Revenue by month, last 6 months' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toHaveTextContent('Jan 2026$135.00');
    expect(rows[2]).toHaveTextContent('Feb 2026$0.00');
    expect(rows[6]).toHaveTextContent('Jun 2026$380.00');
    expect(await within(chart).findByTestId('apex-chart')).toBeInTheDocument();

    const services = within(screen.getByRole('list', { name: 'Revenue by plan and add-on' })).getAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual([
      'Recurring Visit (2 bookings)$360.00 · 47.7%',
      'Standard Visit (3 bookings)$260.00 · 34.4%',
      'Extended Visit (1 booking)$85.00 · 11.3%',
      'Lockbox (2 bookings)$50.00 · 6.6%',
    ]);
    const tasks = within(screen.getByRole('list', { name: 'Custom tasks chosen' })).getAllByRole('listitem');
    expect(tasks.map((item) => item.textContent)).toEqual(['Litter box2 bookings', 'Water window boxes1 booking']);

    const payments = within(screen.getByRole('list', { name: 'Recent payments' })).getAllByRole('listitem');
    expect(payments).toHaveLength(5);
    expect(payments[0]).toHaveTextContent('Alice Archer · Standard Visit$155.00');
    expect(payments[0]).toHaveTextContent('Completed June 10, 2026 · Visit #9');
    expect(payments[2]).toHaveTextContent('Bob Baker · Extended Visit$85.00');
    // The figures come from the one report, nothing from the jobs list; payouts and ratings have their own.
    expect(calls.map((url) => url.pathname).filter((path) => path !== '/api/auth/me')).toEqual([
      '/api/admin/revenue',
      '/api/admin/payouts',
      '/api/admin/sitter-ratings',
    ]);
  });

  it('shows zeros and empty lists before the first payment', async () => {
    renderArea(<RevenueScreen path="/revenue" />, { user: adminUser, routes: { '/api/admin/revenue': { body: empty } } });
    await screen.findByRole('group', { name: 'Revenue totals' });
    expect(card('Total Revenue')).toHaveTextContent('$0.00');
    expect(card('Avg Visit Value')).toHaveTextContent('$0.00');
    expect(card('Active Users')).toHaveTextContent('0');
    expect(within(screen.getByRole('figure', { name: 'Revenue by month, last 6 months' })).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'No paid bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No completed jobs yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent payments' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the report fails, and Retry loads it", async () => {
    let reply: StubReply = { status: 500, body: { message: 'Something went wrong on our side.' } };
    renderArea(<RevenueScreen path="/revenue" />, { user: adminUser, routes: { '/api/admin/revenue': () => reply } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    reply = { body: report };
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Revenue totals' })).toHaveTextContent('$755.00');
  });
});

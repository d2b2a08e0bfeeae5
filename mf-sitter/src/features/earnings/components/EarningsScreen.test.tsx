import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, startOfWeek, subWeeks } from 'date-fns';
import { formatCents } from '@housesit/shared-contracts';
import { renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { makeEarnings } from '../../../test/fixtures';
import EarningsScreen from './EarningsScreen';

const monday = (weeksAgo: number) => format(subWeeks(startOfWeek(new Date(), { weekStartsOn: 1 }), weeksAgo), 'yyyy-MM-dd');

// Figures as the database computes them: the screen shows them, it does not recompute them.
const earnings = makeEarnings({
  weekCents: 7000,
  monthCents: 12345,
  totalCents: 98765,
  nextPayoutDate: '2025-06-20',
  weekly: [
    { weekStart: monday(0), cents: 7000, visits: 2 },
    { weekStart: monday(2), cents: 3500, visits: 1 },
  ],
  history: [
    {
      visitId: 41,
      completedAt: '2025-06-17T15:30:00.000Z',
      planType: 'extended',
      payCents: 4500,
      propertyAddress: '14 Front Street, Marblehead, MA 01945',
    },
    {
      visitId: 40,
      completedAt: '2025-06-16T13:00:00.000Z',
      planType: 'standard',
      payCents: 2500,
      propertyAddress: '27 Ocean Avenue, Marblehead, MA 01945',
    },
  ],
});

describe('Sitter earnings', () => {
  it('shows this week, this month and all time from GET /api/sitter/earnings, with a weekly chart', async () => {
    const { stub } = renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: { '/api/sitter/earnings': { body: earnings } },
    });
    expect(screen.getByText('Loading earnings...')).toBeInTheDocument();
    const totals = await screen.findByRole('group', { name: 'Earnings totals' });
    expect(within(totals).getByText('This Week').parentElement).toHaveTextContent(formatCents(7000));
    expect(within(totals).getByText('This Month').parentElement).toHaveTextContent(formatCents(12345));
    expect(within(totals).getByText('All Time').parentElement).toHaveTextContent(formatCents(98765));

    const chart = screen.getByRole('figure', { name: 'Weekly earnings, last 8 weeks' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(9);
    // The current week last, two weeks ago third from last, weeks without visits at 0.
    expect(rows[8]).toHaveTextContent(formatCents(7000));
    expect(rows[7]).toHaveTextContent(formatCents(0));
    expect(rows[6]).toHaveTextContent(formatCents(3500));
    expect(await within(chart).findByTestId('apex-chart')).toBeInTheDocument();
    // The endpoint replaces the browser-side computation: no visits are loaded for this.
    expect(stub.calls.map((u) => u.pathname)).not.toContain('/api/visits');
  });

  it('says there are no earnings yet instead of drawing an empty chart with a cents axis', async () => {
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: { '/api/sitter/earnings': { body: makeEarnings({ weekCents: 0, monthCents: 0, totalCents: 0, weekly: [], history: [] }) } },
    });
    expect(await screen.findByRole('note')).toHaveTextContent('No earnings in the last 8 weeks yet.');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByTestId('apex-chart')).toBeNull();
    expect(document.body).not.toHaveTextContent('$0.01');
  });

  it('has Overview, Payouts, Visit History and Ratings tabs', async () => {
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: { '/api/sitter/earnings': { body: earnings } },
    });
    await screen.findByRole('tablist', { name: 'Earnings views' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Payouts', 'Visit History', 'Ratings']);

    await userEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(screen.getByText('Next payout').parentElement).toHaveTextContent('Friday, June 20, 2025');
    const weeks = within(screen.getByRole('list', { name: 'Weekly payouts' })).getAllByRole('listitem');
    expect(weeks).toHaveLength(2);
    expect(weeks[0]).toHaveTextContent(`${formatCents(7000)}2 completed visits`);
    expect(weeks[1]).toHaveTextContent('1 completed visit');

    await userEvent.click(screen.getByRole('tab', { name: 'Visit History' }));
    const history = within(screen.getByRole('list', { name: 'Completed visits' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent(`14 Front Street, Marblehead, MA 01945${formatCents(4500)}`);
    expect(history[0]).toHaveTextContent('Visit #41 · Extended Visit');
    expect(history[0]).toHaveTextContent('Completed June 17, 2025');
  });

  it('says so when nothing is earned yet', async () => {
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: { '/api/sitter/earnings': { body: makeEarnings() } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Visit History' }));
    expect(screen.getByText('No completed visits yet')).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the earnings fail to load", async () => {
    let fail = true;
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: {
        '/api/sitter/earnings': () =>
          fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: earnings },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to load data');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Earnings totals' })).toHaveTextContent(formatCents(98765));
  });
});

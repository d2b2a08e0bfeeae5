import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SitterRatings } from '@housesit/shared-contracts';
import { renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { makeEarnings } from '../../../test/fixtures';
import EarningsScreen from './EarningsScreen';

const earnings = makeEarnings({
  weekly: [
    { weekStart: '2026-06-08', cents: 5000, visits: 2 },
    { weekStart: '2026-06-01', cents: 2500, visits: 1 },
  ],
});

function show(ratings: SitterRatings) {
  return renderArea(<EarningsScreen path="/housesitter/earnings" />, {
    user: sitterUser,
    routes: {
      '/api/sitter/earnings': { body: earnings },
      '/api/sitter/payouts': { body: { items: [{ weekStart: '2026-06-01', amountCents: 2500, paidAt: '2026-06-08T14:00:00.000Z' }] } },
      '/api/sitter/ratings': { body: ratings },
    },
  });
}

describe('Sitter earnings: payouts and ratings', () => {
  it('marks each pay week paid, with the amount and the day, or pending', async () => {
    const user = userEvent.setup();
    show({ average: null, count: 0, recent: [] });
    await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const weeks = within(screen.getByRole('list', { name: 'Weekly payouts' })).getAllByRole('listitem');
    expect(await within(weeks[1]!).findByText('Paid $25.00 on June 8, 2026')).toBeInTheDocument();
    expect(within(weeks[0]!).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the average and the latest ratings with their comments, and says when there are none', async () => {
    const user = userEvent.setup();
    show({
      average: 4.5,
      count: 2,
      recent: [
        { visitId: 41, stars: 5, comment: 'Plants never looked better.', ratedAt: '2026-06-12T15:00:00.000Z' },
        { visitId: 40, stars: 4, comment: null, ratedAt: '2026-06-10T15:00:00.000Z' },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Ratings' }));
    expect((await screen.findByText('Average rating')).parentElement).toHaveTextContent('4.5 of 5');
    const list = screen.getByRole('list', { name: 'Latest ratings' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('5 of 5 stars');
    expect(within(list).getByText('Plants never looked better.')).toBeInTheDocument();
  });
});

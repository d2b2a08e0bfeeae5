import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { makeEarnings } from '../../../test/fixtures';
import EarningsScreen from './EarningsScreen';

describe('Sitter earnings: tips', () => {
  it('lists each tip as its own line: who, how much, for which visit', async () => {
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: {
        '/api/sitter/earnings': {
          body: makeEarnings({
            totalCents: 5000,
            tips: [
              {
                tipId: 3,
                visitId: 41,
                amountCents: 1000,
                fromFirstName: 'Hana',
                visitDate: '2026-06-12',
                paidAt: '2026-06-15T14:00:00.000Z',
              },
            ],
          }),
        },
      },
    });
    const tips = await screen.findByRole('list', { name: 'Tips' });
    expect(within(tips).getByText('You received a $10.00 tip from Hana for Friday, June 12, 2026')).toBeInTheDocument();
    expect(within(tips).getByText('$10.00')).toBeInTheDocument();
    expect(within(tips).getByText(/Visit #41/)).toBeInTheDocument();
  });

  it('says when there are no tips yet', async () => {
    renderArea(<EarningsScreen path="/housesitter/earnings" />, {
      user: sitterUser,
      routes: { '/api/sitter/earnings': { body: makeEarnings() } },
    });
    expect(await screen.findByText(/No tips yet/)).toBeInTheDocument();
  });
});

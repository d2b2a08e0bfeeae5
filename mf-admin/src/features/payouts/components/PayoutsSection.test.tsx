import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutWeek } from '@housesit/shared-contracts';
import { adminUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { PayoutsSection } from './PayoutsSection';
import { SitterRatingsSection } from './SitterRatingsSection';

const pending: PayoutWeek = { weekStart: '2026-06-08', sitterId: 5, sitterName: 'Pat Payee', earnedCents: 5000, visits: 2, paid: null };
const paid: PayoutWeek = {
  weekStart: '2026-06-01',
  sitterId: 5,
  sitterName: 'Pat Payee',
  earnedCents: 2500,
  visits: 1,
  paid: { amountCents: 2500, paidAt: '2026-06-08T14:00:00.000Z' },
};

describe('Sitter payouts', () => {
  it('marks a pending week paid after a confirmation, and shows it paid', async () => {
    const user = userEvent.setup();
    let weeks = [pending, paid];
    const sent: unknown[] = [];
    renderArea(<PayoutsSection />, {
      user: adminUser,
      routes: {
        '/api/admin/payouts': (_url, request) => {
          if (request.method === 'POST') {
            sent.push(request.body);
            weeks = [{ ...pending, paid: { amountCents: 5000, paidAt: '2026-06-15T14:00:00.000Z' } }, paid];
            return { status: 201, body: weeks[0] };
          }
          return { body: { items: weeks } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Payouts by week' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('June 8, 2026 – June 14, 2026 · 2 visits');
    expect(within(second!).getByText('Paid $25.00 on June 8, 2026')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this week paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(list).findByText('Paid $50.00 on June 15, 2026')).toBeInTheDocument();
    expect(sent).toEqual([{ sitterId: 5, weekStart: '2026-06-08' }]);
    expect(toastTexts()[0]).toBe('Week marked paid: Pat Payee: $50.00');
  });

  it('shows the server’s reason when a week cannot be paid yet', async () => {
    const user = userEvent.setup();
    renderArea(<PayoutsSection />, {
      user: adminUser,
      routes: {
        '/api/admin/payouts': (_url, request) =>
          request.method === 'POST'
            ? {
                status: 409,
                body: { code: 'payout.week_not_over', message: 'This week is not over yet: it can be paid from the Monday after.' },
              }
            : { body: { items: [pending] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(/This week is not over yet/)).toBeInTheDocument();
  });
});

describe('Sitter ratings', () => {
  it('lists each sitter’s average, and says when one has none', async () => {
    renderArea(<SitterRatingsSection />, {
      user: adminUser,
      routes: {
        '/api/admin/sitter-ratings': {
          body: {
            items: [
              { sitterId: 5, name: 'Pat Payee', average: 4.5, count: 2 },
              { sitterId: 6, name: 'Quinn Quiet', average: null, count: 0 },
            ],
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Ratings per sitter' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Pat Payee4.5 of 5 · 2 ratings');
    expect(second).toHaveTextContent('Quinn QuietNo ratings yet');
  });

  it('says there are no sitters instead of an empty list', async () => {
    renderArea(<SitterRatingsSection />, { user: adminUser, routes: { '/api/admin/sitter-ratings': { body: { items: [] } } } });
    expect(await screen.findByText('No sitters yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings per sitter' })).toBeNull();
  });
});

describe('Sitter payouts, nothing to pay', () => {
  it('says why instead of an empty list', async () => {
    renderArea(<PayoutsSection />, { user: adminUser, routes: { '/api/admin/payouts': { body: { items: [] } } } });
    expect(await screen.findByText('No pay to send yet')).toBeInTheDocument();
    expect(screen.getByText('Weeks appear here once a sitter completes a visit.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payouts by week' })).toBeNull();
  });
});

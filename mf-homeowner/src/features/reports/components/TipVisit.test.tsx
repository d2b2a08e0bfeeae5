import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitTip } from '@housesit/shared-contracts';
import { homeownerUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { goToExternal } from '../../../shared/externalNavigation';
import { TipVisit } from './TipVisit';

function show(tip: VisitTip | null, post?: () => { status: number; body: unknown }) {
  const sent: unknown[] = [];
  renderArea(<TipVisit visitId={41} />, {
    user: homeownerUser,
    routes: {
      '/api/visits/41/tip': (_url, request) => {
        if (request.method === 'POST') {
          sent.push(request.body);
          return post?.() ?? { status: 201, body: { url: '/api/payments/sandbox/sbx_tip' } };
        }
        return { body: { tip } };
      },
    },
  });
  return sent;
}

describe('tipping the sitter of a completed visit', () => {
  it('pays a preset amount on the provider’s page', async () => {
    const user = userEvent.setup();
    const sent = show(null);
    const form = await screen.findByRole('form', { name: 'Tip your sitter' });
    await user.click(within(form).getByRole('radio', { name: '$20.00' }));
    await user.click(within(form).getByRole('button', { name: 'Add a $20.00 tip' }));
    expect(sent).toEqual([{ amountCents: 2000 }]);
    expect(goToExternal).toHaveBeenCalledWith('/api/payments/sandbox/sbx_tip');
    expect(toastTexts()).toEqual(['Redirecting to Payment: ']);
  });

  it('takes a custom amount in whole dollars within the limits, and says why not otherwise', async () => {
    const user = userEvent.setup();
    const sent = show(null);
    const form = await screen.findByRole('form', { name: 'Tip your sitter' });
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    const amount = within(form).getByLabelText('Tip amount (dollars)');
    await user.type(amount, '501');
    expect(within(form).getByText('A tip is from $1.00 to $500.00.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add a tip' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(within(form).getByText('A tip is a whole number of dollars.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(within(form).getByRole('button', { name: 'Add a $15.00 tip' }));
    expect(sent).toEqual([{ amountCents: 1500 }]);
  });

  it('shows the server’s refusal and stays', async () => {
    const user = userEvent.setup();
    show(null, () => ({ status: 409, body: { code: 'tip.already_tipped', message: 'This visit already has a tip. Thank you!' } }));
    const form = await screen.findByRole('form', { name: 'Tip your sitter' });
    await user.click(within(form).getByRole('button', { name: 'Add a $10.00 tip' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Could not add your tip: This visit already has a tip. Thank you!']));
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it('shows a paid tip with its receipt instead of the form', async () => {
    show({ id: 7, visitId: 41, amountCents: 1000, status: 'completed', paidAt: '2026-06-15T14:00:00.000Z' });
    const paid = await screen.findByRole('region', { name: 'Your tip' });
    expect(paid).toHaveTextContent('You tipped $10.00. Thank you!');
    expect(within(paid).getByRole('link', { name: 'Download tip receipt (PDF)' })).toHaveAttribute('href', '/api/tips/7/receipt.pdf');
    expect(screen.queryByRole('form', { name: 'Tip your sitter' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITTER_PAY_CENTS, formatCents } from '@housesit/shared-contracts';
import { makeCompletedVisit, makeVisit, page } from '../../../test/fixtures';
import { renderWithKit } from '../../../test/renderWithKit';
import EarningsScreen from './EarningsScreen';

// ApexCharts draws SVG with layout APIs jsdom lacks; the chart's data table is what we check.
vi.mock('react-apexcharts', () => ({ default: () => <div data-testid="apex-chart" /> }));

const nowIso = new Date().toISOString();
const visits = [
  makeCompletedVisit(1, nowIso, { planType: 'standard' }),
  makeCompletedVisit(2, nowIso, { planType: 'extended', homeowner: { id: 11, firstName: 'Ann', lastName: 'Lee' } }),
  makeVisit({ id: 3, status: 'scheduled' }),
];

describe('Sitter earnings', () => {
  it('shows this week, this month and all time at the sitter rates, with a weekly chart', async () => {
    renderWithKit(<EarningsScreen path="/housesitter/earnings" />, { routes: { '/api/visits': { body: page(visits) } } });
    const totals = await screen.findByRole('group', { name: 'Earnings totals' });
    const expected = formatCents(SITTER_PAY_CENTS.standard + SITTER_PAY_CENTS.extended);
    expect(within(totals).getByText('This Week').parentElement).toHaveTextContent(expected);
    expect(within(totals).getByText('This Month').parentElement).toHaveTextContent(expected);
    expect(within(totals).getByText('All Time').parentElement).toHaveTextContent(`${expected}2 completed visits`);
    const chart = screen.getByRole('figure', { name: 'Weekly earnings, last 8 weeks' });
    expect(within(chart).getAllByRole('row')).toHaveLength(9);
    expect(await within(chart).findByTestId('apex-chart')).toBeInTheDocument();
  });

  it('has Overview, Payouts and Visit History tabs', async () => {
    renderWithKit(<EarningsScreen path="/housesitter/earnings" />, { routes: { '/api/visits': { body: page(visits) } } });
    await screen.findByRole('tablist', { name: 'Earnings views' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Payouts', 'Visit History']);

    await userEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(screen.getByText('Next payout').parentElement).toHaveTextContent(/Friday, /);
    const weeks = screen.getByRole('list', { name: 'Weekly payouts' });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(1);
    expect(weeks).toHaveTextContent('2 completed visits');

    await userEvent.click(screen.getByRole('tab', { name: 'Visit History' }));
    const history = screen.getByRole('list', { name: 'Completed visits' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent(`Ann Lee${formatCents(SITTER_PAY_CENTS.extended)}`);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeStats, makeTask, makeVisit, page } from '../../../test/fixtures';
import { renderWithKit } from '../../../test/renderWithKit';
import RevenueScreen from './RevenueScreen';

// ApexCharts draws SVG with layout APIs jsdom lacks; the chart's data table is what we check.
vi.mock('react-apexcharts', () => ({ default: () => <div data-testid="apex-chart" /> }));

const now = new Date();
const completedVisit = (id: number, amount: string, planType: 'standard' | 'extended') =>
  makeVisit({
    id,
    status: 'completed',
    planType,
    totalAmount: amount,
    scheduledDate: now.toISOString(),
    tasks: [makeTask(id, 'Security check', 'security_check')],
    report: { id, duration: 30, mediaUrls: ['/api/media/x'], notes: null, completedAt: now.toISOString(), isArchived: false, checkInAt: null, checkOutAt: null },
  });

describe('Revenue screen', () => {
  it('shows the computed cards, chart, Top Services and recent payments', async () => {
    const jobs = [completedVisit(1, '65.00', 'standard'), completedVisit(2, '85.00', 'extended'), makeVisit({ id: 3, status: 'cancelled', totalAmount: '85.00' })];
    renderWithKit(<RevenueScreen path="/revenue" />, {
      routes: {
        '/api/admin/jobs': { body: page(jobs) },
        '/api/admin/stats': { body: makeStats({ monthlyRevenue: '150' }) },
      },
    });
    const totals = await screen.findByRole('group', { name: 'Revenue totals' });
    expect(within(totals).getByText('Total Revenue').parentElement).toHaveTextContent('$150.00');
    expect(within(totals).getByText('Monthly Revenue').parentElement).toHaveTextContent('$150.00');
    expect(within(totals).getByText('Avg Visit Value').parentElement).toHaveTextContent('$75.00');
    expect(within(totals).getByText('Active Users').parentElement).toHaveTextContent('1');

    const chart = screen.getByRole('figure', { name: 'Revenue by month, last 6 months' });
    expect(within(chart).getAllByRole('row')).toHaveLength(7);
    expect(await within(chart).findByTestId('apex-chart')).toBeInTheDocument();

    const plans = screen.getByRole('list', { name: 'Revenue by plan' });
    expect(within(plans).getAllByRole('listitem')[0]).toHaveTextContent('Extended Visit (1 visit)$85.00 · 57%');
    expect(screen.getByRole('list', { name: 'Services booked, by share of tasks' })).toHaveTextContent('Security Check2 tasks · 100%');
    expect(within(screen.getByRole('list', { name: 'Recent payments' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

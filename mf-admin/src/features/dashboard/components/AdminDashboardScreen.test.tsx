import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTask, makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { serviceDayKey } from '@housesit/shared-contracts';
import { ALL_CLEAR, makeStats } from '../../../test/fixtures';
import AdminDashboardScreen from './AdminDashboardScreen';

const todaysJob = (id: number) =>
  makeVisit({
    id,
    totalAmount: '85.00',
    tasks: [makeTask(id * 10, 'Security check', 'security_check'), makeTask(id * 10 + 1, 'Mail pickup', 'mail_collection')],
  });

describe('Admin dashboard', () => {
  it('shows the four cards from /api/admin/stats', async () => {
    renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: {
        '/api/admin/attention': { body: ALL_CLEAR },
        '/api/admin/stats': { body: makeStats({ activeJobs: 7, completedToday: 3, pendingReviews: 2, monthlyRevenue: '1234.5' }) },
        '/api/admin/jobs': { body: page([]) },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const revenue = await screen.findByText('Monthly Revenue');
    expect(revenue.parentElement).toHaveTextContent('$1,234.50');
    expect(screen.getByText('Active Jobs').parentElement).toHaveTextContent('7');
    expect(screen.getByText('Completed Today').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Pending Reviews').parentElement).toHaveTextContent('2');
  });

  it("lists at most 5 of today's jobs with their tasks and amount", async () => {
    const { calls } = renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: {
        '/api/admin/attention': { body: ALL_CLEAR },
        '/api/admin/stats': { body: makeStats() },
        '/api/admin/jobs': { body: page([1, 2, 3, 4, 5, 6, 7].map(todaysJob), 7, null) },
      },
    }).stub;
    const list = await screen.findByRole('list', { name: "Today's jobs" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Visit #1');
    expect(items[0]).toHaveTextContent('Security check + Mail pickup');
    expect(items[0]).toHaveTextContent('$85.00');
    // Each job says who does it and opens its details.
    expect(items[0]).toHaveTextContent('Unassigned');
    expect(within(items[0]!).getByRole('link', { name: 'Visit #1' })).toHaveAttribute('href', '/jobs?from=&q=%231&visit=1');
    const jobsCall = calls.find((u) => u.pathname === '/api/admin/jobs');
    expect(jobsCall?.searchParams.get('when')).toBe('today');
    expect(jobsCall?.searchParams.get('limit')).toBe('5');
  });

  it("links the stat cards to the filtered queue, and says '+n more' when today has more jobs", async () => {
    renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: {
        '/api/admin/attention': { body: ALL_CLEAR },
        '/api/admin/stats': { body: makeStats() },
        '/api/admin/jobs': { body: page([1, 2, 3, 4, 5].map(todaysJob), 7, 5) },
      },
    });
    const today = serviceDayKey(new Date());
    expect(await screen.findByRole('link', { name: /\+2 more/ })).toHaveAttribute('href', `/jobs?from=${today}&to=${today}`);
    expect(screen.getByRole('link', { name: /Completed Today/ })).toHaveAttribute(
      'href',
      `/jobs?from=${today}&to=${today}&status=completed`,
    );
    expect(screen.getByRole('link', { name: /Pending Reviews/ })).toHaveAttribute('href', '/jobs?from=&status=in_progress');
    expect(screen.getByRole('link', { name: /Monthly Revenue/ })).toHaveAttribute('href', '/revenue');
  });

  it('says when no jobs are scheduled today', async () => {
    renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: { '/api/admin/stats': { body: makeStats() }, '/api/admin/jobs': { body: page([]) } },
    });
    expect(await screen.findByText('No jobs scheduled for today')).toBeInTheDocument();
  });

  it('links the quick actions to /users, /jobs and /revenue', () => {
    renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: { '/api/admin/stats': { body: makeStats() }, '/api/admin/jobs': { body: page([]) } },
    });
    expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Revenue Reports' })).toHaveAttribute('href', '/revenue');
  });

  it('shows an error with Retry, and retrying loads the cards', async () => {
    let fail = true;
    renderArea(<AdminDashboardScreen path="/admin/dashboard" />, {
      user: adminUser,
      routes: {
        '/api/admin/attention': { body: ALL_CLEAR },
        '/api/admin/stats': () =>
          fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: makeStats() },
        '/api/admin/jobs': { body: page([]) },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Active Jobs')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTask, makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import JobQueueScreen from './JobQueueScreen';

const scheduled = makeVisit({ id: 11, status: 'scheduled', planType: 'standard' });
const inProgress = makeVisit({
  id: 12,
  status: 'in_progress',
  planType: 'extended',
  totalAmount: '85.00',
  assignedSitterId: 2,
  assignedSitter: { id: 2, firstName: 'Sam', lastName: 'Sitter' },
});
const completed = makeVisit({
  id: 13,
  status: 'completed',
  specialInstructions: 'Feed the cat twice',
  tasks: [makeTask(1, 'Security check', 'security_check', true), makeTask(2, 'Water window boxes', 'plant_care', false)],
  report: {
    id: 7,
    duration: 45,
    mediaUrls: ['/api/media/a1', '/api/media/a2'],
    notes: 'All windows locked',
    completedAt: '2025-06-10T15:00:00.000Z',
    isArchived: false,
    checkInAt: '2025-06-10T14:15:00.000Z',
    checkOutAt: '2025-06-10T15:00:00.000Z',
  },
});
const all = [scheduled, inProgress, completed];

function jobsRoute(url: URL) {
  const status = url.searchParams.get('status');
  const items = status ? all.filter((v) => v.status === status) : all;
  return { body: page(items) };
}

describe('Job queue', () => {
  it('shows job cards with plan, amount, status, address and sitter', async () => {
    renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: { '/api/admin/jobs': jobsRoute } });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Visit #11');
    expect(cards[0]).toHaveTextContent('Standard Visit');
    expect(cards[0]).toHaveTextContent('$65.00');
    expect(cards[0]).toHaveTextContent('Upcoming');
    expect(cards[0]).toHaveTextContent('12 Front St, Marblehead, MA 01945');
    expect(cards[0]).toHaveTextContent('Unassigned');
    expect(cards[1]).toHaveTextContent('Sam Sitter');
    expect(cards[1]).toHaveTextContent('Extended Visit');
    expect(within(cards[0]!).getByRole('button', { name: 'Start Visit for Visit #11' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Submit Report for Visit #12' })).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /start visit|upload photos|submit report/i })).toBeNull();
  });

  it('shows the raw jobs in a debug panel in a development build', async () => {
    renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: { '/api/admin/jobs': jobsRoute } });
    await screen.findByRole('list', { name: 'Jobs' });
    const panel = screen.getByText('Debug panel (development build)').closest('details')!;
    expect(panel).toHaveTextContent('"propertyAddress": "12 Front St, Marblehead, MA 01945"');
  });

  it('filters by status on the server and marks the pressed filter', async () => {
    const { calls } = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: { '/api/admin/jobs': jobsRoute } }).stub;
    await screen.findByRole('list', { name: 'Jobs' });
    const group = screen.getByRole('group', { name: 'Filter jobs by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Scheduled', 'In Progress', 'Completed']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'In Progress' }));
    expect(within(group).getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText('Visit #12');
    expect(screen.queryByText('Visit #11')).toBeNull();
    // The last call for jobs: the filter bar also loads the sitter accounts.
    expect(
      calls
        .filter((u) => u.pathname === '/api/admin/jobs')
        .at(-1)
        ?.searchParams.get('status'),
    ).toBe('in_progress');
  });

  it("shows 'No Jobs Found' when a filter has no jobs", async () => {
    renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: { '/api/admin/jobs': { body: page([]) } } });
    expect(await screen.findByText('No Jobs Found')).toBeInTheDocument();
  });

  it('opens the details dialog with tasks, photos and the visit report', async () => {
    renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: { '/api/admin/jobs': jobsRoute } });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Visit #13' }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #13' });
    expect(dialog).toHaveTextContent('Feed the cat twice');
    expect(dialog).toHaveTextContent('Security Check');
    expect(dialog).toHaveTextContent('Plant Care');
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Visit #13' })).toHaveAttribute('src', '/api/media/a1');
    const report = within(dialog).getByRole('region', { name: 'Visit report' });
    expect(report).toHaveTextContent('45');
    expect(report).toHaveTextContent('1 of 2');
    expect(report).toHaveTextContent('June 10, 2025');
    expect(report).toHaveTextContent('All windows locked');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

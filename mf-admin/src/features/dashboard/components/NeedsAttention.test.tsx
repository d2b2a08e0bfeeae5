import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AttentionReport, AttentionVisit } from '@housesit/shared-contracts';
import { ALL_CLEAR } from '../../../test/fixtures';
import { adminUser, renderArea } from '@housesit/shell/kit/testing';
import { NeedsAttention } from './NeedsAttention';

const visit = (id: number, overrides: Partial<AttentionVisit> = {}): AttentionVisit => ({
  id,
  status: 'scheduled',
  scheduledDate: '2026-06-15T20:00:00.000Z',
  timeWindow: 'evening',
  propertyAddress: '8 Washington Street, Marblehead, MA 01945',
  homeownerName: 'Olivia Owens',
  sitterName: null,
  ...overrides,
});

const show = (report: AttentionReport) =>
  renderArea(<NeedsAttention />, { user: adminUser, routes: { '/api/admin/attention': { body: report } } });

describe('Needs attention', () => {
  it('says all is clear when nothing needs the office', async () => {
    show(ALL_CLEAR);
    expect(await screen.findByText('All clear: nothing needs you right now.')).toBeInTheDocument();
  });

  it('lists each group with links to the job, the queue, the inbox and the customers', async () => {
    show({
      ...ALL_CLEAR,
      unassignedSoon: { count: 7, items: [visit(20), visit(21, { scheduledDate: '2026-06-16T12:00:00.000Z', timeWindow: 'morning' })] },
      missedStarts: {
        count: 1,
        items: [visit(9, { sitterName: 'Sam Sitter', timeWindow: 'morning', scheduledDate: '2026-06-09T12:00:00.000Z' })],
      },
      unreadMessages: { messages: 3, conversations: 2 },
      failedPayments: {
        count: 1,
        items: [
          {
            subscriptionId: 4,
            homeownerName: 'Olivia Owens',
            amountCents: 22500,
            reason: 'Your card was declined.',
            since: '2026-06-14T12:00:00.000Z',
          },
        ],
      },
      newAreaRequests: { count: 1 },
    });
    const list = await screen.findByRole('list', { name: 'Needs attention' });
    const groups = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      'No sitter yet, today or tomorrow (7)',
      'Window passed, not started (1)',
      'Unread messages',
      'Plan payments declined (1)',
      'Service-area requests this week',
    ]);
    expect(
      screen.getByRole('link', { name: 'Visit #20: Monday, June 15, 2026 · Evening (4–8), Olivia Owens · Unassigned' }),
    ).toHaveAttribute('href', '/jobs?from=&q=%2320&visit=20');
    expect(
      screen.getByRole('link', { name: /Visit #9: Tuesday, June 9, 2026 · Morning \(8–12\), Olivia Owens · Sam Sitter/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 7' }).getAttribute('href')).toMatch(
      /^\/jobs\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&status=scheduled&sitter=unassigned$/,
    );
    expect(screen.getByRole('link', { name: '3 messages in 2 conversations' })).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByText('Olivia Owens: $225.00 (Your card was declined.)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 new request' })).toHaveAttribute('href', '/users');
  });

  it('shows the server’s reason and a retry when the report cannot be loaded', async () => {
    renderArea(<NeedsAttention />, {
      user: adminUser,
      routes: { '/api/admin/attention': { status: 500, body: { code: 'server.internal', message: 'Something went wrong on our side.' } } },
    });
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

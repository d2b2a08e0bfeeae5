import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification } from '@housesit/shared-contracts';
import { makeVisit, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { JobQueueScreen } from '../../jobs';
import { jobQueueApi } from '../../../test/jobQueueApi';
import { AdminNotificationsScreen } from './AdminNotificationsScreen';

const needsSitter = (id: number, visitId: number, readAt: string | null): AppNotification => ({
  id,
  type: 'visitNeedsSitter',
  visitId,
  details: {},
  // 16:45 UTC on 15 June is 12:45 PM in New York (EDT).
  createdAt: '2026-06-15T16:45:00.000Z',
  readAt,
});

describe('Admin notifications', () => {
  it('lists what the API stored with the unread count, each linking to its job details', async () => {
    renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: {
        'GET /api/notifications': {
          body: { items: [needsSitter(2, 41, null), needsSitter(1, 40, '2026-06-15T17:00:00.000Z')], unread: 1 },
        },
      },
    });
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visit #41 needs a sitter');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('June 15, 2026 at 12:45 PM EDT');
    expect(within(first!).getByRole('link', { name: 'Open job details' })).toHaveAttribute('href', '/jobs?from=&q=%2341&visit=41');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(second!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('marks one read and shows the refetched count', async () => {
    let read = false;
    const { requests } = renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: {
        'GET /api/notifications': () => ({
          body: { items: [needsSitter(2, 41, read ? '2026-06-15T17:00:00.000Z' : null)], unread: read ? 0 : 1 },
        }),
        'PATCH /api/notifications/2/read': () => {
          read = true;
          return { body: { notification: needsSitter(2, 41, '2026-06-15T17:00:00.000Z') } };
        },
      },
    }).stub;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByText('0 unread notifications')).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.url.pathname)).toEqual(['/api/notifications/2/read']);
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it("marks all read with 'Mark all as read' and shows the refetched list and count", async () => {
    let read = false;
    const { requests } = renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: {
        'GET /api/notifications': () => ({
          body: {
            items: [
              needsSitter(2, 41, read ? '2026-06-15T17:00:00.000Z' : null),
              needsSitter(1, 40, read ? '2026-06-15T17:00:00.000Z' : null),
            ],
            unread: read ? 0 : 2,
          },
        }),
        'POST /api/notifications/read-all': () => {
          read = true;
          return { body: { marked: 2, unread: 0 } };
        },
      },
    }).stub;
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('0 unread notifications')).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/notifications/read-all']);
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("disables 'Mark all as read' when nothing is unread", async () => {
    renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: { 'GET /api/notifications': { body: { items: [needsSitter(1, 40, '2026-06-15T17:00:00.000Z')], unread: 0 } } },
    });
    expect(await screen.findByText('0 unread notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet', async () => {
    renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: { 'GET /api/notifications': { body: { items: [], unread: 0 } } },
    });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    renderArea(<AdminNotificationsScreen path="/admin/notifications" />, {
      user: adminUser,
      routes: { 'GET /api/notifications': { status: 500 } },
    });
    expect(await screen.findByRole('button', { name: /Retry/ }, { timeout: 15000 })).toBeInTheDocument();
  }, 20000);
});

describe("a notification's link", () => {
  it('opens the job queue on that job, searched by its id, with its details open', async () => {
    const job = makeVisit({ id: 41, status: 'scheduled' });
    const { requests } = renderArea(<JobQueueScreen path="/jobs" />, {
      user: adminUser,
      path: '/jobs?from=&q=%2341&visit=41',
      routes: jobQueueApi([job]),
    }).stub;
    expect(await screen.findByRole('dialog', { name: 'Visit #41' })).toBeInTheDocument();
    const load = requests.find((r) => r.url.pathname === '/api/admin/jobs');
    expect(load?.url.searchParams.get('search')).toBe('#41');
  });
});

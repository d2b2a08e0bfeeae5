import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@housesit/shared-contracts';
import { createStubFetch, homeownerUser, renderArea, toastTexts, type StubReply } from '@housesit/shell/kit/testing';
import { makeNotification } from '../../../test/fixtures';
import { NotificationsScreen } from './NotificationsScreen';

function setup(initial: AppNotification[], markReply?: () => StubReply) {
  let items = initial;
  const stub = createStubFetch(
    {
      '/api/notifications': () => ({ body: { items, unread: items.filter((n) => n.readAt === null).length } }),
      '/api/notifications/1/read': () => {
        const reply = markReply?.();
        if (reply) return reply;
        items = items.map((n) => (n.id === 1 ? { ...n, readAt: '2025-06-21T09:00:00.000Z' } : n));
        return { body: { notification: items[0] } };
      },
    },
    { user: homeownerUser },
  );
  renderArea(<NotificationsScreen />, { stub: stub, path: '/homeowner/notifications' });
  return stub;
}

describe('NotificationsScreen', () => {
  it('lists notifications with an unread marker and a link to the report', async () => {
    setup([makeNotification(1), makeNotification(2, { visitId: 22, readAt: '2025-06-20T17:00:00.000Z' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const unread = await screen.findByRole('article', { name: 'Visit #21 completed' });
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText('June 20, 2025 at 12:00 PM EDT')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'View report' })).toHaveAttribute('href', '/reports');
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();

    const read = screen.getByRole('article', { name: 'Visit #22 completed' });
    expect(within(read).getByText('Read')).toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('tells of a cancelled visit and points to billing, where its refund shows', async () => {
    setup([makeNotification(3, { type: 'visitCancelled', visitId: 23 })]);
    const cancelled = await screen.findByRole('article', { name: 'Visit #23 cancelled' });
    expect(cancelled).toHaveTextContent('Any refund due is shown on Billing & Payment Info.');
    expect(within(cancelled).getByRole('link', { name: 'View billing' })).toHaveAttribute('href', '/homeowner/billing');
  });

  it('announces a moved visit as moved, with its new day and window, never as completed', async () => {
    const moved = makeNotification(4, {
      type: 'visitRescheduled',
      visitId: 20,
      details: { date: '2026-06-29', timeWindow: 'evening', previousDate: '2026-06-22', previousTimeWindow: 'morning' },
    });
    const unknown = { ...makeNotification(5), type: 'visitTeleported' } as unknown as AppNotification;
    setup([moved, unknown]);
    const item = await screen.findByRole('article', { name: 'Visit #20 rescheduled' });
    expect(item).toHaveTextContent('Now on Monday, June 29, 2026 · Evening (4–8). It was on Monday, June 22, 2026 · Morning (8–12).');
    expect(within(item).getByRole('link', { name: 'View my visits' })).toHaveAttribute('href', '/homeowner/visits');
    // A kind this build does not know shows nothing rather than another kind's words.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(/completed/)).toBeNull();
  });

  it("marks one as read with 'Mark as read' and refetches", async () => {
    const stub = setup([makeNotification(1)]);
    const item = await screen.findByRole('article', { name: 'Visit #21 completed' });
    await userEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(item).getByText('Read')).toBeInTheDocument());
    expect(stub.requestsTo('/api/notifications/1/read', 'PATCH')).toHaveLength(1);
    expect(screen.getByText('0 unread notifications')).toBeInTheDocument();
  });

  it("marks every unread one read with 'Mark all as read', then the button is disabled", async () => {
    let items = [
      makeNotification(1),
      makeNotification(2, { visitId: 22 }),
      makeNotification(3, { visitId: 23, readAt: '2025-06-20T17:00:00.000Z' }),
    ];
    const stub = createStubFetch(
      {
        '/api/notifications': () => ({ body: { items, unread: items.filter((n) => n.readAt === null).length } }),
        'POST /api/notifications/read-all': () => {
          const marked = items.filter((n) => n.readAt === null).length;
          items = items.map((n) => ({ ...n, readAt: n.readAt ?? '2025-06-21T09:00:00.000Z' }));
          return { body: { marked, unread: 0 } };
        },
      },
      { user: homeownerUser },
    );
    renderArea(<NotificationsScreen />, { stub, path: '/homeowner/notifications' });
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('0 unread notifications')).toBeInTheDocument());
    expect(stub.requestsTo('/api/notifications/read-all', 'POST')).toHaveLength(1);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("disables 'Mark all as read' when nothing is unread", async () => {
    const stub = setup([makeNotification(2, { visitId: 22, readAt: '2025-06-20T17:00:00.000Z' })]);
    await screen.findByText('0 unread notifications');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(stub.requestsTo('/api/notifications/read-all')).toHaveLength(0);
  });

  it('says when marking fails', async () => {
    setup([makeNotification(1)], () => ({ status: 404, body: { message: 'Notification not found.' } }));
    const item = await screen.findByRole('article', { name: 'Visit #21 completed' });
    await userEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Could not mark as read: Notification not found.']));
    expect(within(item).getByText('Unread')).toBeInTheDocument();
  });

  it('has an empty and an error state', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();

    const failing = createStubFetch({ '/api/notifications': () => ({ status: 500, body: { message: 'down' } }) }, { user: homeownerUser });
    renderArea(<NotificationsScreen />, { stub: failing, path: '/homeowner/notifications' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

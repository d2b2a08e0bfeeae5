import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotificationUnread } from '@housesit/shell/kit';
import { createStubFetch, homeownerUser, renderArea, toastTexts, type StubReply } from '@housesit/shell/kit/testing';
import { MarkAllNotificationsRead } from './MarkAllNotificationsRead';
import { useNotifications } from './useNotifications';

/** The account menu's badge count and a notifications screen's header, on one shared cache. */
function Probe() {
  const badge = useNotificationUnread();
  const list = useNotifications();
  return (
    <>
      <p>badge {badge ?? 'loading'}</p>
      <p>list {list.data ? list.data.unread : 'loading'}</p>
      <MarkAllNotificationsRead unread={list.data?.unread} />
    </>
  );
}

function setup(unreadAtFirst: number, markReply?: StubReply) {
  let unread = unreadAtFirst;
  const stub = createStubFetch(
    {
      'GET /api/notifications': () => ({ body: { items: [], unread } }),
      'GET /api/notifications/unread': () => ({ body: { unread } }),
      'POST /api/notifications/read-all': () => {
        if (markReply) return markReply;
        const marked = unread;
        unread = 0;
        return { body: { marked, unread: 0 } };
      },
    },
    { user: homeownerUser },
  );
  renderArea(<Probe />, { stub });
  return stub;
}

describe('MarkAllNotificationsRead', () => {
  it('marks all read, then the list and the badge refetch and the button is disabled', async () => {
    const stub = setup(3);
    await screen.findByText('badge 3');
    await screen.findByText('list 3');
    const button = screen.getByRole('button', { name: 'Mark all as read' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await screen.findByText('badge 0');
    expect(screen.getByText('list 0')).toBeInTheDocument();
    expect(stub.requestsTo('/api/notifications/read-all', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('is disabled when nothing is unread, and while the list loads', async () => {
    const stub = setup(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await screen.findByText('list 0');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(stub.requestsTo('/api/notifications/read-all')).toHaveLength(0);
  });

  it('says when marking fails and keeps the count', async () => {
    setup(2, { status: 500, body: { message: 'Something went wrong.' } });
    await screen.findByText('list 2');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Could not mark as read: Something went wrong.']));
    expect(screen.getByText('badge 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });
});

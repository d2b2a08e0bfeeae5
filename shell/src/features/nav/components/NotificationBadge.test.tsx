import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { admin, callsTo, homeowner, signedInAs, sitter, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { NavBar } from './NavBar';
import { unreadNotificationsLabel } from './NotificationBadge';

function renderNav(path: string, me: StubReply, unread?: number) {
  const stub = stubApi({
    'GET /api/auth/me': me,
    ...(unread === undefined ? {} : { 'GET /api/notifications/unread': { status: 200, body: { unread } } }),
  });
  renderShell(<NavBar />, { api: stub.api, path });
  return stub;
}

describe('the unread notification badge', () => {
  it('says the count in words for screen readers', () => {
    expect(unreadNotificationsLabel(1)).toBe('1 unread notification');
    expect(unreadNotificationsLabel(3)).toBe('3 unread notifications');
  });

  it("shows the homeowner's unread count on the account menu and beside its Notifications entry", async () => {
    const user = userEvent.setup();
    renderNav('/dashboard', signedInAs(homeowner), 3);
    const trigger = await screen.findByRole('button', { name: /^Account menu for Jane Doe/ });
    await waitFor(() => expect(within(trigger).getByTestId('notification-badge')).toHaveTextContent('3'));
    expect(within(trigger).getByLabelText('3 unread notifications')).toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Account menu for Jane Doe 3 unread notifications');

    await user.click(trigger);
    const entry = within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Notifications/ });
    expect(entry).toHaveAttribute('href', '/homeowner/notifications');
    expect(within(entry).getByTestId('notification-badge')).toHaveTextContent('3');
    expect(entry).toHaveAccessibleName('Notifications 3 unread notifications');
  });

  it("shows the admin's count too, beside /admin/notifications", async () => {
    const user = userEvent.setup();
    renderNav('/admin/dashboard', signedInAs(admin), 1);
    const trigger = await screen.findByRole('button', { name: /^Account menu for Ada Admin/ });
    await waitFor(() => expect(within(trigger).getByLabelText('1 unread notification')).toHaveTextContent('1'));
    await user.click(trigger);
    const entry = within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Notifications/ });
    expect(entry).toHaveAttribute('href', '/admin/notifications');
    expect(within(entry).getByLabelText('1 unread notification')).toBeInTheDocument();
  });

  it('is hidden when nothing is unread', async () => {
    const user = userEvent.setup();
    const { fetch } = renderNav('/dashboard', signedInAs(homeowner), 0);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/notifications/unread')).toHaveLength(1));
    const trigger = screen.getByRole('button', { name: 'Account menu for Jane Doe' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('shows 99+ above 99', async () => {
    renderNav('/dashboard', signedInAs(homeowner), 150);
    const trigger = await screen.findByRole('button', { name: /^Account menu for Jane Doe/ });
    await waitFor(() => expect(within(trigger).getByLabelText('150 unread notifications')).toHaveTextContent('99+'));
  });

  it('is not asked for where the menu has no Notifications entry (a sitter on /settings)', async () => {
    const { fetch } = renderNav('/settings', signedInAs(sitter), 2);
    await screen.findByRole('button', { name: /^Account menu for/ });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auth/me').length).toBeGreaterThan(0));
    expect(callsTo(fetch, 'GET', '/api/notifications/unread')).toHaveLength(0);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});

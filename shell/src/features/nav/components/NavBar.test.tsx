import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { queryKeys, type PlanDialogProps } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';
import { admin, callsTo, homeowner, signedInAs, signedOut, sitter, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import type { RemoteLoader } from '../../remotes';
import { NavBar } from './NavBar';

function renderNav(path: string, me: StubReply, extra: Record<string, StubReply> = {}, loader?: RemoteLoader) {
  const stub = stubApi({ 'GET /api/auth/me': me, ...extra });
  renderShell(<NavBar />, { api: stub.api, path, loader });
  return stub;
}

const location = () => screen.getByTestId('location').textContent;

describe('NavBar', () => {
  it.each(['/', '/login', '/terms', '/privacy'])('is hidden on %s', async (path) => {
    const { fetch } = renderNav(path, signedInAs(homeowner));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is absent for signed-out visitors', async () => {
    const { fetch } = renderNav('/support', signedOut);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows the homeowner pill bar with 'Book Housesit'", async () => {
    renderNav('/dashboard', signedInAs(homeowner));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dashboard', '/messages', '/reports']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Book Housesit' })).toBeInTheDocument();
  });

  it('shows the unread message count beside Messages, and nothing when all is read', async () => {
    renderNav('/jobs', signedInAs(admin), {
      'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 3, unreadConversations: 2 } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const messages = within(nav).getByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(within(messages).getByTestId('unread-badge')).toHaveTextContent('3'));
    expect(messages).toHaveAccessibleName('Messages , 3 unread');
  });

  it('shows no badge when nothing is unread', async () => {
    const { fetch } = renderNav('/dashboard', signedInAs(homeowner), {
      'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, unreadConversations: 0 } },
    });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/conversations/unread')).toHaveLength(1));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('shows the admin pill bar', async () => {
    renderNav('/jobs', signedInAs(admin));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/dashboard', '/jobs', '/admin/schedule', '/admin/messages', '/revenue', '/users']);
    expect(within(nav).queryByRole('button', { name: 'Book Housesit' })).not.toBeInTheDocument();
  });

  it('shows the sitter bar with Settings and a Logout button on sitter paths', async () => {
    renderNav('/sitter/dashboard', signedInAs(sitter));
    const nav = await screen.findByRole('navigation', { name: 'Sitter' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual([
      'Dashboard /sitter/dashboard',
      'Job Queue /housesitter/jobs',
      'Messages /housesitter/messages',
      'Earnings /housesitter/earnings',
      'Settings /settings',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shares the sitter bar's width among its entries on a phone instead of scrolling it sideways", async () => {
    renderNav('/housesitter', signedInAs(sitter));
    const nav = await screen.findByRole('navigation', { name: 'Sitter' });
    const style = getComputedStyle(nav);
    // Entries share the width and wrap to a second row before running off the side (the layout
    // itself is measured at 375 px in e2e/tests/staffPhone.spec.ts).
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.overflowX).not.toBe('auto');
    const entry = getComputedStyle(within(nav).getByRole('link', { name: 'Settings' }));
    expect(entry.flex).toBe('1 1 0px');
    expect(entry.minWidth).toBe('min-content');
  });

  it('shows the user’s initials and opens an accessible dropdown', async () => {
    const user = userEvent.setup();
    renderNav('/dashboard', signedInAs(homeowner));
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    expect(trigger).toHaveTextContent('JD');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'My Properties',
      'My Visits',
      'Notifications',
      'Billing & Payment Info',
      'Messages',
      'Visit Reports',
      'Settings',
      'Help / Support',
      'Log out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('lists the admin entries for admins', async () => {
    const user = userEvent.setup();
    renderNav('/admin/dashboard', signedInAs(admin));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Admin' }));
    const hrefs = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/job-queue',
      '/admin/schedule',
      '/admin/messages',
      '/admin/revenue',
      '/admin/notifications',
      '/admin/releases',
      '/settings',
      '/support',
      null,
    ]);
  });

  it("opens mf_public's plan dialog from 'Book Housesit'", async () => {
    const user = userEvent.setup();
    const loader = vi.fn(async () => ({
      default: ({ open, onClose }: PlanDialogProps) =>
        open ? (
          <div role="dialog" aria-label="Choose a plan">
            <button onClick={onClose}>Close plans</button>
          </div>
        ) : null,
    }));
    renderNav('/dashboard', signedInAs(homeowner), {}, loader);
    await user.click(await screen.findByRole('button', { name: 'Book Housesit' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_public/PlanDialog');
    await user.click(screen.getByRole('button', { name: 'Close plans' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a retryable fallback when the plan dialog cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const loader = vi.fn(async () => {
      throw new Error('mf_public is down');
    });
    renderNav('/dashboard', signedInAs(homeowner), {}, loader);
    await user.click(await screen.findByRole('button', { name: 'Book Housesit' }));
    expect(await screen.findByText('This part of Housesit is unavailable right now.')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Book Housesit' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });

  describe('logout', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function CachedQuery() {
      const { data } = useApiQuery(queryKeys.userStats.all(), (api) => api.request<{ n: number }>('/api/user/stats'));
      return <p>cached {data?.n ?? 'none'}</p>;
    }

    it("clears the user and every cached query, toasts 'Logged out' and goes to /login ~100 ms later", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const stub = stubApi({
        'GET /api/auth/me': signedInAs(homeowner),
        'POST /api/auth/logout': { status: 204 },
        'GET /api/user/stats': { status: 200, body: { n: 7 } },
      });
      renderShell(
        <>
          <NavBar />
          <CachedQuery />
        </>,
        { api: stub.api, path: '/dashboard' },
      );
      expect(await screen.findByText('cached 7')).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Account menu for Jane Doe' }));
      await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
      expect(await screen.findByText('Logged out')).toBeInTheDocument();
      expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
      expect(location()).toBe('/dashboard');
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      // Navigation comes first (the nav that asked for it unmounts once the user is gone).
      expect(location()).toBe('/login');
      await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
      expect(screen.getByText('cached none')).toBeInTheDocument();
      expect(callsTo(stub.fetch, 'POST', '/api/auth/logout')).toHaveLength(1);
    });

    it("shows the destructive 'Error' toast when logout fails, and still signs out locally", async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderNav('/sitter/dashboard', signedInAs(sitter), { 'POST /api/auth/logout': { status: 500 } });
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent('Failed to log out. Please try again.');
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(location()).toBe('/login');
    });
  });
});

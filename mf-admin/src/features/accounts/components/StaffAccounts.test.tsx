import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_ACCOUNT_TEXT, type User } from '@housesit/shared-contracts';
import { adminUser, page, type StubReply, type StubRequest, renderArea } from '@housesit/shell/kit/testing';
import { makeSitter } from '../../../test/fixtures';
import { UsersScreen } from '../../users';

function setup(onCreate?: (request: StubRequest) => StubReply) {
  const sitters: User[] = [makeSitter(5, 'Sam', 'Sitter')];
  const view = renderArea(<UsersScreen path="/users" />, {
    user: adminUser,
    routes: {
      '/api/admin/jobs': { body: page([]) },
      'GET /api/admin/users': (url) => {
        const role = url.searchParams.get('role');
        return { body: { items: role === 'housesitter' ? sitters : role === 'admin' ? [adminUser] : [] } };
      },
      'POST /api/admin/users': (_url, request) => {
        if (onCreate) return onCreate(request);
        const body = request.body as Omit<User, 'id'>;
        const user: User = { id: 40, phone: null, address: null, ...body };
        sitters.push(user);
        return { status: 201, body: { user } };
      },
    },
  });
  const creates = () => view.stub.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/admin/users');
  return { ...view, creates };
}

async function openCreateForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Staff accounts' }));
  await user.click(await screen.findByRole('button', { name: 'Create account' }));
  return screen.getByRole('dialog', { name: 'Create account' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('First name'), 'Nina');
  await user.type(within(form).getByLabelText('Last name'), 'Novak');
  await user.type(within(form).getByLabelText('Email'), 'nina@example.com');
  await user.type(within(form).getByLabelText('Username'), 'ninan');
}

describe('Staff accounts', () => {
  it('lists sitters and admins from the users endpoint', async () => {
    const user = userEvent.setup();
    const { calls } = setup().stub;
    await user.click(await screen.findByRole('tab', { name: 'Staff accounts' }));
    const sitters = await screen.findByRole('list', { name: /^Sitters/ });
    expect(sitters).toHaveTextContent('Sam Sitter');
    expect(within(sitters).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(await screen.findByRole('list', { name: /^Admins/ })).toHaveTextContent('Ada Admin');
    const roles = calls.filter((u) => u.pathname === '/api/admin/users').map((u) => u.searchParams.get('role'));
    expect(roles).toEqual(expect.arrayContaining(['housesitter', 'admin']));
  });

  it('shows the spec messages for invalid input and sends nothing', async () => {
    const user = userEvent.setup();
    const { creates } = setup();
    const dialog = await openCreateForm(user);
    await user.type(within(dialog).getByLabelText('Username'), 'ab');
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    for (const message of [
      'Username must be at least 3 characters',
      'Invalid email address',
      'First name is required',
      'Last name is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('creates a sitter account without a password (an invitation is emailed), then lists it', async () => {
    const user = userEvent.setup();
    const { creates, toasts } = setup();
    const dialog = await openCreateForm(user);
    expect(within(dialog).getByRole('radio', { name: /Housesitter/ })).toBeChecked();
    // Decision 017: the admin types no password; the form says how the person gets one.
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(STAFF_ACCOUNT_TEXT.invitationHint);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(creates()[0]!.body).toEqual({
      firstName: 'Nina',
      lastName: 'Novak',
      email: 'nina@example.com',
      username: 'ninan',
      role: 'housesitter',
    });
    expect(toasts.at(-1)).toMatchObject({
      title: 'Account created',
      description: 'Nina Novak was emailed an invitation to nina@example.com to set their password.',
      variant: 'success',
    });
    await waitFor(() => expect(screen.getByRole('list', { name: /^Sitters/ })).toHaveTextContent('Nina Novak'));
    expect(screen.getByRole('list', { name: /^Sitters/ })).toHaveTextContent('Just created');
    // The new account is the list's current item, for assistive technology as for the eye.
    const created = within(screen.getByRole('list', { name: /^Sitters/ }))
      .getAllByRole('listitem')
      .find((li) => li.textContent.includes('Nina Novak'));
    expect(created).toHaveAttribute('aria-current', 'true');
  });

  it('creates an admin account with a phone number', async () => {
    const user = userEvent.setup();
    const { creates } = setup();
    const dialog = await openCreateForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
    await fillValid(user, dialog);
    await user.type(within(dialog).getByLabelText('Phone'), '(781) 555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]!.body).toMatchObject({ role: 'admin', phone: '(781) 555-0100' });
  });

  it("shows the server's field error once, on its field (not again for the form)", async () => {
    const user = userEvent.setup();
    const { creates } = setup(() => ({
      status: 409,
      body: {
        message: 'That username is already taken. Choose another one.',
        fieldErrors: { username: 'That username is already taken. Choose another one.' },
      },
    }));
    const dialog = await openCreateForm(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    const username = within(dialog).getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['That username is already taken. Choose another one.']);
    // Editing the field clears the server's error.
    await user.type(username, '2');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('falls back to a plain message when the server sends none', async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 500 }));
    const dialog = await openCreateForm(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create account. Please try again.');
  });

  it('deactivates a sitter after a confirm step, shows the badge and the unassigned count, then reactivates', async () => {
    const user = userEvent.setup();
    let deactivated: string | null = null;
    const view = renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: {
        '/api/admin/jobs': { body: page([]) },
        'GET /api/admin/users': (url) => {
          const sam = { ...makeSitter(5, 'Sam', 'Sitter'), ...(deactivated ? { deactivatedAt: deactivated } : {}) };
          return { body: { items: url.searchParams.get('role') === 'housesitter' ? [sam] : [adminUser] } };
        },
        'POST /api/admin/users/5/deactivate': () => {
          deactivated = '2026-11-26T12:00:00.000Z';
          return { body: { user: { ...makeSitter(5, 'Sam', 'Sitter'), deactivatedAt: deactivated }, unassignedVisits: 2 } };
        },
        'POST /api/admin/users/5/reactivate': () => {
          deactivated = null;
          return { body: { user: makeSitter(5, 'Sam', 'Sitter'), unassignedVisits: 0 } };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Staff accounts' }));
    const sitters = await screen.findByRole('list', { name: /^Sitters/ });
    await user.click(within(sitters).getByRole('button', { name: 'Deactivate Sam Sitter' }));
    const confirm = screen.getByRole('dialog', { name: 'Deactivate Sam Sitter?' });
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.toasts.at(-1)).toMatchObject({
      title: 'Account deactivated',
      description: 'Sam Sitter can no longer sign in. 2 upcoming visits are now unassigned.',
    });
    await waitFor(() => expect(screen.getByRole('list', { name: /^Sitters/ })).toHaveTextContent('Deactivated'));

    await user.click(within(screen.getByRole('list', { name: /^Sitters/ })).getByRole('button', { name: 'Reactivate Sam Sitter' }));
    await waitFor(() => expect(view.toasts.at(-1)).toMatchObject({ title: 'Account reactivated' }));
    await waitFor(() => expect(screen.getByRole('list', { name: /^Sitters/ })).not.toHaveTextContent('Deactivated'));
  });

  it('sends a password reset and offers no deactivate on the admin’s own card', async () => {
    const user = userEvent.setup();
    const view = renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: {
        '/api/admin/jobs': { body: page([]) },
        'GET /api/admin/users': (url) => ({
          body: { items: url.searchParams.get('role') === 'housesitter' ? [makeSitter(5, 'Sam', 'Sitter')] : [adminUser] },
        }),
        'POST /api/admin/users/5/password-reset': { status: 202, body: { accepted: true } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Staff accounts' }));
    const admins = await screen.findByRole('list', { name: /^Admins/ });
    expect(within(admins).queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    const sitters = screen.getByRole('list', { name: /^Sitters/ });
    await user.click(within(sitters).getByRole('button', { name: 'Send password reset to Sam Sitter' }));
    await waitFor(() =>
      expect(view.toasts.at(-1)).toMatchObject({
        title: 'Password reset sent',
        description: 'A reset link was emailed to sam@example.com.',
      }),
    );
    expect(view.stub.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/admin/users/5/password-reset']);
  });
});

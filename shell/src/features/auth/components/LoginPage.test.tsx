import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { admin, callsTo, homeowner, signedInAs, signedOut, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { LoginPage } from './LoginPage';

function renderLogin(routes: Record<string, StubReply>, path = '/login') {
  const stub = stubApi({ 'GET /api/auth/me': signedOut, ...routes });
  renderShell(<LoginPage />, { api: stub.api, path });
  return stub;
}

const location = () => screen.getByTestId('location').textContent;

/** A reply that waits until the test releases it. */
function held(reply: { status: number; body?: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release: () => release() };
}

describe('/login', () => {
  beforeEach(() => {
    // Failed sign-ins are logged on purpose (docs/product/platform.md §8); keep the test output readable.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows 'Loading...' while the auth state loads, then the logo, tagline and Login tab", async () => {
    const session = held(signedOut);
    renderLogin({ 'GET /api/auth/me': session.handler });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    session.release();
    expect(await screen.findByText('Your trusted home care service')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Housesit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the Register tab with ?tab=register and shows its five fields in order', async () => {
    renderLogin({}, '/login?tab=register');
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Register' });
    const labels = Array.from(form.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['First name', 'Last name', 'Email', 'Username', 'Password']);
  });

  it("says 'Please log in to continue with your purchase.' to a visitor the guard sent from /purchase, on both tabs", async () => {
    const user = userEvent.setup();
    renderLogin({}, `/login?next=${encodeURIComponent('/purchase?plan=extended')}`);
    expect(await screen.findByText('Please log in to continue with your purchase.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByText('Please log in to continue with your purchase.')).toBeInTheDocument();
  });

  it('says nothing of a purchase when the visitor came from another page', async () => {
    renderLogin({}, '/login?next=%2Freports');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to continue with your purchase.')).not.toBeInTheDocument();
  });

  it('switches tabs and keeps other query parameters', async () => {
    const user = userEvent.setup();
    renderLogin({}, '/login?next=%2Freports');
    // Each tab is also a link to its form, for the server's HTML without scripts (decision 020).
    const register = await screen.findByRole('tab', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/login?next=%2Freports&tab=register');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Freports');
    await user.click(register);
    expect(location()).toBe('/login?next=%2Freports&tab=register');
    expect(screen.getByRole('form', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('/login?next=%2Freports');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the refusal the form sign-in sent back (?error=), for its codes only, until the next attempt', async () => {
    const user = userEvent.setup();
    renderLogin(
      { 'POST /api/auth/login': { status: 401, body: { code: 'auth.invalid_credentials', message: 'Invalid username or password.' } } },
      '/login?error=auth.login_throttled&next=%2Freports',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    );
    // The form posts itself to this address when scripts are off; with them the app sends it.
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('form', { name: 'Login' })).not.toHaveAttribute('action');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(location()).toBe('/login?next=%2Freports');
    expect(screen.queryByText(/Too many failed sign-in attempts/)).not.toBeInTheDocument();
  });

  it('ignores an ?error= the form sign-in never sends', async () => {
    renderLogin({}, '/login?error=%3Cb%3Ehi%3C%2Fb%3E');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no sign-in refusal on the Register tab', async () => {
    renderLogin({}, '/login?tab=register&error=auth.invalid_credentials');
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the refusal the form registration sent back on the Register tab, until the next attempt', async () => {
    const user = userEvent.setup();
    renderLogin(
      {
        'POST /api/auth/register': {
          status: 201,
          body: { user: { id: 9, username: 'newbie', email: 'n@example.com', firstName: 'New', lastName: 'Bie', role: 'homeowner' } },
        },
      },
      '/login?tab=register&error=auth.username_taken&plan=extended',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken. Choose another one.');
    // Posted to this address when scripts are off; with them the app checks and sends it.
    expect(screen.getByRole('form', { name: 'Register' })).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Email')).toBeRequired();
    await user.type(screen.getByLabelText('First name'), 'New');
    await user.type(screen.getByLabelText('Last name'), 'Bie');
    await user.type(screen.getByLabelText('Email'), 'n@example.com');
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Password'), 'a-long-enough-one');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByText(/already taken/)).not.toBeInTheDocument());
  });

  it('shows the login validation messages word for word and does not call the API', async () => {
    const user = userEvent.setup();
    const { fetch } = renderLogin({});
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('shows the register validation messages word for word', async () => {
    const user = userEvent.setup();
    const { fetch } = renderLogin({}, '/login?tab=register');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  describe('submitting', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("disables the button with 'Signing in...', then toasts and redirects ~100 ms later", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const reply = held(signedInAs(admin));
      const { fetch } = renderLogin({ 'POST /api/auth/login': reply.handler });
      await user.type(await screen.findByLabelText('Username'), 'admin');
      await user.type(screen.getByLabelText('Password'), 'housesit-demo');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      const busy = await screen.findByRole('button', { name: 'Signing in...' });
      expect(busy).toBeDisabled();
      reply.release();
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      expect(screen.getByText('You have been successfully logged in.')).toBeInTheDocument();
      expect(location()).toBe('/login');
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(location()).toBe('/admin/dashboard');
      const [, init] = callsTo(fetch, 'POST', '/api/auth/login')[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'housesit-demo' });
    });

    it("registers a homeowner with 'Creating account...', then goes on to the chosen plan", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const reply = held({ status: 201, body: { user: homeowner } });
      const { fetch } = renderLogin({ 'POST /api/auth/register': reply.handler }, '/login?tab=register&plan=recurring');
      await user.type(await screen.findByLabelText('First name'), 'Jane');
      await user.type(screen.getByLabelText('Last name'), 'Doe');
      await user.type(screen.getByLabelText('Email'), 'jane@example.com');
      await user.type(screen.getByLabelText('Username'), 'jane');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
      reply.release();
      expect(await screen.findByText('Account created!')).toBeInTheDocument();
      expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(location()).toBe('/dashboard?plan=recurring');
      const [, init] = callsTo(fetch, 'POST', '/api/auth/register')[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        username: 'jane',
        password: 'secret123',
        role: 'homeowner',
      });
    });
  });

  it("toasts 'Login failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderLogin({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password.' } } });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(location()).toBe('/login');
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const user = userEvent.setup();
    renderLogin({ 'POST /api/auth/login': { status: 500 } });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Registration failed' with the server message and its field errors under the fields", async () => {
    const user = userEvent.setup();
    renderLogin(
      {
        'POST /api/auth/register': {
          status: 409,
          body: {
            message: 'That username is already taken. Choose another one.',
            fieldErrors: { username: 'That username is already taken. Choose another one.' },
          },
        },
      },
      '/login?tab=register',
    );
    await user.type(await screen.findByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Username'), 'homeowner');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    const errorId = username.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe('That username is already taken. Choose another one.');
  });

  it("falls back to 'Failed to create account. Please try again.'", async () => {
    renderLogin({ 'POST /api/auth/register': { status: 502 } }, '/login?tab=register');
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create account. Please try again.')).toBeInTheDocument();
  });

  it('lets a signed-in user see the page with a way to their dashboard', async () => {
    renderLogin({ 'GET /api/auth/me': signedInAs(homeowner) });
    expect(await screen.findByText('You are signed in as Jane Doe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });
});

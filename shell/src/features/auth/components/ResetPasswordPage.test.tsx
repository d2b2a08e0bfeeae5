import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_RESET_TEXT, VALIDATION } from '@housesit/shared-contracts';
import { callsTo, signedOut, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'Abc123_-Abc123_-Abc123_-Abc123_-Abc123_-Abc';

function renderReset(routes: Record<string, StubReply>, path = '/reset-password') {
  const stub = stubApi({ 'GET /api/auth/me': signedOut, ...routes });
  renderShell(<ResetPasswordPage />, { api: stub.api, path });
  return stub;
}

const location = () => screen.getByTestId('location').textContent;
/** The page's own live note (the test's location probe is an <output>, a status too). */
const noteWith = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');
const bodyOf = (fetch: ReturnType<typeof stubApi>['fetch'], path: string) =>
  JSON.parse(String(callsTo(fetch, 'POST', path)[0]?.[1]?.body)) as unknown;

describe("/login's 'Forgot password?'", () => {
  it('leads from the sign-in tab to /reset-password', async () => {
    const user = userEvent.setup();
    const { api } = stubApi({ 'GET /api/auth/me': signedOut });
    renderShell(<LoginPage />, { api, path: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(location()).toBe('/reset-password');
  });
});

describe('/reset-password without a token: asking for a link', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('checks the address before asking the API', async () => {
    const user = userEvent.setup();
    const { fetch } = renderReset({});
    expect(screen.getByRole('heading', { level: 1, name: PASSWORD_RESET_TEXT.requestTitle })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.requestButton }));
    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/auth/password-reset')).toHaveLength(0);
  });

  it('sends the address and shows the same neutral note whatever the answer says', async () => {
    const user = userEvent.setup();
    const { fetch } = renderReset({ 'POST /api/auth/password-reset': { status: 202, body: { accepted: true } } });
    await user.type(screen.getByLabelText('Email'), ' someone@example.com ');
    await user.keyboard('{Enter}');
    expect(await noteWith(PASSWORD_RESET_TEXT.sent)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: PASSWORD_RESET_TEXT.sentTitle })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/password-reset')).toEqual({ email: 'someone@example.com' });
    expect(screen.getByRole('link', { name: PASSWORD_RESET_TEXT.backToSignIn })).toHaveAttribute('href', '/login');
  });

  it("shows the throttle's message and keeps the form", async () => {
    const user = userEvent.setup();
    renderReset({
      'POST /api/auth/password-reset': {
        status: 429,
        body: { code: 'auth.password_reset_throttled', message: PASSWORD_RESET_TEXT.throttled },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.requestButton }));
    expect(await screen.findByText(PASSWORD_RESET_TEXT.throttled)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: PASSWORD_RESET_TEXT.requestTitle })).toBeInTheDocument();
  });
});

describe('/reset-password?token=…: choosing a new password', () => {
  const path = `/reset-password?token=${TOKEN}`;

  it("applies the password rule's length and the repeat before asking the API", async () => {
    const user = userEvent.setup();
    const { fetch } = renderReset({}, path);
    expect(screen.getByRole('heading', { level: 1, name: PASSWORD_RESET_TEXT.chooseTitle })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }));
    expect(await screen.findByText(VALIDATION.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.type(screen.getByLabelText('Repeat the new password'), 'something else');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }));
    expect(await screen.findByText(PASSWORD_RESET_TEXT.passwordsDiffer)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('sends the token and the password, then says so and leads to sign-in with the username', async () => {
    const user = userEvent.setup();
    const { fetch } = renderReset({ 'POST /api/auth/password-reset/confirm': { status: 200, body: { username: 'robin' } } }, path);
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }));
    const status = await noteWith(PASSWORD_RESET_TEXT.done);
    expect(status).toHaveTextContent('Your username is robin.');
    expect(bodyOf(fetch, '/api/auth/password-reset/confirm')).toEqual({ token: TOKEN, password: 'a-brand-new-secret' });
    expect(screen.getByRole('link', { name: PASSWORD_RESET_TEXT.signIn })).toHaveAttribute('href', '/login');
  });

  it("shows the server's password rule under the field", async () => {
    const user = userEvent.setup();
    renderReset(
      {
        'POST /api/auth/password-reset/confirm': {
          status: 400,
          body: { code: 'account.password_weak', message: VALIDATION.passwordCommon, fieldErrors: { password: VALIDATION.passwordCommon } },
        },
      },
      path,
    );
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }));
    expect(await screen.findByText(VALIDATION.passwordCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['auth.reset_token_expired', PASSWORD_RESET_TEXT.tokenExpired],
    ['auth.reset_token_used', PASSWORD_RESET_TEXT.tokenUsed],
    ['auth.reset_token_invalid', PASSWORD_RESET_TEXT.tokenInvalid],
  ])('for %s says why and offers a new link, which opens the request form', async (code, message) => {
    const user = userEvent.setup();
    renderReset(
      { 'POST /api/auth/password-reset/confirm': { status: 400, body: { code, message, fieldErrors: { token: message } } } },
      path,
    );
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: PASSWORD_RESET_TEXT.requestNew }));
    expect(location()).toBe('/reset-password');
    expect(screen.getByRole('form', { name: PASSWORD_RESET_TEXT.requestTitle })).toBeInTheDocument();
  });
});

describe('/reset-password?token=…&purpose=invitation: a new staff account sets its password', () => {
  const path = `/reset-password?token=${TOKEN}&purpose=invitation`;
  const words = PASSWORD_RESET_TEXT.invitation;

  it("says 'Set your password', sends the token and the password, then leads to sign-in", async () => {
    const user = userEvent.setup();
    const { fetch } = renderReset({ 'POST /api/auth/password-reset/confirm': { status: 200, body: { username: 'nora' } } }, path);
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.intro)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: words.title })).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_RESET_TEXT.chooseTitle)).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: words.button }));
    const status = await noteWith(words.done);
    expect(status).toHaveTextContent('Your username is nora.');
    expect(screen.getByRole('heading', { level: 1, name: words.doneTitle })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/password-reset/confirm')).toEqual({ token: TOKEN, password: 'a-brand-new-secret' });
  });

  it("shows the server's reason for an expired invitation", async () => {
    const user = userEvent.setup();
    const message = words.tokenExpired;
    renderReset(
      {
        'POST /api/auth/password-reset/confirm': {
          status: 400,
          body: { code: 'auth.reset_token_expired', message, fieldErrors: { token: message } },
        },
      },
      path,
    );
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: words.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ACCOUNT_TEXT, EMAIL_TEXT, VALIDATION, type AccountSession, type EmailPreferences } from '@housesit/shared-contracts';
import { callsTo, homeowner, signedInAs, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { SettingsPage } from './SettingsPage';

const here: AccountSession = {
  id: 'sess-here',
  device: 'Firefox on Windows',
  createdAt: '2026-06-01T10:00:00Z',
  lastSeenAt: '2026-06-15T14:00:00Z',
  signedInFrom: '203.0.113.7',
  current: true,
};
const phone: AccountSession = {
  id: 'sess-phone',
  device: 'Safari on iPhone',
  createdAt: '2026-05-20T08:00:00Z',
  lastSeenAt: '2026-06-10T09:30:00Z',
  signedInFrom: '198.51.100.4',
  current: false,
};
/** A second Safari on iPhone: told apart from the first by when and where it signed in. */
const tablet: AccountSession = { ...phone, id: 'sess-phone-2', createdAt: '2026-06-02T18:15:00Z', signedInFrom: '198.51.100.9' };

function renderSettings(routes: Record<string, StubReply> = {}) {
  const stub = stubApi({
    'GET /api/auth/me': signedInAs({ ...homeowner, phone: '781-555-0100', address: null }),
    'GET /api/account/sessions': { status: 200, body: { items: [here, phone] } },
    'GET /api/account/email-preferences': { status: 200, body: { visitUpdates: true, messages: true } },
    ...routes,
  });
  renderShell(<SettingsPage />, { api: stub.api, path: '/settings' });
  return stub;
}

const bodyOf = (fetch: ReturnType<typeof stubApi>['fetch'], method: string, path: string) =>
  JSON.parse(String(callsTo(fetch, method, path)[0]?.[1]?.body)) as unknown;

describe('/settings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows the user's details, and their sessions with this device marked", async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('781-555-0100');
    expect(screen.getByText('homeowner · jane@example.com')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(ACCOUNT_TEXT.thisDevice)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(ACCOUNT_TEXT.thisDevice)).toBeNull();
  });

  it("checks the profile with registration's messages before sending", async () => {
    const user = userEvent.setup();
    const { fetch } = renderSettings();
    await user.clear(await screen.findByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'PUT', '/api/account/profile')).toHaveLength(0);
  });

  it('saves the profile, confirms with a toast and updates the signed-in user', async () => {
    const user = userEvent.setup();
    const saved = { ...homeowner, firstName: 'Janet', phone: null, address: '2 Elm St' };
    const { fetch } = renderSettings({ 'PUT /api/account/profile': { status: 200, body: { user: saved } } });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Janet');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Address/), '2 Elm St');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ACCOUNT_TEXT.profileSaved.title)).toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT', '/api/account/profile')).toEqual({ firstName: 'Janet', lastName: 'Doe', phone: '', address: '2 Elm St' });
    expect(screen.getByLabelText('First name')).toHaveValue('Janet');
  });

  it('shows a wrong current password under its field and keeps the form', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSettings({
      'POST /api/account/password': {
        status: 400,
        body: { message: ACCOUNT_TEXT.currentPasswordWrong, fieldErrors: { currentPassword: ACCOUNT_TEXT.currentPasswordWrong } },
      },
    });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.passwordTitle }));
    expect(await screen.findByText(ACCOUNT_TEXT.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'guess');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secreT');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.passwordTitle }));
    expect(await screen.findByText(ACCOUNT_TEXT.passwordsDiffer)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/account/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.passwordTitle }));
    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(bodyOf(fetch, 'POST', '/api/account/password')).toEqual({ currentPassword: 'guess', newPassword: 'new-secret' });
    expect(field).toHaveValue('guess');
  });

  it('changes the password, clears the form and reloads the sessions', async () => {
    const user = userEvent.setup();
    let sessionReads = 0;
    const { fetch } = renderSettings({
      'POST /api/account/password': { status: 200, body: { endedSessions: 1 } },
      'GET /api/account/sessions': () => ({ status: 200, body: { items: sessionReads++ === 0 ? [here, phone] : [here] } }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'correct horse');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.passwordTitle }));
    expect(await screen.findByText(ACCOUNT_TEXT.passwordChanged.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(callsTo(fetch, 'GET', '/api/account/sessions').length).toBeGreaterThanOrEqual(2);
  });

  it('signs another device out', async () => {
    const user = userEvent.setup();
    let ended = false;
    const { fetch } = renderSettings({
      'GET /api/account/sessions': () => ({ status: 200, body: { items: ended ? [here] : [here, phone] } }),
      'DELETE /api/account/sessions/sess-phone': () => {
        ended = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: `${ACCOUNT_TEXT.endSession}: Safari on iPhone` }));
    expect(await screen.findByText(ACCOUNT_TEXT.sessionEnded.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(callsTo(fetch, 'DELETE', '/api/account/sessions/sess-phone')).toHaveLength(1);
  });

  it('tells apart two sessions of one browser kind, and shows this device as active now', async () => {
    renderSettings({ 'GET /api/account/sessions': { status: 200, body: { items: [here, phone, tablet] } } });
    const list = await screen.findByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain(ACCOUNT_TEXT.activeNow);
    expect(texts[1]).toContain('from 198.51.100.4');
    expect(texts[2]).toContain('from 198.51.100.9');
  });

  it('signs out everywhere else, says how many, and reloads the list', async () => {
    const user = userEvent.setup();
    let ended = false;
    const { fetch } = renderSettings({
      'GET /api/account/sessions': () => ({ status: 200, body: { items: ended ? [here] : [here, phone, tablet] } }),
      'POST /api/account/sessions/sign-out-others': () => {
        ended = true;
        return { status: 200, body: { endedSessions: 2 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.endOtherSessions }));
    expect(await screen.findByText(ACCOUNT_TEXT.otherSessionsEnded(2).description)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/account/sessions/sign-out-others')).toHaveLength(1);
    // Nothing else to sign out: the action is gone.
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.endOtherSessions })).toBeNull();
  });

  it('shows an error with Retry when the sessions cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSettings({
      'GET /api/account/sessions': () =>
        fail ? { status: 503, body: { message: 'Service down' } } : { status: 200, body: { items: [here] } },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Could not load your sessions');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
  });

  describe('email notifications', () => {
    const checkbox = (label: string) => screen.findByRole('checkbox', { name: label });

    it('shows a checkbox per optional category as stored, and saves the choice with a toast', async () => {
      const user = userEvent.setup();
      let stored: EmailPreferences = { visitUpdates: true, messages: false };
      const { fetch } = renderSettings({
        'GET /api/account/email-preferences': () => ({ status: 200, body: stored }),
        'PUT /api/account/email-preferences': (init) => {
          stored = JSON.parse(String(init?.body)) as EmailPreferences;
          return { status: 200, body: stored };
        },
      });
      expect(await screen.findByRole('heading', { level: 2, name: EMAIL_TEXT.sectionTitle })).toBeInTheDocument();
      expect(await screen.findByText(EMAIL_TEXT.intro)).toBeInTheDocument();
      const updates = await checkbox('Visit updates');
      expect(updates).toBeChecked();
      expect(updates).toHaveAccessibleDescription(EMAIL_TEXT.categories.visitUpdates.hint);
      expect(await checkbox('Messages')).not.toBeChecked();
      const save = screen.getByRole('button', { name: EMAIL_TEXT.save });
      expect(save).toBeDisabled();
      await user.click(updates);
      await user.click(save);
      expect(await screen.findByText(EMAIL_TEXT.saved.title)).toBeInTheDocument();
      expect(bodyOf(fetch, 'PUT', '/api/account/email-preferences')).toEqual({ visitUpdates: false, messages: false });
      await waitFor(() => expect(screen.getByRole('button', { name: EMAIL_TEXT.save })).toBeDisabled());
      expect(await checkbox('Visit updates')).not.toBeChecked();
    });

    it("shows the server's refusal and keeps the choice to try again", async () => {
      const user = userEvent.setup();
      renderSettings({
        'PUT /api/account/email-preferences': {
          status: 503,
          body: { code: 'server.unavailable', message: 'The service is busy. Please try again.' },
        },
      });
      await user.click(await checkbox('Messages'));
      await user.click(screen.getByRole('button', { name: EMAIL_TEXT.save }));
      expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
      expect(await checkbox('Messages')).not.toBeChecked();
      expect(screen.getByRole('button', { name: EMAIL_TEXT.save })).toBeEnabled();
    });
  });
});

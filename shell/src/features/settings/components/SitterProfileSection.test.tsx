import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SITTER_PROFILE_MAX, SITTER_PROFILE_TEXT } from '@housesit/shared-contracts';
import { callsTo, homeowner, signedInAs, sitter, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { SettingsPage } from './SettingsPage';

const PHOTO = '/api/media/sitter/5c0e4c2a-8a51-4c8e-9b7b-1f2d3e4f5a6b';

function renderSettings(user = sitter, routes: Record<string, StubReply> = {}) {
  const stub = stubApi({
    'GET /api/auth/me': signedInAs(user),
    'GET /api/account/sessions': { status: 200, body: { items: [] } },
    'GET /api/account/email-preferences': { status: 200, body: { visitUpdates: true, messages: true } },
    'GET /api/account/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
    'GET /api/account/sitter-profile': { status: 200, body: { profile: 'I love ferns.', photoUrl: PHOTO } },
    'PUT /api/account/sitter-profile': { status: 200, body: { profile: 'Plants and mail, every time.', photoUrl: PHOTO } },
    ...routes,
  });
  renderShell(<SettingsPage />, { api: stub.api, path: '/settings' });
  return stub;
}

describe("/settings: a sitter's profile for customers", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the photo and text customers see, and saves a new text', async () => {
    const stub = renderSettings();
    const form = await screen.findByRole('form', { name: SITTER_PROFILE_TEXT.sectionTitle });
    expect(await within(form).findByRole('img', { name: SITTER_PROFILE_TEXT.photoAlt('Sam') })).toHaveAttribute('src', PHOTO);
    const text = within(form).getByLabelText(SITTER_PROFILE_TEXT.profileLabel);
    expect(text).toHaveValue('I love ferns.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Plants and mail, every time.');
    await userEvent.click(within(form).getByRole('button', { name: SITTER_PROFILE_TEXT.save }));
    await waitFor(() => expect(callsTo(stub.fetch, 'PUT', '/api/account/sitter-profile')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(stub.fetch, 'PUT', '/api/account/sitter-profile')[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ profile: 'Plants and mail, every time.' });
    expect(await screen.findByText(SITTER_PROFILE_TEXT.saved.title)).toBeInTheDocument();
  });

  it(`says a text over ${SITTER_PROFILE_MAX} characters is too long and does not send it`, async () => {
    const stub = renderSettings();
    const form = await screen.findByRole('form', { name: SITTER_PROFILE_TEXT.sectionTitle });
    const text = within(form).getByLabelText(SITTER_PROFILE_TEXT.profileLabel);
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(SITTER_PROFILE_MAX + 1));
    expect(within(form).getByText(SITTER_PROFILE_TEXT.tooLong)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: SITTER_PROFILE_TEXT.save })).toBeDisabled();
    expect(callsTo(stub.fetch, 'PUT', '/api/account/sitter-profile')).toHaveLength(0);
  });

  it('is not offered to a customer', async () => {
    renderSettings(homeowner);
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: SITTER_PROFILE_TEXT.sectionTitle })).not.toBeInTheDocument();
  });
});

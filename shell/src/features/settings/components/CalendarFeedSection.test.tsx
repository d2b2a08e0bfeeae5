import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CALENDAR_TEXT, type CalendarFeedStatus } from '@housesit/shared-contracts';
import { admin, callsTo, homeowner, signedInAs, sitter, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { SettingsPage } from './SettingsPage';

const URL_ONE = 'https://housesit.example/api/calendar/one.ics';
const URL_TWO = 'https://housesit.example/api/calendar/two.ics';

/** A server with one feed row: POST makes or replaces it, DELETE ends it. */
function feedServer() {
  let status: CalendarFeedStatus = { active: false, createdAt: null };
  const urls = [URL_ONE, URL_TWO];
  const routes: Record<string, StubReply> = {
    'GET /api/account/calendar-feed': () => ({ status: 200, body: status }),
    'POST /api/account/calendar-feed': () => {
      status = { active: true, createdAt: '2026-06-15T14:00:00.000Z' };
      return { status: 201, body: { ...status, url: urls.shift() } };
    },
    'DELETE /api/account/calendar-feed': () => {
      status = { active: false, createdAt: null };
      return { status: 200, body: status };
    },
  };
  return routes;
}

function renderSettings(user = homeowner, routes: Record<string, StubReply> = feedServer()) {
  const stub = stubApi({
    'GET /api/auth/me': signedInAs(user),
    'GET /api/account/sessions': { status: 200, body: { items: [] } },
    'GET /api/account/email-preferences': { status: 200, body: { visitUpdates: true, messages: true } },
    ...routes,
  });
  renderShell(<SettingsPage />, { api: stub.api, path: '/settings' });
  return stub;
}

const calendarSection = async () => screen.findByRole('region', { name: CALENDAR_TEXT.title });

describe('the calendar link in /settings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('makes a link and shows it once, then asks before replacing it with a new one', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSettings();
    const section = await calendarSection();
    expect(await within(section).findByText(CALENDAR_TEXT.intro.homeowner)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: CALENDAR_TEXT.create }));
    expect(await within(section).findByLabelText(CALENDAR_TEXT.linkLabel)).toHaveValue(URL_ONE);

    await user.click(within(section).getByRole('button', { name: CALENDAR_TEXT.renew }));
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_TEXT.renewConfirm.title });
    expect(callsTo(fetch, 'POST', '/api/account/calendar-feed')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: CALENDAR_TEXT.renew }));
    await waitFor(() => expect(within(section).getByLabelText(CALENDAR_TEXT.linkLabel)).toHaveValue(URL_TWO));
    expect(callsTo(fetch, 'POST', '/api/account/calendar-feed')).toHaveLength(2);
  });

  it('turns the link off after a confirmation, and offers to make one again', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSettings(sitter);
    const section = await calendarSection();
    expect(await within(section).findByText(CALENDAR_TEXT.intro.housesitter)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: CALENDAR_TEXT.create }));
    await user.click(await within(section).findByRole('button', { name: CALENDAR_TEXT.turnOff }));
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_TEXT.turnOffConfirm.title });
    await user.click(within(dialog).getByRole('button', { name: CALENDAR_TEXT.turnOff }));
    expect(await within(section).findByRole('button', { name: CALENDAR_TEXT.create })).toBeInTheDocument();
    expect(within(section).queryByLabelText(CALENDAR_TEXT.linkLabel)).toBeNull();
    expect(callsTo(fetch, 'DELETE', '/api/account/calendar-feed')).toHaveLength(1);
  });

  it('says a link is active without showing it when the page opens again', async () => {
    renderSettings(homeowner, {
      'GET /api/account/calendar-feed': { status: 200, body: { active: true, createdAt: '2026-06-15T14:00:00.000Z' } },
    });
    const section = await calendarSection();
    expect(await within(section).findByText(/A calendar link is active since/)).toBeInTheDocument();
    expect(within(section).queryByLabelText(CALENDAR_TEXT.linkLabel)).toBeNull();
  });

  it('is not offered to admins', async () => {
    renderSettings(admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CALENDAR_TEXT.title })).toBeNull();
  });
});

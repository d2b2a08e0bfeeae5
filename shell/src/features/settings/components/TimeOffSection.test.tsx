import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ACCOUNT_TEXT, type TimeOff } from '@housesit/shared-contracts';
import { callsTo, homeowner, signedInAs, sitter, stubApi, type StubReply } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { SettingsPage } from './SettingsPage';

/** A server keeping the sitter's ranges: POST adds one, DELETE removes it. */
function timeOffServer() {
  let items: TimeOff[] = [];
  let nextId = 1;
  const routes: Record<string, StubReply> = {
    'GET /api/sitter/time-off': () => ({ status: 200, body: { items } }),
    'POST /api/sitter/time-off': (init) => {
      const body = JSON.parse(String(init?.body)) as Pick<TimeOff, 'startDate' | 'endDate'> & { note?: string };
      const timeOff: TimeOff = { id: nextId++, sitterId: sitter.id, ...body, note: body.note ?? null };
      items = [...items, timeOff];
      return { status: 201, body: { timeOff } };
    },
    'DELETE /api/sitter/time-off/1': () => {
      items = items.filter((item) => item.id !== 1);
      return { status: 204 };
    },
  };
  return routes;
}

function renderSettings(user = sitter) {
  const stub = stubApi({
    'GET /api/auth/me': signedInAs(user),
    'GET /api/account/sessions': { status: 200, body: { items: [] } },
    'GET /api/account/email-preferences': { status: 200, body: { visitUpdates: true, messages: true } },
    'GET /api/account/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
    ...timeOffServer(),
  });
  renderShell(<SettingsPage />, { api: stub.api, path: '/settings' });
  return stub;
}

describe('time off in /settings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('a sitter adds a range with labelled date fields and removes it by its named button', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Time off' });
    expect(await within(section).findByText('No time off coming up.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('First day off'), '2030-06-17');
    await user.type(within(section).getByLabelText('Last day off'), '2030-06-18');
    await user.type(within(section).getByLabelText('Note (optional)'), 'Dentist');
    await user.click(within(section).getByRole('button', { name: 'Add time off' }));
    const list = await within(section).findByRole('list', { name: 'Your time off' });
    expect(list).toHaveTextContent('Dentist');
    const [request] = callsTo(fetch, 'POST', '/api/sitter/time-off');
    expect(JSON.parse(String(request![1]?.body))).toEqual({ startDate: '2030-06-17', endDate: '2030-06-18', note: 'Dentist' });

    await user.click(within(list).getByRole('button', { name: /^Remove time off / }));
    await waitFor(() => expect(within(section).getByText('No time off coming up.')).toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/sitter/time-off/1')).toHaveLength(1);
  });

  it('is not shown to a homeowner', async () => {
    renderSettings(homeowner);
    await screen.findByRole('heading', { name: ACCOUNT_TEXT.sessionsTitle });
    expect(screen.queryByRole('region', { name: 'Time off' })).toBeNull();
  });
});

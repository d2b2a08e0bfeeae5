import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SitterDayLoad, SitterLoadReport, Visit } from '@housesit/shared-contracts';
import { adminUser, makeVisit, page, renderArea } from '@housesit/shell/kit/testing';
import { makeSitter } from '../../../test/fixtures';
import ScheduleScreen from './ScheduleScreen';

const sam = makeSitter(5, 'Sam', 'Sitter');
const kim = makeSitter(6, 'Kim', 'Keeper');

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

/** The load report from the visits given (Sam and Kim), with Kim off on Wednesday the 25th. */
function loadOf(visits: Visit[], from: string, to: string): SitterLoadReport {
  const days = WEEK.filter((day) => day >= from && day <= to);
  return {
    from,
    to,
    sitters: [5, 6].map((sitterId) => ({
      sitterId,
      days: days.map((date): SitterDayLoad => {
        const theirs = visits.filter((v) => v.assignedSitterId === sitterId && v.scheduledDate.startsWith(date));
        const count = (window: Visit['timeWindow']) => theirs.filter((v) => v.timeWindow === window).length;
        return {
          date,
          off: sitterId === 6 && date === '2026-11-25',
          total: theirs.length,
          morning: count('morning'),
          midday: count('midday'),
          evening: count('evening'),
        };
      }),
    })),
  };
}

function setup(visits: Visit[]) {
  const view = renderArea(<ScheduleScreen path="/admin/schedule" />, {
    user: adminUser,
    path: '/admin/schedule?week=2026-11-23',
    routes: {
      'GET /api/admin/jobs': (url) => {
        const from = url.searchParams.get('from');
        return { body: page(from === '2026-11-23' ? visits : []) };
      },
      'GET /api/admin/users': (url) => ({ body: { items: url.searchParams.get('role') === 'housesitter' ? [sam, kim] : [adminUser] } }),
      'GET /api/admin/dispatch/load': (url) => ({ body: loadOf(visits, url.searchParams.get('from')!, url.searchParams.get('to')!) }),
      'PATCH /api/admin/jobs/12/assign': (_url, request) => {
        const sitterId = (request.body as { sitterId: number }).sitterId;
        const target = visits.find((v) => v.id === 12)!;
        target.assignedSitterId = sitterId;
        target.assignedSitter =
          sitterId === 5 ? { id: 5, firstName: 'Sam', lastName: 'Sitter' } : { id: 6, firstName: 'Kim', lastName: 'Keeper' };
        return { body: { visit: target } };
      },
    },
  });
  return view;
}

describe('/admin/schedule', () => {
  it('shows the week by sitter and day with an Unassigned row, and asks the API for that week', async () => {
    const { calls } = setup([
      makeVisit({
        id: 11,
        scheduledDate: '2026-11-24T14:00:00Z',
        assignedSitterId: 5,
        assignedSitter: { id: 5, firstName: 'Sam', lastName: 'Sitter' },
      }),
      makeVisit({ id: 12, scheduledDate: '2026-11-24T15:00:00Z' }),
    ]).stub;
    const grid = await screen.findByRole('table');
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? 'header')).toEqual([
      'header',
      'Sam Sitter',
      'Kim Keeper',
      'Unassigned',
    ]);
    expect(within(rows[1]!).getByRole('button', { name: /Visit #11, Tue, Nov 24, Morning/ })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: /Visit #12, Tue, Nov 24, Morning, Unassigned/ })).toBeInTheDocument();
    const asked = calls.find((url) => url.pathname === '/api/admin/jobs')!;
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual(['2026-11-23', '2026-11-29']);
    expect(screen.getByRole('heading', { name: /Week of Nov 23 – Nov 29, 2026/ })).toBeInTheDocument();
  });

  it('assigns an unassigned visit, warning first of a clash in the same window', async () => {
    const user = userEvent.setup();
    const {
      stub: { requests },
      toasts,
    } = setup([
      makeVisit({
        id: 11,
        scheduledDate: '2026-11-24T14:00:00Z',
        assignedSitterId: 5,
        assignedSitter: { id: 5, firstName: 'Sam', lastName: 'Sitter' },
      }),
      makeVisit({ id: 12, scheduledDate: '2026-11-24T15:00:00Z' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Visit #12/ }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #12' });
    await user.selectOptions(within(dialog).getByLabelText('Assigned sitter'), 'Sam Sitter');
    expect(await within(dialog).findByRole('status', { name: 'Schedule warning' })).toHaveTextContent(
      'Morning is crowded: Sam Sitter would have 2 visits in that window.',
    );
    expect(within(dialog).getByRole('status', { name: 'Schedule warning' })).toHaveTextContent(
      'Sam Sitter that day before this visit: Morning 1 · Midday 0 · Evening 0 (1 of 4 for the day)',
    );
    await user.selectOptions(within(dialog).getByLabelText('Assigned sitter'), 'Kim Keeper');
    expect(within(dialog).queryByRole('status', { name: 'Schedule warning' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save sitter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ sitterId: 6 }]);
    expect(toasts.at(-1)).toMatchObject({ description: 'Kim Keeper is assigned to Visit #12.', variant: 'success' });
    const kimRow = (await screen.findByRole('rowheader', { name: 'Kim Keeper' })).closest('tr')!;
    await waitFor(() => expect(within(kimRow).getByRole('button', { name: /Visit #12/ })).toBeInTheDocument());
  });

  it('assigns an unassigned visit dropped on a sitter’s cell for its day, and marks a day off', async () => {
    const {
      stub: { requests },
      toasts,
    } = setup([makeVisit({ id: 12, scheduledDate: '2026-11-24T15:00:00Z' })]);
    const chip = await screen.findByRole('button', { name: /Visit #12/ });
    const kimRow = screen.getByRole('rowheader', { name: 'Kim Keeper' }).closest('tr')!;
    await waitFor(() => expect(within(kimRow).getAllByRole('cell')[2]).toHaveTextContent('Off'));
    const tuesday = within(kimRow).getAllByRole('cell')[1]!;
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(chip, { dataTransfer });
    fireEvent.dragOver(tuesday, { dataTransfer });
    fireEvent.drop(tuesday, { dataTransfer });
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ sitterId: 6 }]));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ description: 'Kim Keeper is assigned to Visit #12.', variant: 'success' }));
  });

  it('moves between weeks in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = setup([]).stub;
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === '/api/admin/jobs' && url.searchParams.get('from') === '2026-11-30')).toBe(true),
    );
    expect(screen.getByRole('heading', { name: /Nov 30 – Dec 6, 2026/ })).toBeInTheDocument();
  });
});

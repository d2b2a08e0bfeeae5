import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { serviceDayKey } from '@housesit/shared-contracts';
import { makeSitter } from '../../../test/fixtures';
import { jobQueueLink, readQueueFilters } from '../queueFilters';
import JobQueueScreen from './JobQueueScreen';

const ada = makeVisit({ id: 21, homeowner: { id: 5, firstName: 'Ada', lastName: 'Lovelace' }, scheduledDate: new Date().toISOString() });
const sitters = [makeSitter(2, 'Sam', 'Sitter')];
const routes = {
  '/api/admin/jobs': { body: page([ada]) },
  '/api/admin/users': (url: URL) => ({ body: { items: url.searchParams.get('role') === 'housesitter' ? sitters : [] } }),
};
const lastJobsCall = (calls: URL[]) => calls.filter((u) => u.pathname === '/api/admin/jobs').at(-1)!;

describe('Job queue filters', () => {
  it("opens on today's service-area day and shows the homeowner on the card", async () => {
    const { calls } = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, path: '/jobs', routes }).stub;
    const card = within(await screen.findByRole('list', { name: 'Jobs' })).getByRole('listitem');
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('Today,');
    const call = lastJobsCall(calls);
    expect(call.searchParams.get('from')).toBe(serviceDayKey(new Date()));
    expect(call.searchParams.has('to')).toBe(false);
    expect(screen.getByLabelText('From')).toHaveValue(serviceDayKey(new Date()));
  });

  it('filters Unassigned, a sitter and a search, each sent to the API', async () => {
    const user = userEvent.setup();
    const { calls } = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, path: '/jobs', routes }).stub;
    await screen.findByRole('list', { name: 'Jobs' });
    await screen.findByRole('option', { name: 'Sam Sitter' });
    await user.selectOptions(screen.getByLabelText('Sitter'), 'Unassigned');
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('unassigned')).toBe('true'));
    await user.selectOptions(screen.getByLabelText('Sitter'), 'Sam Sitter');
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('sitterId')).toBe('2'));
    expect(lastJobsCall(calls).searchParams.has('unassigned')).toBe(false);
    await user.type(screen.getByLabelText('Search'), 'ada');
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('search')).toBe('ada'));
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('status')).toBe('completed'));
    // The other filters stay as they were.
    expect(lastJobsCall(calls).searchParams.get('search')).toBe('ada');
    expect(lastJobsCall(calls).searchParams.get('sitterId')).toBe('2');
  });

  it('opens filtered from a link: dates, status, unassigned and search in the URL', async () => {
    const link = jobQueueLink({ from: '2026-06-15', to: '2026-06-16', status: 'scheduled', sitter: 'unassigned', search: 'Front' });
    const { calls } = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, path: link, routes }).stub;
    await screen.findByRole('list', { name: 'Jobs' });
    const params = lastJobsCall(calls).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      from: '2026-06-15',
      to: '2026-06-16',
      status: 'scheduled',
      unassigned: 'true',
      search: 'Front',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('Front');
    expect(screen.getByRole('button', { name: 'Scheduled' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("'Completed' with the default From asks for completed visits of any date; a From the admin chose stays", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, path: '/jobs', routes }).stub;
    await screen.findByRole('list', { name: 'Jobs' });
    await screen.findByRole('option', { name: 'Sam Sitter' });
    // Another filter first: the default From still is not written down as a choice.
    await user.selectOptions(screen.getByLabelText('Sitter'), 'Sam Sitter');
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('sitterId')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(lastJobsCall(calls).searchParams.get('status')).toBe('completed'));
    expect(lastJobsCall(calls).searchParams.has('from')).toBe(false);
    expect(screen.getByLabelText('From')).toHaveValue('');
    // Back to All: the queue opens on today again (an answer it already has).
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(serviceDayKey(new Date())));

    const chosen = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, path: '/jobs?from=2026-06-01', routes }).stub;
    expect(readQueueFilters(new URLSearchParams('from=2026-06-01&status=completed')).from).toBe('2026-06-01');
    await waitFor(() => expect(lastJobsCall(chosen.calls).searchParams.get('from')).toBe('2026-06-01'));
  });

  it('reads junk in the URL as no filter, and from= as any date', () => {
    const now = new Date('2026-06-16T02:30:00Z');
    expect(readQueueFilters(new URLSearchParams('from=&status=nope&sitter=x&to=soon'), now)).toEqual({ from: '', to: '', search: '' });
    expect(readQueueFilters(new URLSearchParams(''), now).from).toBe('2026-06-15');
    expect(readQueueFilters(new URLSearchParams('status=completed'), now).from).toBe('');
  });
});

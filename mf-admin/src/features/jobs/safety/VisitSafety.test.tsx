/**
 * The job details' visit safety (docs/product/DECISIONS.md 'Visit safety'): the History section, 'Revert to
 * scheduled' (a reason asked, the API's refusal shown) and removing a wrong photo (asked first).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIFECYCLE_MESSAGES, type Visit, type VisitEvent } from '@housesit/shared-contracts';
import { makeStartedReport, makeVisit, type StubRoute, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { jobQueueApi } from '../../../test/jobQueueApi';
import JobQueueScreen from '../components/JobQueueScreen';

const withPhoto = makeVisit({
  id: 12,
  status: 'in_progress',
  report: makeStartedReport({ id: 7, mediaUrls: ['/api/media/a1', '/api/media/b2'] }),
});
const noPhoto = makeVisit({ id: 13, status: 'in_progress', report: makeStartedReport({ id: 8, mediaUrls: [] }) });
const reverted = { ...noPhoto, status: 'scheduled' as const, report: null };
// 13:05 UTC on 15 June is 9:05 in New York (EDT), whatever zone the test machine is in.
const started: VisitEvent = {
  id: 1,
  kind: 'started',
  reason: null,
  actor: { id: 5, firstName: 'Sam', lastName: 'Sitter' },
  createdAt: '2026-06-15T13:05:00.000Z',
};
const revertedEvent: VisitEvent = {
  id: 2,
  kind: 'reverted',
  reason: 'Wrong house',
  actor: { id: 1, firstName: 'Ada', lastName: 'Admin' },
  createdAt: '2026-06-15T14:30:00.000Z',
};

function setup(
  changes: Record<string, StubRoute> = {},
  history: (visitId: number) => VisitEvent[] = () => [started],
  after: Visit[] = [withPhoto, noPhoto],
) {
  const routes = jobQueueApi([withPhoto, noPhoto], { changes, after: { jobs: after } });
  routes['*'] = (url) => {
    const id = /^\/api\/visit\/(\d+)\/history$/.exec(url.pathname)?.[1];
    return id ? { body: { items: history(Number(id)) } } : undefined;
  };
  const view = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes });
  const sent = (method: string, pattern: RegExp) => view.stub.requests.filter((r) => r.method === method && pattern.test(r.url.pathname));
  return { ...view, sent, user: userEvent.setup() };
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(await screen.findByRole('button', { name: `Details of Visit #${id}` }));
  return screen.getByRole('dialog', { name: `Visit #${id}` });
}

describe('History in the job details', () => {
  it('lists each recorded step with who, what, when in New York time and the reason', async () => {
    const { user } = setup({}, () => [started, revertedEvent]);
    const dialog = await openDetails(user, 13);
    const list = await within(dialog).findByRole('list', { name: 'History of Visit #13' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Started by Sam Sitter');
    expect(items[0]).toHaveTextContent('June 15, 2026, 9:05 AM EDT');
    expect(items[0]).not.toHaveTextContent('Reason');
    expect(items[1]).toHaveTextContent('Put back to scheduled by Ada Admin');
    expect(items[1]).toHaveTextContent('June 15, 2026, 10:30 AM EDT');
    expect(items[1]).toHaveTextContent('Reason: Wrong house');
  });

  it('says when nothing is recorded yet', async () => {
    const { user } = setup({}, () => []);
    const dialog = await openDetails(user, 13);
    expect(await within(dialog).findByText(/Nothing recorded yet/)).toBeInTheDocument();
  });
});

describe('Revert to scheduled', () => {
  it('asks for a reason, sends it, and the visit and its history show the change', async () => {
    let history = [started];
    const { user, sent, toasts } = setup(
      {
        'PATCH /api/visit/13/revert': () => {
          history = [started, revertedEvent];
          return { body: { visit: reverted } };
        },
      },
      () => history,
      [withPhoto, reverted],
    );
    const dialog = await openDetails(user, 13);
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    // No reason: the screen repeats the API's rule and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    expect(within(dialog).getByLabelText('Reason for reverting')).toHaveAccessibleDescription(
      expect.stringContaining(LIFECYCLE_MESSAGES.revertReasonRequired),
    );
    expect(sent('PATCH', /revert$/)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for reverting'), 'Wrong house');
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Visit back to scheduled', variant: 'success' }));
    expect(sent('PATCH', /^\/api\/visit\/13\/revert$/).map((r) => r.body)).toEqual([{ reason: 'Wrong house' }]);
    expect(within(dialog).getByText('Upcoming')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revert to scheduled' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'History of Visit #13' })).toHaveTextContent('Reason: Wrong house'),
    );
  });

  it("shows the API's coded refusal and the visit as it is now (the sitter completed it meanwhile)", async () => {
    const refusal = LIFECYCLE_MESSAGES.invalidTransition('completed', 'scheduled');
    const completed = { ...noPhoto, status: 'completed' as const };
    const { user, toasts } = setup(
      { 'PATCH /api/visit/13/revert': { status: 409, body: { code: 'visit.invalid_transition', message: refusal } } },
      undefined,
      [withPhoto, completed],
    );
    const dialog = await openDetails(user, 13);
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    await user.type(within(dialog).getByLabelText('Reason for reverting'), 'Wrong house');
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Could not revert the visit', description: refusal, variant: 'destructive' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Only a visit in progress can be reverted or have photos removed.')).toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Revert to scheduled' })).not.toBeInTheDocument();
  });

  it("keeps the form open with the API's reason when the reason itself is refused", async () => {
    const { user } = setup({
      'PATCH /api/visit/13/revert': {
        status: 400,
        body: {
          code: 'request.invalid',
          message: 'Reason must be at most 500 characters',
          fieldErrors: { reason: 'Reason must be at most 500 characters' },
        },
      },
    });
    const dialog = await openDetails(user, 13);
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    await user.type(within(dialog).getByLabelText('Reason for reverting'), 'Wrong house');
    await user.click(within(dialog).getByRole('button', { name: 'Revert to scheduled' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason for reverting')).toHaveAccessibleDescription(
        expect.stringContaining('Reason must be at most 500 characters'),
      ),
    );
  });

  it('is not offered on a visit with photos, and says why', async () => {
    const { user } = setup();
    const dialog = await openDetails(user, 12);
    expect(within(dialog).queryByRole('button', { name: 'Revert to scheduled' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.revertHasPhotos)).toBeInTheDocument();
  });
});

describe('Removing a wrong photo', () => {
  it('asks first; Keep photo sends nothing, Remove photo deletes it and the photo goes', async () => {
    const onePhoto = makeStartedReport({ id: 7, mediaUrls: ['/api/media/b2'] });
    const { user, sent, toasts } = setup({ 'DELETE /api/visit/12/photos/a1': { body: { report: onePhoto } } }, undefined, [
      { ...withPhoto, report: onePhoto },
      noPhoto,
    ]);
    const dialog = await openDetails(user, 12);
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove photo 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep photo' }));
    expect(screen.queryByRole('dialog', { name: 'Remove photo 1?' })).not.toBeInTheDocument();
    expect(sent('DELETE', /photos/)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove photo 1?' })).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Photo removed', variant: 'success' }));
    expect(sent('DELETE', /^\/api\/visit\/12\/photos\/a1$/)).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(1));
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Visit #12' })).toHaveAttribute('src', '/api/media/b2');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeReport,
  makeStartedReport,
  makeTask,
  makeVisit,
  personOf,
  type StubReply,
  adminUser,
  renderArea,
} from '@housesit/shell/kit/testing';
import { makeSitter } from '../../../test/fixtures';
import { jobQueueApi, type JobQueueApiOptions } from '../../../test/jobQueueApi';
import JobQueueScreen from './JobQueueScreen';

const sam = makeSitter(5, 'Sam', 'Sitter');
const kim = makeSitter(6, 'Kim', 'Keeper');
const scheduled = makeVisit({ id: 11, status: 'scheduled', assignedSitterId: 5, assignedSitter: personOf(sam) });
const inProgress = makeVisit({
  id: 12,
  status: 'in_progress',
  report: makeStartedReport({ id: 7, mediaUrls: ['/api/media/a1'] }),
  tasks: [makeTask(1, 'Security check', 'security_check'), makeTask(2, 'Mail pickup', 'mail_collection')],
});
const completed = makeVisit({
  id: 14,
  status: 'completed',
  tasks: [makeTask(3, 'Security check', 'security_check', true)],
  report: makeReport({ id: 9, mediaUrls: ['/api/media/y1'] }),
});
const jobs = [scheduled, inProgress, completed];
const serverDown: StubReply = { status: 500 };

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

/** The queue over the jobs above (jobQueueApi), with Sam and Kim as the sitter accounts. */
function setup(api: JobQueueApiOptions = {}) {
  const view = renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes: jobQueueApi(jobs, { sitters: [sam, kim], ...api }) });
  const sent = (method: string, pattern: RegExp) => view.stub.requests.filter((r) => r.method === method && pattern.test(r.url.pathname));
  const jobLoads = () => sent('GET', /^\/api\/admin\/jobs$/).length;
  return { ...view, sent, jobLoads, user: userEvent.setup({ applyAccept: false }) };
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(await screen.findByRole('button', { name: `Details of Visit #${id}` }));
  return screen.getByRole('dialog', { name: `Visit #${id}` });
}

describe('Job details dialog actions', () => {
  it("adds one photo with 'Add Photo', shows 'Photo Added' and the new photo, and refetches", async () => {
    const twoPhotos = makeStartedReport({ id: 7, mediaUrls: ['/api/media/a1', '/api/media/p100'] });
    const { user, sent, jobLoads, toasts } = setup({
      changes: { 'PATCH /api/report/7/add-photo': { body: { report: twoPhotos } } },
      after: { jobs: [scheduled, { ...inProgress, report: twoPhotos }, completed] },
    });
    const dialog = await openDetails(user, 12);
    const input = within(dialog).getByLabelText('Photo file for Visit #12');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    expect(within(dialog).getByRole('button', { name: 'Add Photo for Visit #12' })).toBeInTheDocument();
    const loads = jobLoads();
    await user.upload(input, png());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Photo Added', variant: 'success' }));
    expect(sent('PATCH', /^\/api\/report\/7\/add-photo$/)).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of Visit #12' })).toHaveAttribute('src', '/api/media/p100');
    await waitFor(() => expect(jobLoads()).toBeGreaterThan(loads));
  });

  it("refuses a non-image file with 'Invalid File'", async () => {
    const { user, sent, toasts } = setup();
    const dialog = await openDetails(user, 12);
    await user.upload(
      within(dialog).getByLabelText('Photo file for Visit #12'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Invalid File', description: 'Please select an image file', variant: 'destructive' }),
    );
    expect(sent('PATCH', /add-photo/)).toHaveLength(0);
  });

  it("shows 'Upload Failed' with the server's message, or 'Failed to add photo to report'", async () => {
    let reply: StubReply = { status: 400, body: { message: 'Please select an image file' } };
    const { user, toasts } = setup({ changes: { 'PATCH /api/report/7/add-photo': () => reply } });
    const dialog = await openDetails(user, 12);
    const input = within(dialog).getByLabelText('Photo file for Visit #12');
    await user.upload(input, png());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Upload Failed', description: 'Please select an image file', variant: 'destructive' }),
    );
    reply = serverDown;
    await user.upload(input, png());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Upload Failed', description: 'Failed to add photo to report', variant: 'destructive' }),
    );
  });

  it('has no Add Photo on a scheduled visit until it is started', async () => {
    const { user, sent } = setup();
    const dialog = await openDetails(user, 11);
    // An upload would start the visit, which takes a confirm or, off its day, a reason.
    expect(within(dialog).queryByRole('button', { name: /Add Photo/ })).toBeNull();
    expect(within(dialog).queryByLabelText('Photo file for Visit #11')).toBeNull();
    expect(sent('PATCH', /add-photo/)).toHaveLength(0);
    await user.keyboard('{Escape}');
    const details = await openDetails(user, 12);
    expect(within(details).getByRole('button', { name: 'Add Photo for Visit #12' })).toBeInTheDocument();
  });

  it('has no Add Photo on a completed visit', async () => {
    const { user } = setup();
    const dialog = await openDetails(user, 14);
    expect(within(dialog).queryByRole('button', { name: /Add Photo/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/Assigned sitter/)).toBeNull();
  });

  it('assigns a sitter from the sitter accounts and shows the change', async () => {
    const withKim = { ...scheduled, assignedSitterId: kim.id, assignedSitter: personOf(kim) };
    const unassigned = { ...scheduled, assignedSitterId: null, assignedSitter: null };
    const { user, sent, toasts } = setup({
      changes: {
        'PATCH /api/admin/jobs/11/assign': (_url, r) => ({
          body: { visit: (r.body as { sitterId: number | null }).sitterId ? withKim : unassigned },
        }),
      },
      after: { jobs: [withKim, inProgress, completed] },
    });
    const dialog = await openDetails(user, 11);
    const picker = within(dialog).getByLabelText('Assigned sitter');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Unassigned', 'Sam Sitter', 'Kim Keeper']),
    );
    expect(sent('GET', /^\/api\/admin\/users$/)[0]!.url.searchParams.get('role')).toBe('housesitter');
    expect(picker).toHaveValue('5');
    const save = within(dialog).getByRole('button', { name: 'Save sitter' });
    expect(save).toBeDisabled();
    await user.selectOptions(picker, 'Kim Keeper');
    await user.click(save);
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Job updated', description: 'Kim Keeper is assigned to Visit #11.' }));
    expect(sent('PATCH', /^\/api\/admin\/jobs\/11\/assign$/)[0]!.body).toEqual({ sitterId: 6 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Jobs' })).getByText('Kim Keeper')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Assigned sitter')).toHaveValue('6');

    await user.selectOptions(within(dialog).getByLabelText('Assigned sitter'), 'Unassigned');
    await user.click(within(dialog).getByRole('button', { name: 'Save sitter' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Job updated', description: 'Visit #11 has no sitter now.' }));
    expect(sent('PATCH', /assign$/)[1]!.body).toEqual({ sitterId: null });
  });

  it("shows 'Error' with the server's message when the assignment is refused", async () => {
    const { user, toasts } = setup({
      changes: {
        'PATCH /api/admin/jobs/12/assign': { status: 400, body: { message: 'Only housesitter accounts can be assigned to a visit.' } },
      },
    });
    const dialog = await openDetails(user, 12);
    const picker = within(dialog).getByLabelText('Assigned sitter');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Sam Sitter');
    await user.click(within(dialog).getByRole('button', { name: 'Save sitter' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        title: 'Error',
        description: 'Only housesitter accounts can be assigned to a visit.',
        variant: 'destructive',
      }),
    );
  });

  it('ticks a task of a visit in progress', async () => {
    const ticked = makeTask(2, 'Mail pickup', 'mail_collection', true);
    const { user, sent } = setup({
      changes: { 'PATCH /api/visit/12/tasks/2': { body: { task: ticked } } },
      after: { jobs: [scheduled, { ...inProgress, tasks: [inProgress.tasks[0]!, ticked] }, completed] },
    });
    const dialog = await openDetails(user, 12);
    const box = within(dialog).getByRole('checkbox', { name: 'Mail pickup' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Mail pickup' })).toBeChecked());
    expect(sent('PATCH', /^\/api\/visit\/12\/tasks\/2$/)[0]!.body).toEqual({ isCompleted: true });
    // Only a visit in progress has checkboxes.
    await user.keyboard('{Escape}');
    const other = await openDetails(user, 14);
    expect(within(other).queryByRole('checkbox')).toBeNull();
  });
});

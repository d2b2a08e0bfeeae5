import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIFECYCLE_MESSAGES, type Visit } from '@housesit/shared-contracts';
import { makeStartedReport, makeVisit, type StubReply, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { makeStats } from '../../../test/fixtures';
import { jobQueueApi, type JobQueueApiOptions } from '../../../test/jobQueueApi';
import { useAdminStats } from '../../dashboard';
import JobQueueScreen from './JobQueueScreen';

// Today's: an admin starts it without a reason (docs/product/DECISIONS.md 'Visit safety').
const scheduled = makeVisit({ id: 11, status: 'scheduled', scheduledDate: new Date().toISOString() });
const inProgress = makeVisit({ id: 12, status: 'in_progress', report: makeStartedReport({ id: 7 }) });
const withPhoto = makeVisit({ id: 13, status: 'in_progress', report: makeStartedReport({ id: 8, mediaUrls: ['/api/media/x1'] }) });
const completed = makeVisit({
  id: 14,
  status: 'completed',
  report: { ...makeStartedReport({ id: 9, mediaUrls: ['/api/media/y1'] }), completedAt: '2025-06-10T15:00:00.000Z' },
});
const jobs = [scheduled, inProgress, withPhoto, completed];
/** Visit 11 as the API answers once it is started. */
const started = makeVisit({ ...scheduled, status: 'in_progress', report: makeStartedReport({ id: 50 }) });

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const text = () => new File(['not a photo'], 'notes.txt', { type: 'text/plain' });
const serverDown: StubReply = { status: 500 };

/** The Active Jobs figure, mounted beside the queue to see the stats refetch too. */
function ActiveJobs() {
  const { data } = useAdminStats();
  return <p>Active jobs: {data?.activeJobs ?? '…'}</p>;
}

/** The queue and the Active Jobs figure over the jobs above (jobQueueApi). */
function setup(api: JobQueueApiOptions = {}, list: Visit[] = jobs) {
  const view = renderArea(
    <>
      <JobQueueScreen path="/jobs" />
      <ActiveJobs />
    </>,
    { user: adminUser, routes: jobQueueApi(list, { stats: makeStats({ activeJobs: 2 }), ...api }) },
  );
  const sent = (method: string, pattern: RegExp) => view.stub.requests.filter((r) => r.method === method && pattern.test(r.url.pathname));
  const jobLoads = () => sent('GET', /^\/api\/admin\/jobs$/).length;
  return { ...view, sent, jobLoads, user: userEvent.setup({ applyAccept: false }) };
}

async function card(id: number) {
  const title = await screen.findByRole('heading', { name: `Visit #${id}` });
  return title.closest('li') as HTMLElement;
}

describe('Job card actions', () => {
  it('offers Start Visit for scheduled jobs and Upload Photos and Submit Report for jobs in progress', async () => {
    setup();
    const s = await card(11);
    expect(within(s).getByRole('button', { name: 'Start Visit for Visit #11' })).toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: /Upload Photos|Submit Report/ })).toBeNull();
    const p = await card(12);
    expect(within(p).getByRole('button', { name: 'Upload Photos for Visit #12' })).toBeInTheDocument();
    expect(within(p).getByRole('button', { name: 'Submit Report for Visit #12' })).toBeInTheDocument();
    expect(within(p).getByLabelText('Photo files for Visit #12')).toHaveAttribute('accept', 'image/*');
    expect(within(p).getByLabelText('Photo files for Visit #12')).toHaveAttribute('multiple');
    const c = await card(14);
    expect(within(c).queryByRole('button', { name: /Start Visit|Upload Photos|Submit Report/ })).toBeNull();
  });

  it('starts a visit after a confirm, shows "Visit started" and refetches the list and the stats', async () => {
    const { user, sent, jobLoads, toasts } = setup({
      changes: { 'PATCH /api/visit/11/start': { body: { visit: started } } },
      after: { jobs: [started, inProgress, withPhoto, completed], stats: makeStats({ activeJobs: 3 }) },
    });
    expect(await screen.findByText('Active jobs: 2')).toBeInTheDocument();
    const loads = jobLoads();
    // On its day a start is confirmed (no reason asked); Cancel sends nothing.
    await user.click(within(await card(11)).getByRole('button', { name: 'Start Visit for Visit #11' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start Visit #11?' });
    expect(confirm).toHaveTextContent(`Start Visit #11 at ${scheduled.propertyAddress}`);
    expect(within(confirm).queryByLabelText('Reason')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Start Visit #11?' })).toBeNull();
    expect(sent('PATCH', /^\/api\/visit\/11\/start$/)).toHaveLength(0);
    await user.click(within(await card(11)).getByRole('button', { name: 'Start Visit for Visit #11' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start Visit #11?' })).getByRole('button', { name: 'Start Visit' }));
    expect(await screen.findByText(/^Visit started/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Visit #11?' })).toBeNull());
    expect(sent('PATCH', /^\/api\/visit\/11\/start$/).map((r) => r.body)).toEqual([{}]);
    expect(toasts.at(-1)).toMatchObject({ title: 'Visit started', variant: 'success' });
    // The refetched list shows the job in progress, with its new actions.
    await waitFor(() =>
      expect(within(screen.getByRole('heading', { name: 'Visit #11' }).closest('li')!).getByText('In Progress')).toBeInTheDocument(),
    );
    expect(within(await card(11)).getByRole('button', { name: 'Upload Photos for Visit #11' })).toBeInTheDocument();
    expect(jobLoads()).toBeGreaterThan(loads);
    expect(await screen.findByText('Active jobs: 3')).toBeInTheDocument();
  });

  it('asks a reason before starting a visit on another day, and sends it with the start', async () => {
    const offDay = makeVisit({ id: 15, status: 'scheduled', scheduledDate: '2025-06-10T14:00:00.000Z' });
    const { user, sent } = setup({ changes: { 'PATCH /api/visit/15/start': { body: { visit: { ...offDay, status: 'in_progress' } } } } }, [
      offDay,
    ]);
    await user.click(within(await card(15)).getByRole('button', { name: 'Start Visit for Visit #15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Visit #15 early' });
    const message = LIFECYCLE_MESSAGES.startReasonRequired('Tuesday, June 10, 2025');
    expect(dialog).toHaveTextContent(message);
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Start Visit' }));
    expect(sent('PATCH', /^\/api\/visit\/15\/start$/)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Homeowner back early');
    await user.click(within(dialog).getByRole('button', { name: 'Start Visit' }));
    await waitFor(() =>
      expect(sent('PATCH', /^\/api\/visit\/15\/start$/).map((r) => r.body)).toEqual([{ reason: 'Homeowner back early' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Visit #15 early' })).toBeNull());
  });

  it("shows 'Error' with the server's message, or the fallback, when starting fails", async () => {
    let reply: StubReply = { status: 409, body: { message: 'A completed visit cannot become in progress.' } };
    const { user, toasts } = setup({ changes: { 'PATCH /api/visit/11/start': () => reply } });
    await user.click(within(await card(11)).getByRole('button', { name: 'Start Visit for Visit #11' }));
    // A failed start keeps the confirm open, to try again from it.
    const confirm = await screen.findByRole('dialog', { name: 'Start Visit #11?' });
    await user.click(within(confirm).getByRole('button', { name: 'Start Visit' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        title: 'Error',
        description: 'A completed visit cannot become in progress.',
        variant: 'destructive',
      }),
    );
    reply = serverDown;
    await user.click(within(confirm).getByRole('button', { name: 'Start Visit' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'Failed to start visit. Please try again.', variant: 'destructive' }),
    );
  });

  it('uploads several photos as data URLs to the report, then shows "Photos uploaded" and refetches', async () => {
    const twoPhotos = makeStartedReport({ id: 7, mediaUrls: ['/api/media/p1', '/api/media/p2'] });
    const { user, sent, jobLoads, toasts } = setup({
      changes: { 'PATCH /api/report/7/add-photo': { body: { report: twoPhotos } } },
      after: { jobs: [scheduled, { ...inProgress, report: twoPhotos }, withPhoto, completed] },
    });
    const c = await card(12);
    const loads = jobLoads();
    await user.upload(within(c).getByLabelText('Photo files for Visit #12'), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Photos uploaded', description: '2 photos added to Visit #12.' }));
    const uploads = sent('PATCH', /^\/api\/report\/7\/add-photo$/);
    expect(uploads).toHaveLength(2);
    expect((uploads[0]!.body as { mediaUrl: string }).mediaUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo=$/);
    await waitFor(() => expect(jobLoads()).toBeGreaterThan(loads));
    const c2 = await card(12);
    // The buttons wait for the refetch, so Submit Report already knows about the new photos.
    const submit = within(c2).getByRole('button', { name: 'Submit Report for Visit #12' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(c2).getByText('Photos').nextElementSibling).toHaveTextContent('2');
    await user.click(submit);
    expect(screen.getByRole('dialog', { name: 'Submit Report for Visit #12' })).toHaveTextContent('2 photos on the report.');
  });

  it("refuses a text file named .png with 'Invalid File' (not 'Upload Failed') and sends nothing", async () => {
    const { user, sent, toasts } = setup();
    await user.upload(within(await card(12)).getByLabelText('Photo files for Visit #12'), [
      new File(['not a photo'], 'front.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Invalid File', description: 'Please select an image file', variant: 'destructive' }),
    );
    expect(sent('PATCH', /add-photo$/)).toHaveLength(0);
  });

  it("refuses a non-image file with 'Invalid File' and sends nothing", async () => {
    const { user, sent, toasts } = setup();
    await user.upload(within(await card(12)).getByLabelText('Photo files for Visit #12'), [png('ok.png'), text()]);
    expect(await screen.findByText('Invalid File: Please select an image file')).toBeInTheDocument();
    expect(toasts.at(-1)).toEqual({ title: 'Invalid File', description: 'Please select an image file', variant: 'destructive' });
    expect(sent('PATCH', /add-photo/)).toHaveLength(0);
  });

  it("shows 'Upload failed' with the server's message, or the fallback", async () => {
    let reply: StubReply = { status: 400, body: { message: 'The photo has too many pixels.' } };
    const { user, toasts } = setup({ changes: { 'PATCH /api/report/7/add-photo': () => reply } });
    const input = within(await card(12)).getByLabelText('Photo files for Visit #12');
    await user.upload(input, [png('huge.png')]);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Upload failed', description: 'The photo has too many pixels.', variant: 'destructive' }),
    );
    reply = { status: 502 };
    await user.upload(input, [png('a.png')]);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        title: 'Upload failed',
        description: 'Failed to upload photos. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it("asks for photos before completing: 'Photos required' and nothing sent", async () => {
    const { user, sent, toasts } = setup();
    await user.click(within(await card(12)).getByRole('button', { name: 'Submit Report for Visit #12' }));
    expect(await screen.findByText('Photos required: Please upload at least one photo before completing the visit.')).toBeInTheDocument();
    expect(toasts.at(-1)).toEqual({
      title: 'Photos required',
      description: 'Please upload at least one photo before completing the visit.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('PUT', /status$/)).toHaveLength(0);
  });

  it('submits the report with notes through the status endpoint, shows "Visit completed" and refetches', async () => {
    const done = {
      ...withPhoto,
      status: 'completed' as const,
      report: makeStartedReport({
        id: 8,
        mediaUrls: ['/api/media/x1'],
        notes: 'All windows locked.',
        completedAt: '2025-06-10T15:00:00.000Z',
      }),
    };
    const { user, sent, jobLoads, toasts } = setup({
      changes: { 'PUT /api/admin/jobs/13/status': { body: { visit: done } } },
      after: { jobs: [scheduled, inProgress, done, completed], stats: makeStats({ activeJobs: 1 }) },
    });
    await user.click(within(await card(13)).getByRole('button', { name: 'Submit Report for Visit #13' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Report for Visit #13' });
    await user.type(within(dialog).getByLabelText('Visit notes'), '  All windows locked. ');
    const loads = jobLoads();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Visit' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Visit completed', variant: 'success' }));
    const [put] = sent('PUT', /^\/api\/admin\/jobs\/13\/status$/);
    expect(put!.body).toEqual({ status: 'completed', notes: 'All windows locked.', taskReasons: {} });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(jobLoads()).toBeGreaterThan(loads));
    await waitFor(() =>
      expect(within(screen.getByRole('heading', { name: 'Visit #13' }).closest('li')!).getByText('Completed')).toBeInTheDocument(),
    );
  });

  it("shows the server's answer when it refuses to complete", async () => {
    // The screen goes by the code, not by the words.
    let reply: StubReply = {
      status: 400,
      body: {
        code: 'visit.photos_required',
        title: 'Photos required',
        message: 'Please upload at least one photo before completing the visit.',
      },
    };
    const { user, toasts } = setup({ changes: { 'PUT /api/admin/jobs/13/status': () => reply } });
    await user.click(within(await card(13)).getByRole('button', { name: 'Submit Report for Visit #13' }));
    await user.click(screen.getByRole('button', { name: 'Complete Visit' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        title: 'Photos required',
        description: 'Please upload at least one photo before completing the visit.',
        variant: 'destructive',
      }),
    );
    // The dialog stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Submit Report for Visit #13' })).toBeInTheDocument();
    reply = { status: 409, body: { code: 'visit.invalid_transition', message: 'A completed visit cannot become completed.' } };
    await user.click(screen.getByRole('button', { name: 'Complete Visit' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'A completed visit cannot become completed.', variant: 'destructive' }),
    );
    reply = serverDown;
    await user.click(screen.getByRole('button', { name: 'Complete Visit' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'Failed to complete visit. Please try again.', variant: 'destructive' }),
    );
  });
});

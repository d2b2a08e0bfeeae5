import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES, TOASTS, type Visit } from '@housesit/shared-contracts';
import {
  makeReport,
  makeStartedReport,
  makeTask,
  page,
  renderArea,
  sitterUser,
  stagedRoutes,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { SitterJobsScreen } from '../../jobs';

const tasks = [makeTask(31, 'Security check', 'security_check'), makeTask(32, 'Water window boxes', 'plant_care')];
const inProgressReport = (mediaUrls: string[] = []) => makeStartedReport({ id: 300, mediaUrls, checkInAt: '2025-06-10T14:05:00.000Z' });

// Today's: a sitter starts a visit only on its day (docs/product/DECISIONS.md 'Visit safety').
const scheduled = makeVisit({ id: 1, status: 'scheduled', scheduledDate: new Date().toISOString(), tasks });
const inProgress = (mediaUrls: string[] = [], overrides: Partial<Visit> = {}) =>
  makeVisit({ id: 3, status: 'in_progress', tasks, report: inProgressReport(mediaUrls), ...overrides });
/** In progress with every task ticked, so completing needs no reasons. */
const inProgressAllDone = (mediaUrls: string[], overrides: Partial<Visit> = {}) =>
  inProgress(mediaUrls, { tasks: tasks.map((task) => ({ ...task, isCompleted: true })), ...overrides });
const serverDown: StubReply = { status: 500 };

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
);
const photo = (name = 'door.png') => new File([PNG], name, { type: 'image/png' });

/**
 * The jobs screen over fixed answers (stagedRoutes): GET /api/visits answers stages[n] once the
 * screen sent n changes, and each change answers as the test says.
 */
function setup(stages: Visit[][], changes: Record<string, StubRoute> = {}) {
  const reads = stages.map((visits): Record<string, StubRoute> => ({ '/api/visits': { body: page(visits) } }));
  const rendered = renderArea(<SitterJobsScreen path="/housesitter/jobs" />, { user: sitterUser, routes: stagedRoutes(reads, changes) });
  const requests = rendered.stub.requests;
  const visitLoads = () => requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/visits').length;
  const sent = (method: string, path: string): StubRequest[] => requests.filter((r) => r.method === method && r.url.pathname === path);
  return { requests, visitLoads, sent };
}

async function openVisit(tab: RegExp, id: number) {
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
  const panel = screen.getByRole('tabpanel');
  const card = within(panel)
    .getAllByRole('listitem')
    .find((li) => li.textContent.includes(`Visit #${id}`));
  await userEvent.click(within(card!).getByRole('button', { name: /View details/ }));
  return screen.getByRole('dialog', { name: `Visit #${id}` });
}

const toasts = () => screen.getByTestId('toasts');

/** Start visit, then the confirm step. */
async function startVisit() {
  await userEvent.click(screen.getByRole('button', { name: 'Start visit' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, start visit' }));
}

/** The phone's time of an action, as the outbox sends it. */
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown as string;

describe('the visit workflow in the job details (through the outbox)', () => {
  it('starts a scheduled visit at once, sends it with the phone time, and refetches the visits', async () => {
    const started = makeVisit({ ...scheduled, status: 'in_progress', report: makeStartedReport({ id: 100 }) });
    const { sent, visitLoads } = setup([[scheduled], [started]], { 'PATCH /api/visit/1/start': { body: { visit: started } } });
    const dialog = await openVisit(/Upcoming/, 1);
    // A scheduled visit offers Start visit only: tasks are ticked once it has started.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByLabelText('Add photos')).toBeNull();
    const loadsBefore = visitLoads();

    // Start visit asks first; 'Not yet' sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Start visit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(sent('PATCH', '/api/visit/1/start')).toHaveLength(0);
    await startVisit();

    await waitFor(() => expect(toasts()).toHaveTextContent(TOASTS.visitStarted.title));
    await waitFor(() => expect(sent('PATCH', '/api/visit/1/start').map((r) => r.body)).toEqual([{ occurredAt: ISO }]));
    await waitFor(() => expect(visitLoads()).toBeGreaterThan(loadsBefore));
    // The dialog shows the visit in progress, with the checklist and camera.
    expect(await within(dialog).findByText('In Progress')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Photo files for Visit #/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete visit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveTextContent('1');
    // Nothing left waiting.
    await waitFor(() => expect(within(dialog).queryByText(/changes? waiting/)).toBeNull());
  });

  it('does not offer the start of a visit on another day, and says which day it is', async () => {
    const { sent } = setup([[makeVisit({ id: 2, status: 'scheduled', scheduledDate: '2025-06-10T14:00:00.000Z', tasks })]]);
    const dialog = await openVisit(/Upcoming/, 2);
    const start = within(dialog).getByRole('button', { name: 'Start visit' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(LIFECYCLE_MESSAGES.startOnlyOnVisitDay('Tuesday, June 10, 2025'));
    await userEvent.click(start);
    expect(screen.queryByRole('button', { name: 'Yes, start visit' })).toBeNull();
    expect(sent('PATCH', '/api/visit/1/start')).toHaveLength(0);
  });

  it("shows a refused start with the action and the server's message, and the visit as the server has it", async () => {
    setup([[scheduled]], {
      'PATCH /api/visit/1/start': {
        status: 409,
        body: { code: 'visit.invalid_transition', message: 'A cancelled visit cannot become in progress.' },
      },
    });
    const dialog = await openVisit(/Upcoming/, 1);
    await startVisit();
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.startFailed.title}: A cancelled visit cannot become in progress.`));
    const refused = within(dialog).getByRole('list', { name: 'Changes not applied' });
    expect(refused).toHaveTextContent('Start visit #1: A cancelled visit cannot become in progress.');
    expect(within(dialog).getByRole('button', { name: 'Start visit' })).toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: 'Dismiss: Start visit #1' }));
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Changes not applied' })).toBeNull());
  });

  it("keeps a start the server could not take waiting, and sends it again on 'Send now'", async () => {
    let fail = true;
    const started = makeVisit({ ...scheduled, status: 'in_progress', report: makeStartedReport({ id: 100 }) });
    const { sent } = setup([[scheduled], [scheduled], [started]], {
      'PATCH /api/visit/1/start': () => (fail ? { status: 502 } : { body: { visit: started } }),
    });
    const dialog = await openVisit(/Upcoming/, 1);
    await startVisit();
    // Applied on screen at once, and waiting on the phone.
    expect(await within(dialog).findByText('In Progress')).toBeInTheDocument();
    await waitFor(() => expect(sent('PATCH', '/api/visit/1/start')).toHaveLength(1));
    expect(await within(dialog).findByRole('heading', { name: '1 change waiting' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Changes waiting' })).toHaveTextContent('Start visit #1');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(within(dialog).queryByRole('heading', { name: '1 change waiting' })).toBeNull());
    const [first, second] = sent('PATCH', '/api/visit/1/start');
    // The same action: the same phone time (and key) both times.
    expect(second?.body).toEqual(first?.body);
    expect(within(dialog).getByText('In Progress')).toBeInTheDocument();
  });

  it('ticks a task and saves a note for it', async () => {
    const ticked = { ...tasks[0]!, isCompleted: true };
    const noted = { ...tasks[1]!, notes: 'Boxes were dry' };
    const { sent } = setup(
      [[inProgress()], [inProgress([], { tasks: [ticked, tasks[1]!] })], [inProgress([], { tasks: [ticked, noted] })]],
      {
        'PATCH /api/visit/3/tasks/31': { body: { task: ticked } },
        'PATCH /api/visit/3/tasks/32': { body: { task: noted } },
      },
    );
    const dialog = await openVisit(/Active/, 3);
    expect(dialog).toHaveTextContent('0 of 2 done');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Security check' }));
    await waitFor(() => expect(dialog).toHaveTextContent('1 of 2 done'));
    expect(within(dialog).getByRole('checkbox', { name: 'Security check' })).toBeChecked();
    await waitFor(() => expect(sent('PATCH', '/api/visit/3/tasks/31').map((r) => r.body)).toEqual([{ isCompleted: true, notes: '' }]));

    await userEvent.type(within(dialog).getByLabelText('Note for Water window boxes'), 'Boxes were dry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note for Water window boxes' }));
    await waitFor(() =>
      expect(sent('PATCH', '/api/visit/3/tasks/32').map((r) => r.body)).toEqual([{ isCompleted: false, notes: 'Boxes were dry' }]),
    );
    // Saved: the note stays and the Save button goes away.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Save note/ })).toBeNull());
    expect(within(dialog).getByLabelText('Note for Water window boxes')).toHaveValue('Boxes were dry');
    expect(within(dialog).getByText('Note saved for Water window boxes')).toBeInTheDocument();
  });

  it('keeps a tick the server failed on, ticked and waiting', async () => {
    setup([[inProgress()]], {
      'PATCH /api/visit/3/tasks/31': {
        status: 500,
        body: { code: 'server.internal', message: 'Something went wrong on our side. Please try again.' },
      },
    });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Security check' }));
    expect(await within(dialog).findByRole('heading', { name: '1 change waiting' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Changes waiting' })).toHaveTextContent(
        "Tick 'Security check' (visit #3) (Something went wrong on our side. Please try again.)",
      ),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Security check' })).toBeChecked();
  });

  it('adds a photo from the camera input at once and uploads it by visit with its capture time', async () => {
    const onePhoto = ['/api/media/photo-1'];
    const { sent } = setup([[inProgress()], [inProgress(onePhoto)]], {
      'PATCH /api/visit/3/add-photo': { body: { report: inProgressReport(onePhoto) } },
    });
    const dialog = await openVisit(/Active/, 3);
    const input = within(dialog).getByLabelText(/^Photo files for Visit #/);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('multiple');

    await userEvent.upload(input, photo());

    await waitFor(() => expect(toasts()).toHaveTextContent(TOASTS.photoAdded.title));
    await waitFor(() => expect(sent('PATCH', '/api/visit/3/add-photo')).toHaveLength(1));
    const [request] = sent('PATCH', '/api/visit/3/add-photo');
    expect((request?.body as { mediaUrl: string }).mediaUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((request?.body as { capturedAt: string }).capturedAt).toEqual(ISO);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Photo 1 of Visit #3' })).toHaveAttribute('src', '/api/media/photo-1'),
    );
    expect(within(dialog).getByRole('heading', { name: 'Photos (1)' })).toBeInTheDocument();
  });

  it("adds several photos at once: 'Photos uploaded'", async () => {
    const twoPhotos = ['/api/media/photo-1', '/api/media/photo-2'];
    const { sent } = setup([[inProgress()], [inProgress(twoPhotos)]], {
      'PATCH /api/visit/3/add-photo': { body: { report: inProgressReport(twoPhotos) } },
    });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.upload(within(dialog).getByLabelText(/^Photo files for Visit #/), [photo('a.png'), photo('b.png')]);
    await waitFor(() => expect(toasts()).toHaveTextContent(TOASTS.photosUploaded.title));
    await waitFor(() => expect(sent('PATCH', '/api/visit/3/add-photo')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
  });

  it("refuses a file that is not an image: 'Invalid File'", async () => {
    const { sent } = setup([[inProgress()]]);
    const dialog = await openVisit(/Active/, 3);
    // A phone's picker can still hand over other files; the accept filter is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText(/^Photo files for Visit #/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.invalidFile.title}: ${TOASTS.invalidFile.description}`));
    expect(sent('PATCH', '/api/visit/3/add-photo')).toHaveLength(0);
  });

  it("refuses a text file named .png (typed image/png by the browser) with 'Invalid File', not 'Upload failed'", async () => {
    const { sent } = setup([[inProgress()]]);
    const dialog = await openVisit(/Active/, 3);
    await userEvent.upload(
      within(dialog).getByLabelText(/^Photo files for Visit #/),
      new File(['just some notes'], 'door.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.invalidFile.title}: ${TOASTS.invalidFile.description}`));
    expect(sent('PATCH', '/api/visit/3/add-photo')).toHaveLength(0);
  });

  it("refuses a photo over the API's size limit before keeping anything on the phone, as the admin queue does", async () => {
    const { sent } = setup([[inProgress()]]);
    const dialog = await openVisit(/Active/, 3);
    const huge = new File([PNG, new Uint8Array(PHOTO_MAX_BYTES)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText(/^Photo files for Visit #/), huge);
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.uploadFailedSingle.title}: ${LIFECYCLE_MESSAGES.imageTooLarge}`));
    expect(within(dialog).queryByRole('list', { name: 'Changes not applied' })).toBeNull();
    expect(sent('PATCH', '/api/visit/3/add-photo')).toHaveLength(0);
  });

  it("shows a photo the server refused with the server's message", async () => {
    setup([[inProgress()]], {
      'PATCH /api/visit/3/add-photo': { status: 400, body: { code: 'visit.photo_invalid', message: 'The photo is larger than 10 MB.' } },
    });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.upload(within(dialog).getByLabelText(/^Photo files for Visit #/), photo());
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.uploadFailedSingle.title}: The photo is larger than 10 MB.`));
    expect(within(dialog).getByRole('list', { name: 'Changes not applied' })).toHaveTextContent('The photo is larger than 10 MB.');
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull());
  });

  it("does not complete without a photo: 'Photos required'", async () => {
    const { sent } = setup([[inProgress()]]);
    await openVisit(/Active/, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.photosRequired.title}: ${TOASTS.photosRequired.description}`));
    expect(sent('PATCH', '/api/visit/3/complete')).toHaveLength(0);
  });

  it("shows the server's 'Photos required' refusal of a completion", async () => {
    setup([[inProgressAllDone(['/api/media/gone'])]], {
      'PATCH /api/visit/3/complete': {
        status: 400,
        body: { code: 'visit.photos_required', message: TOASTS.photosRequired.description, title: TOASTS.photosRequired.title },
      },
    });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(`${TOASTS.photosRequired.title}: ${TOASTS.photosRequired.description}`));
    // The server's copy again: in progress, Complete visit offered.
    expect(await within(dialog).findByText('In Progress')).toBeInTheDocument();
  });

  it('completes a visit with photos and notes, then shows it under Completed', async () => {
    const onePhoto = ['/api/media/photo-1'];
    const notes = 'All secure, mail on the hall table.';
    const report = makeReport({
      id: 300,
      mediaUrls: onePhoto,
      notes,
      checkInAt: '2025-06-10T14:05:00.000Z',
      completedAt: '2025-06-10T14:35:00.000Z',
      checkOutAt: '2025-06-10T14:35:00.000Z',
      duration: 30,
    });
    const completed = inProgress([], { status: 'completed', report });
    const { sent } = setup([[inProgress()], [inProgress(onePhoto)], [completed]], {
      'PATCH /api/visit/3/add-photo': { body: { report: inProgressReport(onePhoto) } },
      'PATCH /api/visit/3/complete': { body: { visit: completed } },
    });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.upload(within(dialog).getByLabelText(/^Photo files for Visit #/), photo());
    await within(dialog).findByRole('img', { name: 'Photo 1 of Visit #3' });
    await userEvent.type(within(dialog).getByLabelText('Visit notes'), 'All secure, mail on the hall table.');

    // Neither task was ticked: a reason for each is asked before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(LIFECYCLE_MESSAGES.taskReasonRequired));
    expect(sent('PATCH', '/api/visit/3/complete')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Why was 'Security check' not done?"), 'Alarm company was on site');
    await userEvent.type(within(dialog).getByLabelText("Why was 'Water window boxes' not done?"), 'It rained all night');
    await userEvent.click(screen.getByRole('button', { name: 'Complete visit' }));

    await waitFor(() => expect(toasts()).toHaveTextContent(TOASTS.visitCompleted.title));
    await waitFor(() =>
      expect(sent('PATCH', '/api/visit/3/complete').map((r) => r.body)).toEqual([
        {
          notes: 'All secure, mail on the hall table.',
          taskReasons: { '31': 'Alarm company was on site', '32': 'It rained all night' },
          occurredAt: ISO,
        },
      ]),
    );
    // Completed: the report shows, nothing more to do.
    expect(await within(dialog).findByText('Completed')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('All secure, mail on the hall table.');
    expect(screen.queryByRole('button', { name: 'Complete visit' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Completed/ })).toHaveTextContent('1'));
  });

  it('shows the check-in time with its zone, tap-to-call and the address in maps', async () => {
    setup([[inProgress()]]);
    const dialog = await openVisit(/Active/, 3);
    // Checked in at 2025-06-10T14:05Z: a real time in the service area's zone, not an elapsed time.
    expect(within(dialog).getByText('Checked in').nextElementSibling).toHaveTextContent(/^10:05 AM EDT$/);
    expect(within(dialog).getByRole('link', { name: /^Call .+ at / })).toHaveAttribute('href', 'tel:7815550142');
    const map = within(dialog).getByRole('link', { name: /in maps$/ });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  });

  it('keeps a completion the server failed on waiting, shown as completed', async () => {
    setup([[inProgressAllDone(['/api/media/p'])]], { 'PATCH /api/visit/3/complete': serverDown });
    const dialog = await openVisit(/Active/, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await within(dialog).findByRole('heading', { name: '1 change waiting' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Changes waiting' })).toHaveTextContent('Complete visit #3');
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES, TOASTS, VISIT_ERRORS, type Visit } from '@housesit/shared-contracts';
import { makeStartedReport, makeTask, makeVisit, renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { photosEditable } from '../../photos/photoPolicy';
import { useVisitLifecycle, type LifecycleOutcome, type LifecycleSender } from './useVisitLifecycle';

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
);
const photo = (name = 'door.png') => new File([PNG], name, { type: 'image/png' });

const inProgress = (mediaUrls: string[] = [], overrides: Partial<Visit> = {}) =>
  makeVisit({ id: 3, status: 'in_progress', report: makeStartedReport({ id: 30, mediaUrls }), ...overrides });
const scheduled = makeVisit({ id: 3, status: 'scheduled' });

const ok = (data: Visit | null): LifecycleOutcome => ({ kind: 'ok', data });
const refused = (code: string, message: string | null): LifecycleOutcome => ({
  kind: 'refused',
  status: 409,
  code: code as never,
  message,
  title: null,
  fieldErrors: {},
});

/** A sender whose every step answers as given: the server's visit (admin) or null (kept on the phone). */
function fakeSender(answer: (step: string, visit: Visit) => LifecycleOutcome, withRefresh = true) {
  const sent: { step: string; visitId: number; detail?: unknown }[] = [];
  const refresh = vi.fn(() => Promise.resolve());
  const sender: LifecycleSender = {
    start: (visit, reason) => (sent.push({ step: 'start', visitId: visit.id, detail: reason }), Promise.resolve(answer('start', visit))),
    addPhoto: (visit, mediaUrl) => (
      sent.push({ step: 'photo', visitId: visit.id, detail: mediaUrl }),
      Promise.resolve(answer('photo', visit))
    ),
    complete: (visit, report) => (
      sent.push({ step: 'complete', visitId: visit.id, detail: report }),
      Promise.resolve(answer('complete', visit))
    ),
    removePhoto: (visit, url) => (sent.push({ step: 'remove', visitId: visit.id, detail: url }), Promise.resolve(answer('remove', visit))),
    ...(withRefresh ? { refresh } : {}),
  };
  return { sender, sent, refresh };
}

function setup(sender: LifecycleSender) {
  const onChanged = vi.fn();
  const held: { current?: ReturnType<typeof useVisitLifecycle> } = {};
  function Probe() {
    held.current = useVisitLifecycle(sender, { onChanged });
    return null;
  }
  const { toasts } = renderArea(<Probe />, { user: sitterUser });
  const lifecycle = () => held.current!;
  return { lifecycle, toasts, onChanged };
}

describe('the photo policy', () => {
  it('adds and removes photos only while a visit is in progress', () => {
    expect(photosEditable({ status: 'in_progress' })).toBe(true);
    for (const status of ['scheduled', 'completed', 'cancelled'] as const) expect(photosEditable({ status })).toBe(false);
  });
});

describe('useVisitLifecycle', () => {
  it('starts a visit the server answered: says which, hands on the visit, refetches', async () => {
    const started = inProgress();
    const { sender, sent, refresh } = fakeSender(() => ok(started));
    const { lifecycle, toasts, onChanged } = setup(sender);
    await act(async () => expect(await lifecycle().start(scheduled, 'Key only today')).toBe(true));
    expect(sent).toEqual([{ step: 'start', visitId: 3, detail: 'Key only today' }]);
    expect(toasts.at(-1)).toEqual({ title: TOASTS.visitStarted.title, description: 'Visit #3 is now in progress.', variant: 'success' });
    expect(onChanged).toHaveBeenCalledWith(started);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('starts a visit kept on the phone with the title alone, and hands on nothing', async () => {
    const { sender } = fakeSender(() => ok(null), false);
    const { lifecycle, toasts, onChanged } = setup(sender);
    await act(async () => expect(await lifecycle().start(scheduled)).toBe(true));
    expect(toasts.at(-1)).toEqual({ ...TOASTS.visitStarted, variant: 'success' });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("says 'Error' with the server's reason when a start is refused, and refetches", async () => {
    const { sender, refresh } = fakeSender(() => refused('visit.invalid_transition', 'A cancelled visit cannot become in progress.'));
    const { lifecycle, toasts } = setup(sender);
    await act(async () => expect(await lifecycle().start(scheduled)).toBe(false));
    expect(toasts.at(-1)).toEqual({
      title: TOASTS.startFailed.title,
      description: 'A cancelled visit cannot become in progress.',
      variant: 'destructive',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a file that is not an image, one over the size limit, or a visit not in progress', async () => {
    const { sender, sent } = fakeSender(() => ok(null));
    const { lifecycle, toasts } = setup(sender);
    const notes = new File(['just some notes'], 'door.png', { type: 'image/png' });
    await act(async () => expect(await lifecycle().uploadPhotos(inProgress(), [notes])).toBe(false));
    expect(toasts.at(-1)).toEqual({ ...TOASTS.invalidFile, variant: 'destructive' });

    const huge = new File([PNG, new Uint8Array(PHOTO_MAX_BYTES)], 'huge.png', { type: 'image/png' });
    await act(async () => expect(await lifecycle().uploadPhotos(inProgress(), [photo(), huge])).toBe(false));
    expect(toasts.at(-1)).toEqual({
      title: TOASTS.uploadFailed.title,
      description: LIFECYCLE_MESSAGES.imageTooLarge,
      variant: 'destructive',
    });

    await act(async () => expect(await lifecycle().uploadPhotos(scheduled, [photo()])).toBe(false));
    expect(toasts.at(-1)).toEqual({ title: TOASTS.uploadFailedSingle.title, description: VISIT_ERRORS.noReport, variant: 'destructive' });
    expect(sent).toEqual([]);
  });

  it('sends photos one at a time, each to the visit as the last answer left it', async () => {
    let photos = 0;
    const { sender, sent } = fakeSender((_step, visit) =>
      ok({ ...visit, report: makeStartedReport({ id: 30, mediaUrls: [...Array(++photos).keys()].map((i) => `/api/media/${i}`) }) }),
    );
    const { lifecycle, toasts, onChanged } = setup(sender);
    await act(async () => expect(await lifecycle().uploadPhotos(inProgress(), [photo('a.png'), photo('b.png')])).toBe(true));
    expect(sent.map((s) => s.step)).toEqual(['photo', 'photo']);
    expect(sent[0]?.detail).toMatch(/^data:image\/png;base64,/);
    expect(toasts.at(-1)).toEqual({ title: TOASTS.photosUploaded.title, description: '2 photos added to Visit #3.', variant: 'success' });
    expect(onChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({ report: expect.objectContaining({ mediaUrls: ['/api/media/0', '/api/media/1'] }) }),
    );
  });

  it('tells a retry the server asks for as news, not as an error', async () => {
    const { sender } = fakeSender(() => refused('visit.retry_upload', LIFECYCLE_MESSAGES.startedRetryUpload));
    const { lifecycle, toasts } = setup(sender);
    await act(async () => expect(await lifecycle().uploadPhotos(inProgress(), [photo()], 'single')).toBe(false));
    expect(toasts.at(-1)).toEqual({
      title: TOASTS.uploadFailedSingle.title,
      description: LIFECYCLE_MESSAGES.startedRetryUpload,
      variant: 'default',
    });
  });

  it('completes only with a photo and a reason for each task not done', async () => {
    const { sender, sent } = fakeSender((_step, visit) => ok({ ...visit, status: 'completed' }));
    const { lifecycle, toasts } = setup(sender);
    await act(async () => expect(await lifecycle().complete(inProgress(), 'All fine', {})).toEqual({ completed: false, fieldErrors: {} }));
    expect(toasts.at(-1)).toEqual({ ...TOASTS.photosRequired, variant: 'destructive' });

    const withTask = inProgress(['/api/media/1'], { tasks: [makeTask(31, 'Water plants', 'plant_care')] });
    let outcome: Awaited<ReturnType<ReturnType<typeof lifecycle>['complete']>> | undefined;
    await act(async () => {
      outcome = await lifecycle().complete(withTask, 'All fine', {});
    });
    expect(outcome?.completed).toBe(false);
    expect(Object.keys(outcome?.fieldErrors ?? {})).toEqual(['taskReasons.31']);
    expect(sent).toEqual([]);

    await act(async () => {
      outcome = await lifecycle().complete(withTask, '  All fine  ', { '31': 'No watering can' });
    });
    expect(outcome).toEqual({ completed: true, fieldErrors: {} });
    expect(sent).toEqual([{ step: 'complete', visitId: 3, detail: { notes: 'All fine', taskReasons: { '31': 'No watering can' } } }]);
    expect(toasts.at(-1)).toEqual({
      title: TOASTS.visitCompleted.title,
      description: 'The report of Visit #3 is now available to the homeowner.',
      variant: 'success',
    });
  });

  it('removes a photo only while the visit is in progress', async () => {
    const { sender, sent } = fakeSender((_step, visit) => ok({ ...visit, report: makeStartedReport({ id: 30, mediaUrls: [] }) }));
    const { lifecycle, toasts, onChanged } = setup(sender);
    await act(async () =>
      expect(await lifecycle().removePhoto({ ...inProgress(['/api/media/9']), status: 'completed' }, '/api/media/9')).toBe(false),
    );
    expect(sent).toEqual([]);
    await act(async () => expect(await lifecycle().removePhoto(inProgress(['/api/media/9']), '/api/media/9')).toBe(true));
    expect(toasts.at(-1)).toEqual({ ...TOASTS.photoRemoved, description: 'Removed from the report of Visit #3.', variant: 'success' });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ report: expect.objectContaining({ mediaUrls: [] }) }));
  });
});

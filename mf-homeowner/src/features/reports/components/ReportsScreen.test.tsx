import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitPage } from '@housesit/shared-contracts';
import {
  createStubFetch,
  homeownerUser,
  makeReport,
  makeTask,
  page,
  renderArea,
  toastTexts,
  type StubReply,
} from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { sockets } from '../../../test/sockets';
import { FakeIntersectionObserver } from '../../../test/intersectionObserver';
import { ReportsScreen } from './ReportsScreen';

const photos = ['/api/media/11', '/api/media/12', '/api/media/13'];

const completed = makeVisit(21, {
  status: 'completed',
  scheduledDate: '2025-06-20T15:00:00.000Z',
  totalAmount: '85.00',
  assignedSitter: { id: 3, firstName: 'Sam', lastName: 'Sitter' },
  assignedSitterId: 3,
  tasks: [
    { ...makeTask(1, 'Security check', 'security_check', true), notes: 'Back door locked' },
    { ...makeTask(2, 'Fish care'), skipReason: 'The tank was empty; the fish went with the family' },
  ],
  report: makeReport({ mediaUrls: photos, notes: 'Everything looked fine.', duration: 45 }),
});

const cancelled = makeVisit(22, { status: 'cancelled', scheduledDate: '2025-06-10T15:00:00.000Z' });

function visitsRoute(answer: (url: URL) => VisitPage | Promise<VisitPage>) {
  return { '/api/visits': async (url: URL) => ({ body: await answer(url) }) };
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportsScreen', () => {
  it('asks for completed, active visits 10 at a time and shows their cards', async () => {
    const stub = createStubFetch(
      visitsRoute(() => page([completed])),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Security check + Fish care' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Friday, June 20, 2025 · Morning (8–12)')).toBeInTheDocument();
    expect(within(card).getByText(/\$85\.00/)).toHaveTextContent('Visit #21 · $85.00 · Sitter: Sam Sitter');
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?visitId=21');

    // Cancelled and upcoming visits have no report: the API is asked for completed ones only.
    expect(Object.fromEntries(stub.callsTo('/api/visits')[0]!.searchParams)).toEqual({
      when: 'past',
      status: 'completed',
      archived: 'false',
      limit: '10',
      offset: '0',
    });
  });

  it("shows 'No Reports Yet' with its text when there is nothing to show", async () => {
    const stub = createStubFetch(
      visitsRoute(() => page([])),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });

    expect(await screen.findByRole('heading', { name: 'No Reports Yet' })).toBeInTheDocument();
    expect(screen.getByText('Your completed visit reports will appear here. Book your first Housesit to get started!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Housesit' })).toHaveAttribute('href', '/purchase');
  });

  it("toggles between 'Show Archived' and 'Show Active' through the archived query", async () => {
    const archivedVisit = makeVisit(30, { status: 'completed', report: makeReport({ id: 9, isArchived: true }) });
    const stub = createStubFetch(
      visitsRoute((url) => (url.searchParams.get('archived') === 'true' ? page([archivedVisit]) : page([completed]))),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    await screen.findByRole('article', { name: 'Security check + Fish care' });

    await userEvent.click(screen.getByRole('button', { name: 'Show Archived' }));
    expect(await screen.findByRole('article', { name: 'Home Visit' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Security check + Fish care' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reports?archived=true');
    expect(stub.callsTo('/api/visits').at(-1)!.searchParams.get('archived')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Show Active' }));
    expect(await screen.findByRole('article', { name: 'Security check + Fish care' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reports$/);
  });

  it('opens the archived view straight from the address', async () => {
    const stub = createStubFetch(
      visitsRoute(() => page([])),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports?archived=true' });
    expect(await screen.findByRole('heading', { name: 'No archived reports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Active' })).toBeInTheDocument();
    expect(stub.callsTo('/api/visits')[0]!.searchParams.get('archived')).toBe('true');
  });

  it('shows the report: notes, duration, completed date, check-in and check-out, tasks and photos', async () => {
    const stub = createStubFetch(
      visitsRoute(() => page([completed])),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Visit Report #21' });
    expect(within(dialog).getByText('Everything looked fine.')).toBeInTheDocument();
    expect(within(dialog).getByText('45 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('June 20, 2025 at 11:45 AM EDT')).toBeInTheDocument();
    expect(within(dialog).getByText('Check-in').nextSibling).toHaveTextContent('11:00 AM EDT');
    expect(within(dialog).getByText('Check-out').nextSibling).toHaveTextContent('11:45 AM EDT');
    expect(within(dialog).getByText('Done')).toBeInTheDocument();
    expect(within(dialog).getByText('Not done')).toBeInTheDocument();
    expect(within(dialog).getByText(/Not done because: The tank was empty; the fish went with the family/)).toBeInTheDocument();
    expect(within(dialog).getByText('— Back door locked')).toBeInTheDocument();

    // A thumbnail opens the gallery at that photo; closing the gallery returns to the report.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo 2 of 3' }));
    const gallery = screen.getByRole('dialog', { name: 'Visit Photos' });
    expect(within(gallery).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Visit Report #21' })).toBeInTheDocument();
  });

  it("pages through the photos with the buttons, the thumbnails and the arrow keys ('n of m')", async () => {
    const stub = createStubFetch(
      visitsRoute(() => page([completed])),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Photos (3)' }));

    const gallery = screen.getByRole('dialog', { name: 'Visit Photos' });
    const counter = () => within(gallery).getByText(/^\d of 3$/);
    const photo = () => within(gallery).getByRole('img', { name: /^Visit photo/ });
    expect(counter()).toHaveTextContent('1 of 3');
    // Same-origin media URLs are used exactly as the API gives them.
    expect(photo()).toHaveAttribute('src', '/api/media/11');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next' }));
    expect(counter()).toHaveTextContent('2 of 3');
    expect(photo()).toHaveAttribute('src', '/api/media/12');

    await userEvent.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 of 3');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous' }));
    expect(counter()).toHaveTextContent('2 of 3');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Photo 1 of 3' }));
    expect(counter()).toHaveTextContent('1 of 3');
    expect(within(gallery).getByRole('button', { name: 'Photo 1 of 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("loads the next 10 when the end of the list scrolls into view, showing 'Loading more visits...'", async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeVisit(100 + i, { status: 'cancelled' }));
    const second = [makeVisit(200, { status: 'cancelled' }), makeVisit(201, { status: 'cancelled' })];
    let releaseSecond: () => void = () => {};
    const secondReady = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const stub = createStubFetch(
      visitsRoute(async (url) => {
        if (url.searchParams.get('offset') === '0') return page(first, 12, 10);
        await secondReady;
        return page(second, 12, null);
      }),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    // The first page commits in a transition, whose effects may run a little later: scroll only
    // once the end of the list is watched (a loaded CI run scrolled before it was).
    await waitFor(() => expect(FakeIntersectionObserver.instances.some((observer) => observer.elements.size > 0)).toBe(true));

    FakeIntersectionObserver.scrollIntoView();
    expect(await screen.findByText('Loading more visits...')).toBeInTheDocument();
    releaseSecond();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByText('Loading more visits...')).not.toBeInTheDocument();

    const offsets = stub.callsTo('/api/visits').map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
    expect(stub.callsTo('/api/visits')[1]!.searchParams.get('limit')).toBe('10');

    // The last page said there is no more: reaching the end again asks for nothing.
    FakeIntersectionObserver.scrollIntoView();
    // Whatever the scroll started has rendered and asked by the end of this act.
    await act(async () => {});
    expect(screen.queryByText('Loading more visits...')).not.toBeInTheDocument();
    expect(stub.callsTo('/api/visits')).toHaveLength(2);
  });

  it("shows the spec's error with Retry when the visits cannot be loaded", async () => {
    const stub = createStubFetch({ '/api/visits': () => ({ status: 503, body: { message: 'down' } }) }, { user: homeownerUser });
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load data')).toBeInTheDocument();
    expect(within(alert).getByText('Error fetching homeowner data: 503: {"message":"down"}')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('archive', () => {
    it("archives a completed visit's report, says 'Report Archived' and refetches", async () => {
      let archived = false;
      const stub = createStubFetch(
        {
          ...visitsRoute(() => page(archived ? [] : [completed, cancelled])),
          '/api/report/501/archive': () => {
            archived = true;
            return { body: { report: { ...completed.report, isArchived: true } } };
          },
        },
        { user: homeownerUser },
      );
      renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
      const card = await screen.findByRole('article', { name: 'Security check + Fish care' });
      // Only a completed visit's report can be archived.
      expect(within(screen.getByRole('article', { name: 'Home Visit' })).queryByRole('button', { name: 'Archive' })).toBeNull();

      await userEvent.click(within(card).getByRole('button', { name: 'Archive' }));
      await waitFor(() => expect(toastTexts()).toEqual(['Report Archived: The report has been archived successfully']));
      expect(stub.callsTo('/api/report/501/archive')).toHaveLength(1);
      expect(await screen.findByRole('heading', { name: 'No Reports Yet' })).toBeInTheDocument();
    });

    it("shows 'Archive Failed' with the server's message, or the fallback text", async () => {
      let reply: StubReply = { status: 409, body: { message: 'Only the report of a completed visit can be archived.' } };
      const stub = createStubFetch(
        {
          ...visitsRoute(() => page([completed])),
          '/api/report/501/archive': () => reply,
        },
        { user: homeownerUser },
      );
      renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
      const archive = await screen.findByRole('button', { name: 'Archive' });

      await userEvent.click(archive);
      await waitFor(() => expect(toastTexts()).toEqual(['Archive Failed: Only the report of a completed visit can be archived.']));
      expect(screen.getByRole('article', { name: 'Security check + Fish care' })).toBeInTheDocument();

      reply = { status: 500 };
      await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
      await waitFor(() => expect(toastTexts()).toEqual(['Archive Failed: Failed to archive report']));
    });

    it('keeps both views current without a reload: archive shows in Archived, Restore brings it back', async () => {
      let isArchived = false;
      const report = () => ({ ...completed, report: { ...completed.report!, isArchived } });
      const stub = createStubFetch(
        {
          ...visitsRoute((url) => {
            const wantArchived = url.searchParams.get('archived') === 'true';
            return page(isArchived === wantArchived ? [report()] : []);
          }),
          '/api/report/501/archive': () => {
            isArchived = true;
            return { body: { report: report().report } };
          },
          '/api/report/501/restore': () => {
            isArchived = false;
            return { body: { report: report().report } };
          },
        },
        { user: homeownerUser },
      );
      renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
      const name = 'Security check + Fish care';
      await screen.findByRole('article', { name });
      // The archived view, seen empty first (its answer is now cached).
      await userEvent.click(screen.getByRole('button', { name: 'Show Archived' }));
      expect(await screen.findByRole('heading', { name: 'No archived reports' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show Active' }));
      await userEvent.click(within(await screen.findByRole('article', { name })).getByRole('button', { name: 'Archive' }));
      expect(await screen.findByRole('heading', { name: 'No Reports Yet' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Show Archived' }));
      const archivedCard = await screen.findByRole('article', { name });
      expect(within(archivedCard).queryByRole('button', { name: 'Archive' })).toBeNull();
      await userEvent.click(within(archivedCard).getByRole('button', { name: 'Restore' }));
      await waitFor(() => expect(toastTexts()).toContain('Report Restored: The report is back with your active reports'));
      expect(stub.callsTo('/api/report/501/restore')).toHaveLength(1);
      expect(await screen.findByRole('heading', { name: 'No archived reports' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show Active' }));
      expect(within(await screen.findByRole('article', { name })).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    });

    it('hides the archive action in the archived view', async () => {
      const archivedVisit = { ...completed, report: makeReport({ isArchived: true, mediaUrls: photos }) };
      const stub = createStubFetch(
        visitsRoute(() => page([archivedVisit])),
        { user: homeownerUser },
      );
      renderArea(<ReportsScreen />, { stub: stub, path: '/reports?archived=true' });
      const card = await screen.findByRole('article', { name: 'Security check + Fish care' });
      expect(within(card).getByRole('button', { name: 'View Report' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Archive' })).toBeNull();
    });
  });

  it("refetches and shows 'Visit Completed' when a visit is completed live", async () => {
    let visits = [cancelled];
    const stub = createStubFetch(
      visitsRoute(() => page(visits)),
      { user: homeownerUser },
    );
    renderArea(<ReportsScreen />, { stub: stub, path: '/reports' });
    await screen.findByRole('article', { name: 'Home Visit' });
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.latest().open();

    visits = [completed, cancelled];
    sockets.latest().receive({ type: 'visitCompleted', homeownerId: homeownerUser.id, visitId: completed.id });
    expect(toastTexts()).toEqual(['Visit Completed: Your visit has been completed and the report is now available']);
    expect(await screen.findByRole('article', { name: 'Security check + Fish care' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

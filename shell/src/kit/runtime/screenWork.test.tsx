import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '@housesit/shared-contracts';
import { KitProvider, Spinner, useAfterOtherWork, useApiQuery, useScreenReady, useScreenWork } from '@housesit/shell/kit';
import { stubApi, type StubReply } from '../../test/stubApi';
import { retryDelayMs } from './useApiQuery';

/** Stands in for the shell's layout: its <main> says whether the page has work outstanding. */
function Main({ children }: { children: ReactNode }) {
  const ready = useScreenReady();
  return (
    <main aria-busy={!ready} data-state={ready ? 'ready' : 'busy'}>
      {children}
    </main>
  );
}

/** A screen with one query and no spinner of its own: only the data hook can make it busy. */
function Stats() {
  const { data, error, isLoading } = useApiQuery(queryKeys.userStats.all(), (api) => api.visits.userStats());
  if (error) return <p>error: {error.message}</p>;
  if (isLoading) return <p>loading</p>;
  return <p>upcoming {data?.upcomingVisits}</p>;
}

const stats = (upcomingVisits: number) => ({
  status: 200,
  body: { upcomingVisits, completedVisits: 0, totalSpent: '0.00', nextVisitDate: null },
});

/** Replies the test releases one at a time, so nothing depends on how fast the stub answers. */
function heldReplies() {
  const waiting: ((reply: { status: number; body?: unknown }) => void)[] = [];
  const reply = () => new Promise<{ status: number; body?: unknown }>((resolve) => waiting.push(resolve));
  const release = async (answer: { status: number; body?: unknown }) => {
    await waitFor(() => expect(waiting).not.toHaveLength(0));
    waiting.shift()!(answer);
  };
  return { reply, release };
}

/** Every state of <main> a reader between two tasks could see (what an end-to-end test polls). */
function watchMain(): string[] {
  const main = screen.getByRole('main');
  const seen = [`${main.dataset.state}: ${main.textContent}`];
  const observer = new MutationObserver(() => seen.push(`${main.dataset.state}: ${main.textContent}`));
  observer.observe(main, { attributes: true, childList: true, subtree: true, characterData: true });
  return seen;
}

function renderScreen(statsReply: StubReply, ui: ReactNode = <Stats />) {
  const stub = stubApi({ 'GET /api/user/stats': statsReply });
  render(
    <KitProvider api={stub.api}>
      <Main>{ui}</Main>
    </KitProvider>,
  );
  return { main: screen.getByRole('main'), ...stub };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A chart that shows a kit Spinner (a loading state) until the test draws it. */
let drawChart = () => {};
function SlowChart() {
  const [drawn, setDrawn] = useState(false);
  drawChart = () => setDrawn(true);
  return drawn ? <p>chart</p> : <Spinner label="Loading chart..." />;
}

describe('the screen says when it is done', () => {
  it('is busy while the first answer is pending or still rendering, and ready once it is on screen', async () => {
    const held = heldReplies();
    const { main } = renderScreen(held.reply);
    const seen = watchMain();
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(main).toHaveAttribute('data-state', 'busy');
    await held.release(stats(2));
    expect(await screen.findByText('upcoming 2')).toBeInTheDocument();
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
    expect(main).toHaveAttribute('aria-busy', 'false');
    // Never ready while the answer was fetched but its deferred render had not committed yet.
    expect(seen.filter((state) => state.startsWith('ready') && !state.endsWith('upcoming 2'))).toEqual([]);
  });

  it('is ready once an error is shown', async () => {
    const { main } = renderScreen({ status: 403, body: { message: 'You do not have access to this.' } });
    const seen = watchMain();
    expect(await screen.findByText('error: You do not have access to this.')).toBeInTheDocument();
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
    expect(seen.filter((state) => state.startsWith('ready') && !state.includes('error'))).toEqual([]);
  });

  it('stays busy while a retry is due, so the first error is not taken for the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { main } = renderScreen({ status: 500 });
    expect(await screen.findByText(/^error: 500/)).toBeInTheDocument();
    expect(main).toHaveAttribute('data-state', 'busy');
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(1)));
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByText(/^error: 500/)).toBeInTheDocument();
  });

  it('stays ready through a background refetch: the answer it shows stays on screen', async () => {
    // Not required of a refetch (the screen already has its answer); tests wait for the new
    // answer itself. Busy again only where the refetch shows a loading state (a kit Spinner).
    const held = heldReplies();
    let refetch: () => Promise<unknown> = () => Promise.resolve();
    function Refetching() {
      const query = useApiQuery(queryKeys.userStats.all(), (api) => api.visits.userStats());
      refetch = query.mutate;
      return <p>{query.data ? `upcoming ${query.data.upcomingVisits}` : 'loading'}</p>;
    }
    const { main } = renderScreen(held.reply, <Refetching />);
    await held.release(stats(2));
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
    const seen = watchMain();
    let refetched: Promise<unknown> = Promise.resolve();
    act(() => {
      refetched = refetch();
    });
    await held.release(stats(3));
    await act(() => refetched);
    expect(screen.getByText('upcoming 3')).toBeInTheDocument();
    expect(seen.filter((state) => state.startsWith('busy'))).toEqual([]);
  });

  it('is busy while a loading state (a kit Spinner) is shown, and ready once it is gone', () => {
    const { main } = renderScreen(stats(1), <SlowChart />);
    expect(main).toHaveAttribute('data-state', 'busy');
    act(() => drawChart());
    expect(main).toHaveAttribute('data-state', 'ready');
  });
});

describe('deferred work that waits for the screen', () => {
  /** Starts its own piece of work, then waits for everything else before it runs. */
  function Deferred({ onRun }: { onRun: () => void }) {
    const begin = useScreenWork();
    const afterOtherWork = useAfterOtherWork();
    const [cancel, setCancel] = useState<(() => void) | null>(null);
    useLayoutEffect(() => {
      const done = begin();
      const stop = afterOtherWork(1, () => {
        onRun();
        done();
      });
      setCancel(() => stop);
    }, [afterOtherWork, begin, onRun]);
    return cancel ? <button onClick={cancel}>Cancel</button> : null;
  }

  it("runs once the screen's own work is done, not before", () => {
    const onRun = vi.fn();
    const { main } = renderScreen(
      stats(1),
      <>
        <SlowChart />
        <Deferred onRun={onRun} />
      </>,
    );
    expect(onRun).not.toHaveBeenCalled();
    expect(main).toHaveAttribute('data-state', 'busy');
    act(() => drawChart());
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(main).toHaveAttribute('data-state', 'ready');
  });

  it('runs at once when nothing else is outstanding', () => {
    const onRun = vi.fn();
    renderScreen(stats(1), <Deferred onRun={onRun} />);
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const onRun = vi.fn();
    renderScreen(
      stats(1),
      <>
        <SlowChart />
        <Deferred onRun={onRun} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    act(() => drawChart());
    expect(onRun).not.toHaveBeenCalled();
  });
});

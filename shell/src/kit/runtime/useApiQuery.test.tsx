import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@housesit/shared-contracts';
import { KitProvider, useApiQuery, useSession } from '@housesit/shell/kit';
import { callsTo, homeowner, signedInAs, stubApi, type StubReply } from '../../test/stubApi';
import { retryDelayMs } from './useApiQuery';

function Stats() {
  const { data, error, isLoading } = useApiQuery(queryKeys.userStats.all(), (api) => api.visits.userStats());
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error: {error.message}</p>;
  return <p>upcoming {data?.upcomingVisits}</p>;
}

/** The shell always has a session reader mounted; SWR re-checks only keys someone reads. */
function SessionReader() {
  useSession();
  return null;
}

function renderStats(reply: StubReply) {
  const stub = stubApi({ 'GET /api/user/stats': reply, 'GET /api/auth/me': signedInAs(homeowner) });
  render(
    <KitProvider api={stub.api}>
      <SessionReader />
      <Stats />
    </KitProvider>,
  );
  return stub;
}

describe('useApiQuery', () => {
  it('returns the data of a successful call', async () => {
    renderStats({ status: 200, body: { upcomingVisits: 2, completedVisits: 0, totalSpent: '0.00', nextVisitDate: null } });
    expect(await screen.findByText('upcoming 2')).toBeInTheDocument();
  });

  it('keeps its loading state until the first answer has rendered, never shows "no data" in between, and shows a refetch at once', async () => {
    const seen: string[] = [];
    let upcoming = 2;
    let refetch: () => Promise<unknown> = () => Promise.resolve();
    function Recorder() {
      const { data, isLoading, mutate } = useApiQuery(queryKeys.userStats.all(), (api) => api.visits.userStats());
      refetch = mutate;
      seen.push(isLoading ? 'loading' : `upcoming ${data?.upcomingVisits ?? 'none'}`);
      return null;
    }
    const stats = () => ({ status: 200, body: { upcomingVisits: upcoming, completedVisits: 0, totalSpent: '0.00', nextVisitDate: null } });
    const stub = stubApi({ 'GET /api/user/stats': stats, 'GET /api/auth/me': signedInAs(homeowner) });
    render(
      <KitProvider api={stub.api}>
        <Recorder />
      </KitProvider>,
    );
    await waitFor(() => expect(seen.at(-1)).toBe('upcoming 2'));
    expect(seen).not.toContain('upcoming none');
    upcoming = 3;
    await act(() => refetch());
    // Whoever awaited the refetch finds its answer rendered.
    expect(seen.at(-1)).toBe('upcoming 3');
  });

  it("turns a 401/403 into an error carrying the server's message, never retried, and re-checks the session", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetch } = renderStats({ status: 403, body: { message: 'You do not have access to this.' } });
      expect(await screen.findByText('error: You do not have access to this.')).toBeInTheDocument();
      // The time a retry would take has passed (fake timers): none was asked.
      await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(1)));
      expect(callsTo(fetch, 'GET', '/api/user/stats')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-checks the session when a query answers 401', async () => {
    const { fetch } = renderStats({ status: 401, body: { message: 'You need to sign in to do that.' } });
    expect(await screen.findByText('error: You need to sign in to do that.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(2));
  });

  it('retries a failed call once by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      renderStats(() => {
        calls += 1;
        return calls === 1 ? { status: 500 } : { status: 200, body: { upcomingVisits: 5 } };
      });
      expect(await screen.findByText(/error: 500/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(retryDelayMs(1));
      expect(await screen.findByText('upcoming 5')).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off 1 s, 2 s, 4 s… up to 8 s', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useBusyWhile, useSession } from '@housesit/shell/kit';
import { useState } from 'react';
import { admin, signedInAs, signedOut, stubApi } from '../../test/stubApi';
import { renderShell } from '../../test/render';
import { PrefetchScreens } from './components/PrefetchScreens';
import { PREFETCH_DELAY_MS } from './hooks/usePrefetchScreens';
import { screensForRole } from './prefetchPlan';

const Jobs = () => <h1>Jobs screen</h1>;
const SessionStatus = () => <output>{useSession().status}</output>;

/** A screen still waiting for its first answer until 'Answer arrives' is pressed. */
function SlowScreen() {
  const [answered, setAnswered] = useState(false);
  useBusyWhile(!answered);
  return (
    <button type="button" onClick={() => setAnswered(true)}>
      Answer arrives
    </button>
  );
}

describe('prefetching after sign-in', () => {
  it("lists a role's screens once each, and none for an unknown role", () => {
    expect(screensForRole('admin')).toEqual([
      'mf_admin/Dashboard',
      'mf_admin/Jobs',
      'mf_admin/Revenue',
      'mf_admin/Users',
      'mf_admin/Schedule',
      'mf_admin/Messages',
      'mf_admin/Notifications',
      'mf_admin/Releases',
    ]);
    expect(screensForRole('sitter')).toEqual(['mf_sitter/Dashboard', 'mf_sitter/Jobs', 'mf_sitter/Earnings', 'mf_sitter/Messages']);
    expect(screensForRole('homeowner')).toContain('mf_homeowner/Reports');
    expect(screensForRole('nobody')).toEqual([]);
  });

  it("loads the signed-in admin's screens in idle time, one after the other", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const loader = vi.fn(async (_id: string) => ({ default: Jobs }));
      const { api } = stubApi({ 'GET /api/auth/me': signedInAs(admin) });
      renderShell(<PrefetchScreens />, { api, loader });
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(screensForRole('admin').length), { timeout: 5000 });
      expect(loader.mock.calls.map(([id]) => id)).toEqual(screensForRole('admin'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the screen being shown to finish its work before loading any other', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const loader = vi.fn(async (_id: string) => ({ default: Jobs }));
      const { api } = stubApi({ 'GET /api/auth/me': signedInAs(admin) });
      renderShell(
        <>
          <PrefetchScreens />
          <SlowScreen />
          <SessionStatus />
        </>,
        { api, loader },
      );
      await screen.findByText('authenticated');
      // Well past the head start and the idle deadline: the screen is still busy, so nothing loads.
      await act(() => vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 4 + 2_000));
      expect(loader).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: 'Answer arrives' }).click());
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(screensForRole('admin').length), { timeout: 5000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const loader = vi.fn(async () => ({ default: Jobs }));
      const { api } = stubApi({ 'GET /api/auth/me': signedOut });
      renderShell(
        <>
          <PrefetchScreens />
          <SessionStatus />
        </>,
        { api, loader },
      );
      await screen.findByText('unauthenticated');
      // Past the head start and the idle deadline (fake timers): a prefetch would have started.
      await act(() => vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 2_000));
      expect(loader).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

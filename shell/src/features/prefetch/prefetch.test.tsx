import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { admin, signedInAs, signedOut, stubApi } from '../../test/stubApi';
import { renderShell } from '../../test/render';
import { PrefetchScreens } from './components/PrefetchScreens';
import { screensForRole } from './prefetchPlan';
import { isScreenLoaded, loadScreen, screenFor } from './screenCache';

const Jobs = () => <h1>Jobs screen</h1>;

describe('screenCache', () => {
  it('renders a screen met before at once (no suspending), and a Retry through a fresh load', async () => {
    const loader = vi.fn(async () => ({ default: Jobs }));
    const First = screenFor(loader, 'mf_admin/Jobs', 0);
    const first = render(
      <Suspense fallback={<p>Loading...</p>}>
        <First />
      </Suspense>,
    );
    // The first time goes through a lazy: the fallback shows while the code loads.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Jobs screen')).toBeInTheDocument();
    first.unmount();

    expect(isScreenLoaded(loader, 'mf_admin/Jobs')).toBe(true);
    expect(screenFor(loader, 'mf_admin/Jobs', 0)).toBe(Jobs);
    const Again = screenFor(loader, 'mf_admin/Jobs', 0);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Again />
      </Suspense>,
    );
    // Synchronously there on the first render: no fallback, so no 300 ms fallback throttle.
    expect(screen.getByText('Jobs screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screenFor(loader, 'mf_admin/Jobs', 1)).not.toBe(Jobs);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers and keeps no failure', async () => {
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { default: Jobs };
    });
    await expect(Promise.all([loadScreen(loader, 'mf_admin/Jobs'), loadScreen(loader, 'mf_admin/Jobs')])).rejects.toThrow('down');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(isScreenLoaded(loader, 'mf_admin/Jobs')).toBe(false);
    fail = false;
    await loadScreen(loader, 'mf_admin/Jobs');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(isScreenLoaded(loader, 'mf_admin/Jobs')).toBe(true);
  });
});

describe('prefetching after sign-in', () => {
  it("lists a role's screens once each, and none for an unknown role", () => {
    expect(screensForRole('admin')).toEqual(['mf_admin/Dashboard', 'mf_admin/Jobs', 'mf_admin/Revenue', 'mf_admin/Users']);
    expect(screensForRole('sitter')).toEqual(['mf_sitter/Dashboard', 'mf_sitter/Jobs', 'mf_sitter/Earnings']);
    expect(screensForRole('homeowner')).toContain('mf_homeowner/Reports');
    expect(screensForRole('nobody')).toEqual([]);
  });

  it("loads the signed-in admin's screens in idle time, one after the other", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const loader = vi.fn(async (_id: string) => ({ default: Jobs }));
      const { api } = stubApi({ 'GET /api/auth/me': signedInAs(admin) });
      renderShell(<PrefetchScreens />, { api, loader });
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(4), { timeout: 5000 });
      expect(loader.mock.calls.map(([id]) => id)).toEqual(screensForRole('admin'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    const loader = vi.fn(async () => ({ default: Jobs }));
    const { api } = stubApi({ 'GET /api/auth/me': signedOut });
    renderShell(<PrefetchScreens />, { api, loader });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(loader).not.toHaveBeenCalled();
  });
});

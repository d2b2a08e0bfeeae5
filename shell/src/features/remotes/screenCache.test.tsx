import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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

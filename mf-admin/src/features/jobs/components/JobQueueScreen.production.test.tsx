import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

// The suite's files share one module cache (vitest.config.ts): this file loads the screen and the
// kit afresh with the mocked build flag, and leaves a fresh cache to the files after it.
afterAll(() => {
  vi.doUnmock('../../../env');
  vi.resetModules();
});

describe('Job queue in a production build', () => {
  it('has no debug panel', async () => {
    vi.resetModules();
    // What a production build sees: webpack replaces process.env.NODE_ENV with 'production'.
    vi.doMock('../../../env', () => ({ IS_DEV_BUILD: false }));
    const { makeVisit, page, adminUser, renderArea } = await import('@housesit/shell/kit/testing');
    const { default: JobQueueScreen } = await import('./JobQueueScreen');
    renderArea(<JobQueueScreen path="/jobs" />, {
      user: adminUser,
      routes: { '/api/admin/jobs': { body: page([makeVisit({ id: 11 })]) } },
    });
    await screen.findByRole('list', { name: 'Jobs' });
    expect(screen.queryByText(/Debug panel/)).toBeNull();
  });
});

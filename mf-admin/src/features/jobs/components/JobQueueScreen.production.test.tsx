import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import JobQueueScreen from './JobQueueScreen';

// What a production build sees: webpack replaces process.env.NODE_ENV with 'production'.
vi.mock('../../../env', () => ({ IS_DEV_BUILD: false }));

describe('Job queue in a production build', () => {
  it('has no debug panel', async () => {
    renderArea(<JobQueueScreen path="/jobs" />, {
      user: adminUser,
      routes: { '/api/admin/jobs': { body: page([makeVisit({ id: 11 })]) } },
    });
    await screen.findByRole('list', { name: 'Jobs' });
    expect(screen.queryByText(/Debug panel/)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The suite's files share one module cache (vitest.config.ts), and another file may have loaded
// the deferred code already: this file loads the parts and the kit afresh, as a first visit does.
async function freshParts() {
  vi.resetModules();
  const [{ renderArea }, parts] = await Promise.all([import('@housesit/shell/kit/testing'), import('./deferredParts')]);
  return { renderArea, ...parts };
}
let fresh: Awaited<ReturnType<typeof freshParts>>;
beforeAll(async () => {
  fresh = await freshParts();
});

describe('deferred parts of the landing page', () => {
  it('shows the plan dialog with a spinner until its code has arrived, then the plans', async () => {
    const { renderArea, DeferredPlanDialog } = fresh;
    const onClose = vi.fn();
    renderArea(<DeferredPlanDialog open onClose={onClose} suggestedPlan="extended" />, { user: null });

    // First render: the code is not loaded yet, the dialog is already there and labelled.
    const loading = screen.getByRole('dialog', { name: 'Choose your plan' });
    expect(within(loading).getByText('Loading plans...')).toBeInTheDocument();

    // The first import of a module can be slow in the test runner: a generous timeout.
    expect(await screen.findByRole('button', { name: 'Choose Extended Visit' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument();
  });

  it('renders the FAQ once its code has arrived', async () => {
    const { renderArea, DeferredFaqSection } = fresh;
    renderArea(<DeferredFaqSection />, { user: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });
});

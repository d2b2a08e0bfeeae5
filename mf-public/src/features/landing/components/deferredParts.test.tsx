import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '@housesit/shell/kit/testing';
import { DeferredFaqSection, DeferredPlanDialog } from './deferredParts';

describe('deferred parts of the landing page', () => {
  it('shows the plan dialog with a spinner until its code has arrived, then the plans', async () => {
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
    renderArea(<DeferredFaqSection />, { user: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });
});

import type { User } from '@housesit/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import ExposedPlanDialog from './PlanDialog';

async function choose(planName: string, user: User | null) {
  const onClose = vi.fn();
  const events = userEvent.setup();
  renderArea(<ExposedPlanDialog open onClose={onClose} />, { user, path: '/somewhere' });
  const dialog = screen.getByRole('dialog', { name: 'Choose your plan' });
  const button = within(dialog).getByRole('button', { name: `Choose ${planName}` });
  await waitFor(() => expect(button).toBeEnabled());
  await events.click(button);
  return { onClose, location: screen.getByTestId('location').textContent };
}

describe('PlanDialog', () => {
  it('lists the three plans with their prices', () => {
    renderArea(<ExposedPlanDialog open onClose={() => {}} />, { user: null });
    const dialog = screen.getByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('$65 per visit')).toBeInTheDocument();
    expect(within(dialog).getByText('$85 per visit')).toBeInTheDocument();
    expect(within(dialog).getByText('Starting at $135/month')).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderArea(<ExposedPlanDialog open={false} onClose={() => {}} />, { user: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a signed-in homeowner to booking on the dashboard with the plan', async () => {
    const { onClose, location } = await choose('Extended Visit', homeownerUser);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location).toBe('/dashboard?plan=extended');
  });

  it('takes a signed-out visitor to registration, keeping the plan', async () => {
    const { onClose, location } = await choose('Standard Visit', null);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location).toBe('/login?tab=register&plan=standard');
  });

  it('takes other signed-in roles to /purchase', async () => {
    const admin: User = { ...homeownerUser, id: 9, username: 'admin', role: 'admin' };
    expect((await choose('Recurring Visit', admin)).location).toBe('/purchase?plan=recurring');
  });

  it('takes a sitter to /purchase too', async () => {
    const sitter: User = { ...homeownerUser, id: 7, username: 'sitter', role: 'housesitter' };
    expect((await choose('Standard Visit', sitter)).location).toBe('/purchase?plan=standard');
  });

  it('closes with Escape without navigating', async () => {
    const onClose = vi.fn();
    const events = userEvent.setup();
    renderArea(<ExposedPlanDialog open onClose={onClose} />, { user: null, path: '/dashboard' });
    await events.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

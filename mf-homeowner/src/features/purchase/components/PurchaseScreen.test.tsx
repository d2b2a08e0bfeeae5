import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { PurchaseScreen } from './PurchaseScreen';
import { bookingRoutes, freezeToday } from '../../../test/bookingStubs';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

function setup(path = '/purchase') {
  const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
  renderArea(<PurchaseScreen />, { stub: stub, path });
  return stub;
}

const stepText = () => screen.getByRole('progressbar');

describe('PurchaseScreen', () => {
  it('asks a signed-out visitor to log in', async () => {
    const stub = createStubFetch({}, { user: null });
    renderArea(<PurchaseScreen />, { stub: stub, path: '/purchase?plan=extended' });
    expect(await screen.findByText('Please log in to continue with your purchase.')).toBeInTheDocument();
    // Signing in comes back here, to the same plan.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/purchase?plan=extended')}`,
    );
  });

  it("shows step 1 of 6: the packages with price, '/visit', features and the Popular badge", async () => {
    setup();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6' })).toHaveAttribute('aria-valuenow', '1');
    const standard = screen.getByRole('radio', { name: /Standard Visit/ });
    expect(standard).not.toBeChecked();
    const standardCard = standard.closest('label')!;
    expect(standardCard).toHaveTextContent('$65.00/visit');
    expect(within(standardCard).getByText('Security check')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Extended Visit/ }).closest('label')).toHaveTextContent('$85.00/visit');
    const recurring = screen.getByRole('radio', { name: /Recurring Visit/ }).closest('label')!;
    expect(within(recurring).getByText('Popular')).toBeInTheDocument();
    expect(recurring).toHaveTextContent('Starting at $135.00/month');
    expect(recurring).toHaveTextContent('Weekly $225.00/month; billed monthly, renews automatically');
    expect(within(standardCard).queryByText('Popular')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Written once, as the step's title, which also names the group of packages.
    expect(screen.getAllByText('Choose your package')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Choose your package' })).toBeInTheDocument();
  });

  it('preselects ?plan= and keeps a new choice in the address', async () => {
    setup('/purchase?plan=extended');
    expect(await screen.findByRole('radio', { name: /Extended Visit/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Standard Visit/ }));
    expect(screen.getByRole('radio', { name: /Standard Visit/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/purchase?plan=standard');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('skips the custom tasks for the standard plan: 2 → 4, and Previous 4 → 2', async () => {
    setup('/purchase?plan=standard');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(stepText()).toHaveAccessibleName('Step 2 of 6');
    expect(screen.getByRole('heading', { name: 'Plan details' })).toHaveFocus();
    expect(screen.getByText('Included services')).toBeInTheDocument();
    expect(screen.queryByText('20% discount per visit')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepText()).toHaveAccessibleName('Step 4 of 6');
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepText()).toHaveAccessibleName('Step 2 of 6');
  });

  it('lists the four recurring benefits and the frequency on step 2', async () => {
    setup('/purchase?plan=recurring');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const item of ['20% discount per visit', 'Automated scheduling', 'Priority booking', 'Consistent service provider']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: /Bi-weekly/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepText()).toHaveAccessibleName('Step 3 of 6');
  });

  it("disables the tasks that would pass 30 points and counts 'n/30 Points Used'", async () => {
    setup('/purchase?plan=extended');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Customize your visit' })).toBeInTheDocument();
    expect(screen.getByText('0/30 Points Used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Litter box (15 points)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Water window boxes (10 points)' }));
    expect(screen.getByText('25/30 Points Used')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Water garden beds (20 points)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Fish care (10 points)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Rotate blinds & lights (5 points)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fish care (10 points)' }));
    expect(screen.getByText('25/30 Points Used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rotate blinds & lights (5 points)' }));
    expect(screen.getByText('30/30 Points Used')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

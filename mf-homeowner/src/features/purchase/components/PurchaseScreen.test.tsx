import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { createStubFetch } from '../../../test/stubFetch';
import { PurchaseScreen } from './PurchaseScreen';

describe('PurchaseScreen', () => {
  it('asks a signed-out visitor to log in', async () => {
    const stub = createStubFetch({}, { signedIn: false });
    renderScreen(<PurchaseScreen />, { fetch: stub.fetch, path: '/purchase' });
    expect(await screen.findByText('Please log in to continue with your purchase.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows step 1 of 6: the packages with price, '/visit', features and the Popular badge", async () => {
    const stub = createStubFetch({});
    renderScreen(<PurchaseScreen />, { fetch: stub.fetch, path: '/purchase' });

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
    expect(within(standardCard).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('preselects ?plan= and keeps a new choice in the address', async () => {
    const stub = createStubFetch({});
    renderScreen(<PurchaseScreen />, { fetch: stub.fetch, path: '/purchase?plan=extended' });

    expect(await screen.findByRole('radio', { name: /Extended Visit/ })).toBeChecked();
    expect(screen.getByText('Extended Visit selected.')).toBeInTheDocument();

    // The whole card is the radio's label.
    await userEvent.click(screen.getByText('Standard Visit'));
    expect(screen.getByRole('radio', { name: /Standard Visit/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/purchase?plan=standard');
    expect(screen.getByRole('status')).toHaveTextContent(/Online booking opens soon/);
  });
});

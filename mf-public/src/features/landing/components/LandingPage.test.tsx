import { within, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOMEOWNER, renderWithKit } from '../../../test/renderWithKit';
import { LandingPage } from './LandingPage';

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('LandingPage', () => {
  it('has one h1 and the hero buttons for a visitor', async () => {
    renderWithKit(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Schedule a Housesit' })).toHaveAttribute('href', '/login?tab=register');
  });

  it('shows the three plans from the pricing module', () => {
    renderWithKit(<LandingPage />);
    const standard = planCard('Standard Visit');
    // The price and the tier's monthly value.
    expect(within(standard).getAllByText('$65')).toHaveLength(2);
    expect(within(standard).getByText(/per visit/)).toBeInTheDocument();
    expect(within(standard).getByText('$780')).toBeInTheDocument();

    const extended = planCard('Extended Visit');
    expect(within(extended).getAllByText('$85')).toHaveLength(2);
    expect(within(extended).getByText('$1,020')).toBeInTheDocument();
    expect(within(extended).getByText('Larger property coverage')).toBeInTheDocument();

    const recurring = planCard('Recurring Visit');
    expect(within(recurring).getByText('Starting at $135/month')).toBeInTheDocument();
    expect(within(recurring).getByText('Most Popular')).toBeInTheDocument();
    expect(within(recurring).getByText('$135')).toBeInTheDocument();
    expect(within(recurring).getByText('$1,620')).toBeInTheDocument();
    expect(within(recurring).getByText('Priority scheduling')).toBeInTheDocument();
  });

  it("marks a selected card 'Selected', one card at a time", async () => {
    const user = userEvent.setup();
    renderWithKit(<LandingPage />);
    const standardButton = within(planCard('Standard Visit')).getByRole('button', { name: /Select/ });
    const extendedButton = within(planCard('Extended Visit')).getByRole('button', { name: /Select/ });
    expect(screen.queryByText('Selected')).not.toBeInTheDocument();

    await user.click(extendedButton);
    expect(extendedButton).toHaveTextContent('Selected');
    expect(extendedButton).toHaveAttribute('aria-pressed', 'true');
    expect(standardButton).toHaveTextContent(/^Select Standard Visit$/);

    await user.click(standardButton);
    expect(standardButton).toHaveTextContent('Selected');
    expect(extendedButton).toHaveAttribute('aria-pressed', 'false');
  });

  it("opens the plan dialog from 'Get Started' and closes it once a plan is chosen", async () => {
    const user = userEvent.setup();
    renderWithKit(<LandingPage />);
    await user.click(within(planCard('Extended Visit')).getByRole('button', { name: /Get Started/ }));

    const dialog = screen.getByRole('dialog', { name: 'Choose your plan' });
    expect(within(planCard('Extended Visit')).getByRole('button', { name: /Selected/ })).toBeInTheDocument();
    const choose = within(dialog).getByRole('button', { name: 'Choose Extended Visit' });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?tab=register&plan=extended');
  });

  it('has the FAQ and the footer links', () => {
    renderWithKit(<LandingPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(12);
    const footer = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/support');
  });

  it('offers a signed-in homeowner the dashboard and the plan dialog instead of registration', async () => {
    const user = userEvent.setup();
    renderWithKit(<LandingPage />, { user: HOMEOWNER });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Schedule a Housesit' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose Recurring Visit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?plan=recurring');
  });
});

import { within, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { LandingPage } from './LandingPage';

const LAZY = { timeout: 10_000 };

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('LandingPage', () => {
  // The FAQ and the plan dialog are loaded after the first render (deferredParts): load them
  // once up front, and give the queries that wait for them time (role queries by name over the
  // whole landing page are slow in jsdom).
  beforeAll(async () => {
    await Promise.all([import('../../faq/components/FaqSection'), import('../../plans/components/PlanDialog')]);
  });

  it('has one h1 and the hero buttons for a visitor', async () => {
    renderArea(<LandingPage />, { user: null });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Schedule a Housesit' })).toHaveAttribute('href', '/login?tab=register');
  });

  it('shows the three plans from the pricing module', () => {
    renderArea(<LandingPage />, { user: null });
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
    renderArea(<LandingPage />, { user: null });
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
    renderArea(<LandingPage />, { user: null });
    const getStarted = within(planCard('Extended Visit')).getByRole('link', { name: 'Get Started with Extended Visit' });
    // Without scripts (the server's HTML) the link goes where choosing the plan in the dialog does.
    expect(getStarted).toHaveAttribute('href', '/login?tab=register&plan=extended');
    await user.click(getStarted);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/); // the click opened the dialog instead

    // The dialog's code is loaded after the first render (deferredParts), so wait for its content.
    const choose = await screen.findByRole('button', { name: 'Choose Extended Visit' }, LAZY);
    expect(screen.getByRole('dialog', { name: 'Choose your plan' })).toContainElement(choose);
    expect(within(planCard('Extended Visit')).getByRole('button', { name: /Selected/ })).toBeInTheDocument();
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?tab=register&plan=extended');
  });

  it('has the FAQ and the footer links', async () => {
    renderArea(<LandingPage />, { user: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' }, LAZY)).toBeInTheDocument();
    expect(document.querySelectorAll('details:not([open]) > summary h3')).toHaveLength(12);
    const footer = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/support');
  });

  it('offers a signed-in homeowner the dashboard and the plan dialog instead of registration', async () => {
    const user = userEvent.setup();
    renderArea(<LandingPage />, { user: homeownerUser });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(planCard('Standard Visit')).getByRole('link', { name: /Get Started/ })).toHaveAttribute(
      'href',
      '/dashboard?plan=standard',
    );
    await user.click(screen.getByRole('button', { name: 'Schedule a Housesit' }));
    const choose = await screen.findByRole('button', { name: 'Choose Recurring Visit' }, LAZY);
    expect(screen.getByRole('dialog', { name: 'Choose your plan' })).toContainElement(choose);
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?plan=recurring');
  });
});

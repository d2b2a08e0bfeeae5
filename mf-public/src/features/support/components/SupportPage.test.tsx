import type { User } from '@housesit/shared-contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOMEOWNER, renderWithKit } from '../../../test/renderWithKit';
import { SupportPage } from './SupportPage';

describe('SupportPage', () => {
  it('helps every visitor: contact details and the FAQ', async () => {
    renderWithKit(<SupportPage />, { route: '/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@housesit.example' })).toHaveAttribute(
      'href',
      'mailto:support@housesit.example',
    );
    expect(screen.getByRole('link', { name: '(781) 555-0142' })).toHaveAttribute('href', 'tel:+17815550142');
    expect(screen.getByText(/Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
  });

  it('links a signed-in homeowner to Messages', async () => {
    renderWithKit(<SupportPage />, { route: '/support', user: HOMEOWNER });
    expect(await screen.findByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it("sends other roles to their own dashboard instead", async () => {
    const admin: User = { ...HOMEOWNER, role: 'admin' };
    renderWithKit(<SupportPage />, { route: '/support', user: admin });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
  });
});

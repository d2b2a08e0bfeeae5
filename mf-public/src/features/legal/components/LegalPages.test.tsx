import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea } from '@housesit/shell/kit/testing';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

function sectionTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('legal pages', () => {
  it('/terms: effective date, the ten sections in order, Back to Home', () => {
    renderArea(<TermsPage />, { user: null, path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: June 22, 2025')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. User Accounts',
      '4. Independent Contractors',
      '5. Payment Terms',
      '6. Limitation of Liability',
      '7. Prohibited Uses',
      '8. Termination',
      '9. Changes to These Terms',
      '10. Contact Us',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: '4. Independent Contractors' })).toHaveTextContent('independent contractors');
    expect(screen.getByRole('region', { name: '6. Limitation of Liability' })).toHaveTextContent('limited to the amount you paid');
    expect(screen.getByRole('region', { name: '2. Description of Service' })).toHaveTextContent('Marblehead, MA 01945');
  });

  it('/privacy: the twelve sections in order, children under 18 excluded, Back to Home', () => {
    renderArea(<PrivacyPage />, { user: null, path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: June 22, 2025')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. How We Share Your Information',
      '5. Data Security',
      '6. Data Retention',
      '7. Your Rights',
      '8. Cookies',
      '9. Third-Party Services',
      "10. Children's Privacy",
      '11. Changes to This Policy',
      '12. Contact Us',
    ]);
    expect(screen.getByRole('region', { name: "10. Children's Privacy" })).toHaveTextContent('under 18');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'support@housesit.example' }).length).toBeGreaterThan(0);
  });
});

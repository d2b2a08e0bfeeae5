import { describe, expect, it } from 'vitest';
import { renderTemplate } from './index.js';

const context = {
  publicUrl: 'https://housesit.example',
  support: { email: 'support@housesit.example', phone: '(781) 555-0142', phoneHref: '+17815550142' },
};

describe('the declined-renewal email (decision 015)', () => {
  it('says which period went unscheduled and how much was declined, with thousands separators and the billing link', () => {
    const email = renderTemplate(
      'subscriptionRenewalFailed',
      {
        firstName: 'Olivia',
        cadenceLabel: 'weekly',
        periodStart: '2026-07-20',
        amountCents: 122500,
        address: '8 Washington Street, Marblehead, MA 01945',
      },
      context,
    );
    expect(email.subject).toBe('Your Recurring Visit plan could not be renewed');
    expect(email.text).toContain(
      'We could not charge $1,225.00 for your weekly Recurring Visit plan at 8 Washington Street, Marblehead, MA 01945',
    );
    expect(email.text).toContain('https://housesit.example/homeowner/billing');
    expect(email.html).toContain('$1,225.00');
  });
});

/**
 * Sent when the password of an account changes from /settings: a security notice, always sent
 * (no optional category can turn it off), so a change the owner did not make does not go unseen.
 */
import { BRAND } from '@housesit/shared-contracts';
import { formatServiceInstant } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface PasswordChangedData {
  firstName: string;
  username: string;
  /** When it changed (ISO instant). */
  changedAt: string;
}

export function passwordChangedEmail(data: PasswordChangedData, context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject: `Your ${BRAND} password was changed`,
      preview: 'If this was you, there is nothing to do.',
      heading: 'Your password was changed',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: `The password of your ${BRAND} account was changed, and your other sessions were signed out.` },
        {
          kind: 'details',
          rows: [
            ['Username', data.username],
            ['Changed', formatServiceInstant(new Date(data.changedAt))],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If this was you, there is nothing to do. If it was not, choose a new password now with the button below, and tell us.',
        },
      ],
      action: { label: 'Reset your password', path: '/reset-password' },
      reason: 'You receive this security notice because the password of your account changed. It is always sent.',
    },
    context,
  );
}

/**
 * Sent when the owner of an account used 'Sign out everywhere else' in /settings: a security
 * notice, always sent like the password-changed one, so sessions ended by someone else holding
 * one of the owner's sessions do not go unseen.
 */
import { BRAND } from '@housesit/shared-contracts';
import { formatServiceInstant } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface OtherSessionsEndedData {
  firstName: string;
  username: string;
  /** How many sessions ended. */
  endedSessions: number;
  /** When (ISO instant). */
  endedAt: string;
}

export function otherSessionsEndedEmail(data: OtherSessionsEndedData, context: EmailContext): RenderedEmail {
  const ended = data.endedSessions === 1 ? '1 other session was' : `${data.endedSessions} other sessions were`;
  return renderEmail(
    {
      subject: `You signed out of ${BRAND} everywhere else`,
      preview: 'If this was you, there is nothing to do.',
      heading: 'You signed out everywhere else',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: `${ended} signed out of your ${BRAND} account; only the one you used stays signed in.` },
        {
          kind: 'details',
          rows: [
            ['Username', data.username],
            ['Signed out', formatServiceInstant(new Date(data.endedAt))],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If this was you, there is nothing to do. If it was not, choose a new password now with the button below, and tell us.',
        },
      ],
      action: { label: 'Reset your password', path: '/reset-password' },
      reason: 'You receive this security notice because sessions of your account were signed out. It is always sent.',
    },
    context,
  );
}

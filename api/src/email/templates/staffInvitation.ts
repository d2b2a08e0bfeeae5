/**
 * A new sitter or admin account's invitation (decision 017): a link to set their own password,
 * valid 7 days and once. Always sent: no unsubscribe. It names the username, since sign-in is by
 * username, and the admin who made the account.
 */
import { BRAND, INVITATION_PURPOSE } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface StaffInvitationData {
  firstName: string;
  username: string;
  role: 'housesitter' | 'admin';
  /** The admin who created the account, 'Ada Admin'. */
  invitedBy: string;
  /** The raw token (base64url): only its hash is stored (password_reset_tokens, purpose invitation). */
  token: string;
  /** How long the link works, in days (INVITATION_TTL_MS). */
  validDays: number;
}

/** The set-password page the link opens: /reset-password in its invitation words. */
export function invitationPath(token: string): string {
  return `/reset-password?${new URLSearchParams({ token, purpose: INVITATION_PURPOSE }).toString()}`;
}

export function staffInvitationEmail(data: StaffInvitationData, context: EmailContext): RenderedEmail {
  const days = `${data.validDays} ${data.validDays === 1 ? 'day' : 'days'}`;
  return renderEmail(
    {
      subject: `Your ${BRAND} account: set your password`,
      preview: `${data.invitedBy} created your ${BRAND} account. Set your password within ${days}.`,
      heading: 'Set your password',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${data.invitedBy} created ${data.role === 'admin' ? 'an admin' : 'a sitter'} account for you at ${BRAND}. Use the button below to set your password, then sign in with your username.`,
        },
        { kind: 'details', rows: [['Username', data.username]] },
        {
          kind: 'paragraph',
          text: `The link expires in ${days} and works once. If it has expired, ask an admin to send you a password reset.`,
        },
      ],
      action: { label: 'Set your password', path: invitationPath(data.token) },
      reason: `You receive this email because an admin created a ${BRAND} account for this address.`,
    },
    context,
  );
}

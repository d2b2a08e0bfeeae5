/**
 * The password reset link (docs/product/DECISIONS.md 'Running a real business'). Always sent: no unsubscribe.
 * It names the username too, since sign-in is by username and the reader may have forgotten it.
 */
import { BRAND } from '@housesit/shared-contracts';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface PasswordResetData {
  firstName: string;
  username: string;
  /** The raw token (base64url): only its hash is stored (password_reset_tokens). */
  token: string;
  /** How long the link works, in minutes (PASSWORD_RESET_TTL_MS). */
  validMinutes: number;
  /** The admin who sent it from the users screen ('Ada Admin'); absent when the person asked. */
  sentByAdmin?: string;
}

/** The page the link opens, from the site's root. */
export function passwordResetPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(data: PasswordResetData, context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject: `Reset your ${BRAND} password`,
      preview: `Choose a new password. The link expires in ${data.validMinutes} minutes.`,
      heading: 'Reset your password',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: data.sentByAdmin
            ? `${data.sentByAdmin}, an admin at ${BRAND}, sent you this link to choose a new password for your account. Use the button below to choose one.`
            : `Someone (hopefully you) asked to reset the password of your ${BRAND} account. Use the button below to choose a new one.`,
        },
        { kind: 'details', rows: [['Username', data.username]] },
        {
          kind: 'paragraph',
          text: `The link expires in ${data.validMinutes} minutes and works once. Setting a new password signs you out on every device.`,
        },
        {
          kind: 'paragraph',
          text: data.sentByAdmin
            ? 'If you did not expect this, you can ignore this email: your password stays as it is.'
            : 'If you did not ask for this, you can ignore this email: your password stays as it is.',
        },
      ],
      action: { label: 'Choose a new password', path: passwordResetPath(data.token) },
      reason: data.sentByAdmin
        ? `You receive this email because an admin at ${BRAND} sent a password reset for your account.`
        : 'You receive this email because a password reset was requested for your account.',
    },
    context,
  );
}

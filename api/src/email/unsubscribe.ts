/**
 * One-click unsubscribe links (RFC 8058): `<PUBLIC_URL>/api/email/unsubscribe?token=…`, where the
 * token is the user's id, the category and an HMAC-SHA256 of both under the link secret
 * (linkSecret.ts). No expiry: a link in an old email still works; a forged or altered one does not.
 */
import { isEmailCategory, type EmailCategory } from '@housesit/shared-contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

function signature(secret: string, userId: number, category: EmailCategory): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest();
}

export function unsubscribeToken(secret: string, userId: number, category: EmailCategory): string {
  return `${userId}.${category}.${signature(secret, userId, category).toString('base64url')}`;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: number, category: EmailCategory): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, userId, category))}`;
}

/** The user and category a token names, or null when it is malformed or not signed by us. */
export function readUnsubscribeToken(secret: string, token: unknown): { userId: number; category: EmailCategory } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([1-9]\d{0,9})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const category = match[2];
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647 || !isEmailCategory(category)) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, userId, category);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, category } : null;
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/. In production it is Secure and carries
 * the __Host- prefix, which makes browsers refuse it from http or with a Domain attribute.
 */
import { PRODUCT } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = `${PRODUCT}_session`;

export interface CookiePolicy {
  name: string;
  secure: boolean;
}

export function sessionCookiePolicy(isProduction: boolean): CookiePolicy {
  return isProduction ? { name: `__Host-${SESSION_COOKIE}`, secure: true } : { name: SESSION_COOKIE, secure: false };
}

export function readSessionCookie(c: Context, policy: CookiePolicy): string | null {
  const value = getCookie(c, policy.name);
  // A token is 32 bytes in base64url (43 characters); anything else is not ours.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function writeSessionCookie(c: Context, policy: CookiePolicy, token: string, maxAgeSeconds: number): void {
  setCookie(c, policy.name, token, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, policy.name, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
}

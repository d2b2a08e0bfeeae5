/**
 * Device cookies (OWASP, 'Slow down online guessing attacks with device cookies'; decision 008):
 * a browser that signed in to an account gets a cookie naming that account, and its later
 * sign-ins to that account skip the per-account and per-address lockouts (they have their own
 * counter per cookie instead). So someone guessing a victim's password, or a noisy neighbour
 * behind the same address, cannot keep the victim out of the browser they always use.
 *
 * Value: `<nonce>.<mac>`, mac = HMAC-SHA256 keyed with the account's stored password hash over
 * the account key and the nonce. Nothing is stored: only the server can make one (the hash
 * never leaves it), a cookie for one account is worthless for another, and changing or
 * resetting the password voids every device cookie of the account at once.
 */
import { PRODUCT } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookiePolicy } from './cookie.js';

const DEVICE_COOKIE = `${PRODUCT}_device`;
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function deviceCookieName(policy: CookiePolicy): string {
  return policy.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

function mac(passwordHash: string, account: string, nonce: string): Buffer {
  return createHmac('sha256', passwordHash).update(`${account}\n${nonce}`).digest();
}

/**
 * The nonce of this request's device cookie when it was issued for `account` under its current
 * password hash; null otherwise (none, another account's, forged, or the password changed).
 */
export function readDeviceCookie(c: Context, policy: CookiePolicy, account: string, passwordHash: string): string | null {
  const match = VALUE.exec(getCookie(c, deviceCookieName(policy)) ?? '');
  if (!match) return null;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = mac(passwordHash, account, nonce);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** Marks this browser as one that signed in to `account` (after a correct password). */
export function writeDeviceCookie(c: Context, policy: CookiePolicy, account: string, passwordHash: string): void {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${mac(passwordHash, account, nonce).toString('base64url')}`;
  setCookie(c, deviceCookieName(policy), value, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

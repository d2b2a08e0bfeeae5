/**
 * Brute-force limits of sign-in and sign-up (docs/SECURITY.md), counted in the database so they
 * survive a restart and hold across API instances. Failed sign-ins count per account name
 * (whether or not it exists, so the answer tells nothing) and per client address.
 */
import { API_ERRORS, PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RateLimitRule } from '../http/rateLimit.js';

const MINUTE_MS = 60 * 1000;

/**
 * Sign-in attempts per account name from browsers without its device cookie (deviceCookie.ts),
 * counted before the password is checked; a right password gives them back.
 */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = {
  bucket: 'login-account',
  limit: 10,
  windowMs: 10 * MINUTE_MS,
  message: API_ERRORS.loginThrottled,
  code: 'auth.login_throttled',
};

/**
 * Sign-in attempts per client address without a device cookie, counted before the password is
 * checked (so a burst cannot have more hashed than this) and given back when right: what is
 * left counts failures. Higher than the account's: many people may share one address.
 */
export const LOGIN_IP_RULE: RateLimitRule = {
  bucket: 'login-ip',
  limit: 20,
  windowMs: 10 * MINUTE_MS,
  message: API_ERRORS.loginThrottled,
  code: 'auth.login_throttled',
};

/**
 * Sign-in attempts per network (IPv4 /24, IPv6 /48: networkKey) without a device cookie, counted
 * and given back like LOGIN_IP_RULE: a few dozen addresses of one network, each under its own
 * limit, count together here. Three addresses' worth, as an office or campus shares a network.
 */
export const LOGIN_NETWORK_RULE: RateLimitRule = {
  bucket: 'login-network',
  limit: 60,
  windowMs: 10 * MINUTE_MS,
  message: API_ERRORS.loginThrottled,
  code: 'auth.login_throttled',
};

/** Failed sign-ins per device cookie: a known browser still gets only so many guesses. */
export const LOGIN_DEVICE_RULE: RateLimitRule = {
  bucket: 'login-device',
  limit: 10,
  windowMs: 10 * MINUTE_MS,
  message: API_ERRORS.loginThrottled,
  code: 'auth.login_throttled',
};

/**
 * Password checks of one address at once (running and queued, per API process), addresses of
 * one network waiting for the network's turn, and what may queue for the process's hashing
 * slots in all (passwords.ts scryptSlots). Sign-ins with a device cookie have their own lane and
 * their own bound. Beyond these the sign-in is refused at once instead of holding memory and a
 * connection.
 */
export const SIGNIN_SLOTS_PER_ADDRESS = 1;
export const SIGNIN_QUEUE_PER_ADDRESS = 32;
export const SIGNIN_QUEUE_PER_NETWORK = 32;
export const SIGNIN_QUEUE_TOTAL = 64;
export const SIGNIN_QUEUE_KNOWN_DEVICE = 16;

/** Password changes per account: a stolen session must not become a way to guess the password. */
export const PASSWORD_CHANGE_RULE: RateLimitRule = {
  bucket: 'password-change',
  limit: 10,
  windowMs: 10 * MINUTE_MS,
  message: API_ERRORS.loginThrottled,
  code: 'account.password_change_throttled',
};

/** Sign-up attempts (after the payload is valid) per client address. */
export const REGISTER_IP_RULE: RateLimitRule = {
  bucket: 'register-ip',
  limit: 20,
  windowMs: 60 * MINUTE_MS,
  message: API_ERRORS.registrationThrottled,
  code: 'auth.registration_throttled',
};

/**
 * Password reset requests per client address (decision 008): every valid request counts, whether
 * or not the address typed has an account, so a 429 tells nothing about accounts.
 */
export const PASSWORD_RESET_IP_RULE: RateLimitRule = {
  bucket: 'reset-ip',
  limit: 10,
  windowMs: 60 * MINUTE_MS,
  message: PASSWORD_RESET_TEXT.throttled,
  code: 'auth.password_reset_throttled',
};

/**
 * Password reset requests per email address as typed (lower-cased), account or not: at most this
 * many reset emails an hour reach one inbox, however many addresses ask.
 */
export const PASSWORD_RESET_ACCOUNT_RULE: RateLimitRule = {
  bucket: 'reset-account',
  limit: 5,
  windowMs: 60 * MINUTE_MS,
  message: PASSWORD_RESET_TEXT.throttled,
  code: 'auth.password_reset_throttled',
};

/** The key of an account name: the same account whatever its letter case. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The client's address for per-address limits. With no trusted proxy (the default) it is the
 * socket's peer, and X-Forwarded-For is ignored: a client could write anything there. With
 * `trustedProxyHops` proxies in front (TRUSTED_PROXY_HOPS), each of which appends the address it
 * saw, the header is read from the right: hop 1's entry is the address the nearest proxy saw,
 * and so on, so only entries written by our own proxies are believed. Null without a socket
 * (app.request in tests).
 */
export function resolveClientAddress(c: Context, trustedProxyHops: number): string | null {
  let peer: string | null;
  try {
    peer = getConnInfo(c).remote.address ?? null;
  } catch {
    peer = null;
  }
  if (peer === null || trustedProxyHops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  // [the peer, what it saw, what the proxy before it saw, ...]: as far as our proxies go.
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(trustedProxyHops, chain.length - 1)] ?? peer;
}

/** The address resolveClientAddress found for this request (set by the app's middleware). */
export function clientAddress(c: { get(key: 'clientAddress'): string | null }): string | null {
  return c.get('clientAddress');
}

/** The per-address key: IPv4 as is, IPv6 per /64 (the block one subscriber usually gets). */
export function ipKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4?.[1]) return v4[1];
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The per-network key: IPv4 per /24, IPv6 per /48 (a site's usual allocation). Many addresses
 * of one network (a rented block, a cloud subnet) are one key here.
 */
export function networkKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(address);
  if (v4?.[1]) return `${v4[1]}.0/24`;
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 3).join(':')}::/48`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...fill, ...right].map((part) => (part || '0').toLowerCase().replace(/^0+(?=.)/, ''));
}

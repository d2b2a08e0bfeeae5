/**
 * The Register form without scripts (decision 020) keeps what the visitor typed when the sign-up
 * is refused: they fix the one field the message names instead of typing everything again.
 *
 * How, and why this way: the form posts to POST /login?tab=register (the API's routes/formSignIn.ts),
 * which answers a refusal with a 303 back to /login?tab=register&error=<code>, as before, so the
 * address, a reload and the app taking over behave like any refusal. With that redirect it sets a
 * short-lived cookie holding the typed values of the fields below, signed with this process's key
 * (HMAC-SHA256), HttpOnly, only for /login, for a minute. The page server (pageServer.ts) reads it
 * on that GET, writes the values into the composed page, HTML-escaped, answers it as private and
 * never stored (it holds the visitor's details, unlike the shared composed page), and clears it.
 *
 * - The password is never in the cookie nor in the page: it is not one of the fields kept, and a
 *   password input is never filled whatever it is named.
 * - The values are not in the address (no name or email in history, logs or Referer).
 * - The signature makes the cookie's content ours: a cookie planted by someone else (a sibling
 *   host) cannot put words into the page. The key is this process's own: another instance behind
 *   the same address cannot read it and shows the form empty, as without this (nothing worse).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const REGISTER_ECHO_COOKIE = 'housesit_register_form';
/** Long enough for the redirect that follows the refusal, no longer. */
export const REGISTER_ECHO_MAX_AGE_SECONDS = 60;
/** The Register form's fields that are kept: every one but the password. */
export const REGISTER_ECHO_FIELDS = ['firstName', 'lastName', 'email', 'username'] as const;
/** A field longer than this is not kept (the form's own limits are far below it). */
const FIELD_MAX = 320;

export type RegisterEcho = Partial<Record<(typeof REGISTER_ECHO_FIELDS)[number], string>>;

/** This process's signing key: made at start, never written anywhere. */
const KEY = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url');

/** The cookie's value for these typed values (the kept fields only), stamped with `now`. */
export function sealRegisterEcho(fields: Record<string, unknown>, now: Date): string {
  const kept: RegisterEcho = {};
  for (const name of REGISTER_ECHO_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value.length <= FIELD_MAX) kept[name] = value;
  }
  const payload = Buffer.from(JSON.stringify({ at: now.getTime(), fields: kept })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The kept values, or null when the cookie is not ours, was altered or is older than its minute. */
export function openRegisterEcho(cookie: string | undefined, now: Date): RegisterEcho | null {
  if (!cookie) return null;
  const [payload, signature, ...rest] = cookie.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { at?: unknown; fields?: unknown };
    if (typeof parsed.at !== 'number' || typeof parsed.fields !== 'object' || parsed.fields === null) return null;
    const age = now.getTime() - parsed.at;
    if (age < 0 || age > REGISTER_ECHO_MAX_AGE_SECONDS * 1000) return null;
    const fields = parsed.fields as Record<string, unknown>;
    const echo: RegisterEcho = {};
    for (const name of REGISTER_ECHO_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string') echo[name] = value;
    }
    return echo;
  } catch {
    return null;
  }
}

/** Text for a double- or single-quoted attribute value: nothing in it can end the attribute or open a tag. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const INPUT = /<input\b[^>]*>/gi;
const NAME = /\sname="([^"]*)"/i;
const VALUE = /\svalue="[^"]*"/i;
const PASSWORD = /\stype="password"/i;

/** The page with each kept field's input given its typed value; a password input is left as it is. */
export function fillRegisterEcho(html: string, echo: RegisterEcho): string {
  return html.replace(INPUT, (input) => {
    const name = NAME.exec(input)?.[1];
    if (!name || PASSWORD.test(input) || !(REGISTER_ECHO_FIELDS as readonly string[]).includes(name)) return input;
    const value = echo[name as keyof RegisterEcho];
    if (value === undefined) return input;
    const attribute = ` value="${escapeAttribute(value)}"`;
    // A function, so '$&' and the like in what the visitor typed are not replacement patterns.
    if (VALUE.test(input)) return input.replace(VALUE, () => attribute);
    return input.replace(/\s*\/?>$/, (end) => `${attribute}${end}`);
  });
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeAttribute, fillRegisterEcho, openRegisterEcho, REGISTER_ECHO_MAX_AGE_SECONDS, sealRegisterEcho } from './registerEcho.js';

/** The prerendered Register form's inputs, as the shell build writes them. */
const FORM = [
  '<form method="post" aria-label="Register">',
  '<input id="register-first-name" type="text" required="" name="firstName" value=""/>',
  '<input id="register-last-name" type="text" required="" name="lastName" value=""/>',
  '<input id="register-email" type="email" required="" name="email" value=""/>',
  '<input id="register-username" type="text" required="" minLength="3" name="username" value=""/>',
  '<input id="register-password" type="password" required="" minLength="8" name="password" value=""/>',
  '</form>',
].join('');

const now = new Date('2026-06-15T14:00:00Z');
const typed = {
  firstName: 'Ana"><script>alert(1)</script>',
  lastName: "O'Brien & <Sons>",
  email: 'ana@example.com',
  username: '$& $1 taken',
  password: 'never-shown-secret',
};

describe('the kept Register values', () => {
  it('escapes every character that could end the attribute or open a tag', () => {
    expect(escapeAttribute(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('fills each field but the password, escaped, and takes nothing typed as markup', () => {
    const echo = openRegisterEcho(sealRegisterEcho(typed, now), now)!;
    const html = fillRegisterEcho(FORM, echo);
    expect(html).toContain('name="firstName" value="Ana&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html).toContain('name="lastName" value="O&#39;Brien &amp; &lt;Sons&gt;"/>');
    expect(html).toContain('name="email" value="ana@example.com"/>');
    // '$&' is text, not a replacement pattern.
    expect(html).toContain('name="username" value="$&amp; $1 taken"/>');
    expect(html).toContain('name="password" value=""/>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(typed.password);
    expect(html.match(/<input/g)).toHaveLength(5);
  });

  it('never keeps the password, in the cookie or in a password input named otherwise', () => {
    const sealed = sealRegisterEcho(typed, now);
    expect(Buffer.from(sealed.split('.')[0]!, 'base64url').toString()).not.toContain(typed.password);
    const disguised = '<input type="password" name="email" value=""/>';
    expect(fillRegisterEcho(disguised, { email: 'x@example.com' })).toBe(disguised);
  });

  it('adds the value to an input that has none', () => {
    expect(fillRegisterEcho('<input name="email">', { email: 'a@b.c' })).toBe('<input name="email" value="a@b.c">');
  });

  it('reads only its own, unaltered, recent cookie', () => {
    const sealed = sealRegisterEcho(typed, now);
    expect(openRegisterEcho(sealed, now)).toEqual({
      firstName: typed.firstName,
      lastName: typed.lastName,
      email: typed.email,
      username: typed.username,
    });
    const [payload, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ at: now.getTime(), fields: { firstName: 'Mallory' } })).toString('base64url');
    expect(openRegisterEcho(`${forged}.${signature}`, now)).toBeNull();
    expect(openRegisterEcho(`${payload}.${signature}x`, now)).toBeNull();
    expect(openRegisterEcho(payload, now)).toBeNull();
    expect(openRegisterEcho(undefined, now)).toBeNull();
    const later = new Date(now.getTime() + (REGISTER_ECHO_MAX_AGE_SECONDS + 1) * 1000);
    expect(openRegisterEcho(sealed, later)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.js';
import { LOGIN_FORM_ERRORS, REGISTER_FORM_ERRORS, authFormRefusal, loginFormErrorCode, registerFormErrorCode } from './loginForm.js';
import { API_ERRORS, STAFF_ACCOUNT_TEXT, TOASTS } from './messages.js';

describe('the form sign-in refusals /login shows', () => {
  it('are error codes, each with the message the app shows for it', () => {
    for (const code of Object.keys(LOGIN_FORM_ERRORS)) expect(ERROR_CODES).toContain(code);
    expect(LOGIN_FORM_ERRORS['auth.invalid_credentials']).toBe(API_ERRORS.invalidCredentials);
    expect(LOGIN_FORM_ERRORS['auth.account_deactivated']).toBe(STAFF_ACCOUNT_TEXT.deactivated);
    expect(LOGIN_FORM_ERRORS['request.invalid']).toBe(TOASTS.loginFailed.description);
  });

  it('reads only its own codes from a URL', () => {
    expect(loginFormErrorCode('auth.login_throttled')).toBe('auth.login_throttled');
    for (const other of [null, undefined, '', 'auth.forbidden', 'constructor', '__proto__', 'toString'])
      expect(loginFormErrorCode(other)).toBeNull();
  });
});

describe('the form registration refusals /login?tab=register shows', () => {
  it("are error codes, each with the API's message for it", () => {
    for (const code of Object.keys(REGISTER_FORM_ERRORS)) expect(ERROR_CODES).toContain(code);
    expect(REGISTER_FORM_ERRORS['auth.username_taken']).toBe(API_ERRORS.usernameTaken);
    expect(REGISTER_FORM_ERRORS['auth.email_taken']).toBe(API_ERRORS.emailTaken);
    expect(REGISTER_FORM_ERRORS['request.invalid']).toContain('Password must be at least 8 characters');
  });

  it('reads only its own codes from a URL', () => {
    expect(registerFormErrorCode('auth.email_taken')).toBe('auth.email_taken');
    for (const other of [null, '', 'auth.invalid_credentials', '__proto__']) expect(registerFormErrorCode(other)).toBeNull();
  });
});

describe('the refusal a tab of /login shows', () => {
  it("is that tab's form's code with its message, and nothing for the other tab's codes", () => {
    expect(authFormRefusal('login', 'auth.invalid_credentials')).toEqual({
      code: 'auth.invalid_credentials',
      message: API_ERRORS.invalidCredentials,
    });
    expect(authFormRefusal('register', 'auth.email_taken')).toEqual({ code: 'auth.email_taken', message: API_ERRORS.emailTaken });
    expect(authFormRefusal('register', 'auth.invalid_credentials')).toBeNull();
    expect(authFormRefusal('login', 'auth.email_taken')).toBeNull();
    expect(authFormRefusal('login', null)).toBeNull();
  });
});

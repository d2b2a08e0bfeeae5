import { VALIDATION } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { createAccountPayload, validateCreateAccount } from './createAccount';

describe('create account form', () => {
  it('reports every invalid field with the spec messages', () => {
    expect(validateCreateAccount({ username: 'ab', email: 'nope', password: '123' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('builds the payload: trimmed texts, no empty phone, sitter by default', () => {
    const values = {
      firstName: ' Sam ',
      lastName: 'Sitter',
      email: ' sam@example.com',
      username: 'sam1 ',
      password: ' secret-one',
      phone: '  ',
    };
    expect(createAccountPayload(values)).toEqual({
      firstName: 'Sam',
      lastName: 'Sitter',
      email: 'sam@example.com',
      username: 'sam1',
      password: ' secret-one',
      role: 'housesitter',
    });
    expect(validateCreateAccount(values)).toEqual({});
    expect(createAccountPayload({ ...values, phone: '781 555 0100', role: 'admin' })).toMatchObject({
      phone: '781 555 0100',
      role: 'admin',
    });
  });
});

describe('password rule (DECISIONS.md, shared-contracts passwordRule.ts)', () => {
  // Failed before: a password equal to the username passed the form.
  it('refuses the username as password with the same message as the API', () => {
    const errors = validateCreateAccount({
      firstName: 'Sam',
      lastName: 'Sitter',
      email: 'sam@example.com',
      username: 'sampassword',
      password: 'SamPassword',
    });
    expect(errors).toEqual({ password: 'Password must not be the same as the username' });
  });

  // Decision 008 'Passwords' (2026-11-28): the new account's own words, the product's and runs.
  it.each(['Quinn-2026', 'nora_q123', 'housesit-demo', 'aaaaaaaa'])('refuses %s with the API message', (password) => {
    const errors = validateCreateAccount({
      firstName: 'Nora',
      lastName: 'Quinn',
      email: 'nora.q@example.com',
      username: 'nora_q',
      password,
    });
    expect(errors).toEqual({ password: VALIDATION.passwordGuessable });
  });
});

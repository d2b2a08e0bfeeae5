import { describe, expect, it } from 'vitest';
import { createAccountPayload, validateCreateAccount } from './createAccount';

describe('create account form', () => {
  it('reports every invalid field with the spec messages', () => {
    expect(validateCreateAccount({ username: 'ab', email: 'nope' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('builds the payload: trimmed texts, no empty phone, sitter by default, and no password', () => {
    const values = {
      firstName: ' Sam ',
      lastName: 'Sitter',
      email: ' sam@example.com',
      username: 'sam1 ',
      phone: '  ',
    };
    expect(createAccountPayload(values)).toEqual({
      firstName: 'Sam',
      lastName: 'Sitter',
      email: 'sam@example.com',
      username: 'sam1',
      role: 'housesitter',
    });
    expect(validateCreateAccount(values)).toEqual({});
    expect(createAccountPayload({ ...values, phone: '781 555 0100', role: 'admin' })).toMatchObject({
      phone: '781 555 0100',
      role: 'admin',
    });
  });
});

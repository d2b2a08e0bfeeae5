import { VALIDATION } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateRegister } from './formValidation';

// Decision 008 'Passwords': the forms give the API's message (account.password_weak) before sending.
const alice = { firstName: 'Alice', lastName: 'Liddell', email: 'alice.l@example.com', username: 'weakling' };

describe('the password rule in the sign-up and reset forms', () => {
  it.each(['housesit-demo', 'marblehead1', 'aaaaaaaa', 'weakling123', 'Liddell-1865', 'qwertyui'])('sign-up refuses %s', (password) => {
    expect(validateRegister({ ...alice, password })).toEqual({ password: VALIDATION.passwordGuessable });
  });

  it('sign-up accepts a password with enough besides a name', () => {
    expect(validateRegister({ ...alice, password: 'alice-in-wonderland-42' })).toEqual({});
  });

  it("reset refuses the product's words and runs (the link does not say whose account it is)", () => {
    expect(validateNewPassword({ password: 'housesit-demo', confirmPassword: 'housesit-demo' })).toEqual({
      password: VALIDATION.passwordGuessable,
    });
    expect(validateNewPassword({ password: '12345678', confirmPassword: '12345678' })).toEqual({ password: VALIDATION.passwordGuessable });
    expect(validateNewPassword({ password: 'a-fresh-start-42', confirmPassword: 'a-fresh-start-42' })).toEqual({});
  });
});

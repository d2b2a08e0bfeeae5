import { VALIDATION } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { validatePassword } from './validation';

// Decision 008 'Passwords': the signed-in user's own words count, as at the API.
const rosa = { username: 'renamer', firstName: 'Rosalind', lastName: 'Franklin', email: 'rosa.f@example.com' };
const change = (newPassword: string) => ({ currentPassword: 'the old one', newPassword, confirmPassword: newPassword });

describe('the password rule in the settings form', () => {
  it.each(['housesit-demo', 'marblehead1', 'aaaaaaaa', 'renamer2026', 'Rosalind!!', 'rosa.f1953'])(
    'refuses %s as the new password',
    (password) => {
      expect(validatePassword(change(password), rosa)).toEqual({ newPassword: VALIDATION.passwordGuessable });
    },
  );

  it('accepts a password that is not built on them', () => {
    expect(validatePassword(change('a-new-secret'), rosa)).toEqual({});
  });
});

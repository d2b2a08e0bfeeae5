import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages.js';
import { passwordProblem, type PasswordContext } from './passwordRule.js';

// Decision 008 'Passwords' (2026-11-28): a penetration test signed up with these four.
const ALICE: PasswordContext = { username: 'weakling', firstName: 'Alice', lastName: 'Liddell', email: 'alice.l@example.com' };

describe('passwordProblem', () => {
  it.each([
    ['the published demo password', 'housesit-demo'],
    ['the town and a digit', 'marblehead1'],
    ['one character repeated', 'aaaaaaaa'],
    ['the username and digits', 'weakling123'],
  ])('refuses %s as too easy to guess', (_name, password) => {
    expect(passwordProblem(password, ALICE)).toBe(VALIDATION.passwordGuessable);
  });

  it.each([
    ['the product in capitals', 'HOUSESIT2026'],
    ['the first name and symbols', 'Alice!!!!'],
    ['the last name and digits', 'liddell-1865'],
    ['the email local part and digits', 'alice.l2000'],
    ['a piece of the email local part and digits', 'alice12345678'],
    ['the username and the product', 'weakling-housesit'],
    ['a context word with a short remainder', 'marblehead-rocks'],
    ['counted digits', '12345678'],
    ['counted digits backwards', '87654321'],
    ['the alphabet', 'abcdefgh'],
    ['a keyboard row', 'qwertyui'],
    ['a keyboard row backwards', 'lkjhgfds'],
    ['a run and digits', 'qwerty123'],
    ['a short group repeated', 'abcabcabc'],
    ['symbols of the shifted digit row', '!@#$%^&*'],
  ])('refuses %s', (_name, password) => {
    expect(passwordProblem(password, ALICE)).toBe(VALIDATION.passwordGuessable);
  });

  it('refuses the product, the town and runs without any account (the reset form knows none)', () => {
    for (const password of ['housesit-demo', 'marblehead1', 'aaaaaaaa', '12345678']) {
      expect(passwordProblem(password)).toBe(VALIDATION.passwordGuessable);
    }
  });

  it.each([
    ['a passphrase', 'correct horse battery'],
    ['a passphrase with a context word in it', 'alice-in-wonderland-42'],
    ['eight random characters', 'x7#kq9Lm'],
    ['eight random digits', '84736291'],
    ['a word and digits', 'secret123'],
    ['a name that merely contains a short context word', 'malice-aforethought'],
  ])('accepts %s', (_name, password) => {
    expect(passwordProblem(password, ALICE)).toBeNull();
  });

  it('keeps its other rules and their order: length, the username itself, then the common list', () => {
    expect(passwordProblem('aaaa', ALICE)).toBe(VALIDATION.passwordMin);
    expect(passwordProblem('Weakling', ALICE)).toBe(VALIDATION.passwordIsUsername);
    expect(passwordProblem('password1', { ...ALICE, isCommon: (lower) => lower === 'password1' })).toBe(VALIDATION.passwordCommon);
  });

  it('ignores context words shorter than three characters', () => {
    expect(passwordProblem('al-gebra-class', { firstName: 'Al' })).toBeNull();
  });
});

/**
 * Passwords guessed first (decision 008 'Passwords'): those built from words known about the
 * account or the product, and runs. A guesser tries the product's name and its town, then the
 * account's username, names and email, each followed by digits; and runs: a character or a
 * short group repeated, 12345678, abcdefgh, qwertyui. Small enough for every form's first load
 * (zxcvbn-ts finds more, but weighs 14 KB gzip there).
 */
import { PRODUCT } from './brand.js';
import { PASSWORD_MIN_LENGTH, SERVICE_AREA } from './constants.js';

/** What is known about the account; every field may be unknown (the reset form knows none). */
export interface PasswordAccount {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Shorter words would be found inside too many passwords by chance. */
const MIN_WORD_LENGTH = 3;
/** A password made of this many runs or fewer is one (e.g. 'qwerty' + '123' + '!'). */
const MAX_RUNS = 3;
/** `abcabcabc`, `12121212`, `passpass`: a group of up to four characters, repeated. */
const REPEATED_GROUP = /^(.{1,4})\1+$/su;

/**
 * Runs are typed along these (lower-cased), forwards or backwards: the alphabet, the digits, and
 * a US keyboard's rows, shifted digits included.
 */
const ROWS_FORWARD = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  '`1234567890-=',
  '~!@#$%^&*()_+',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
];
const ROWS = [...ROWS_FORWARD, ...ROWS_FORWARD.map((row) => [...row].reverse().join(''))];

/** The product, its town, and the account's names, username and email (whole and by piece), longest first. */
export function contextWords(account: PasswordAccount = {}): string[] {
  const email = account.email?.trim().toLowerCase() ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  const words = new Set([PRODUCT, SERVICE_AREA.city.toLowerCase()]);
  for (const value of [account.username, account.firstName, account.lastName, localPart]) {
    const text = value?.trim().toLowerCase() ?? '';
    for (const word of [text, ...text.split(/[^\p{L}\p{N}]+/u)]) if (word.length >= MIN_WORD_LENGTH) words.add(word);
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * Whether `lowerCased` is guessed first: it is made of context words and digits or symbols only,
 * or less than the minimum length remains without its context words (they count for nothing), or
 * what remains is runs.
 */
export function isGuessable(lowerCased: string, words: readonly string[]): boolean {
  let rest = lowerCased;
  for (const word of words) rest = rest.split(word).join('');
  if (rest !== lowerCased && (rest.length < PASSWORD_MIN_LENGTH || !/\p{L}/u.test(rest))) return true;
  return REPEATED_GROUP.test(rest) || runCount(rest) <= MAX_RUNS;
}

/**
 * How few runs make up `text`, counting no further than MAX_RUNS + 1. Taking the longest run at
 * each step gives the fewest: any piece of a run is a run.
 */
function runCount(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length && count <= MAX_RUNS; count += 1) at += runLength(text, at);
  return count;
}

/** The longest run starting at `start`: one character repeated, or a stretch of one of ROWS. */
function runLength(text: string, start: number): number {
  let longest = 1;
  while (text[start + longest] === text[start]) longest += 1;
  for (const row of ROWS) {
    for (let at = row.indexOf(text[start]!); at !== -1; at = row.indexOf(text[start]!, at + 1)) {
      let length = 1;
      while (start + length < text.length && row[at + length] === text[start + length]) length += 1;
      longest = Math.max(longest, length);
    }
  }
  return longest;
}

import { describe, expect, it } from 'vitest';
import { looksLikeAccessCode } from './accessCodeHint.js';

describe('looksLikeAccessCode', () => {
  it.each([
    'gate code 2468',
    'The side gate code changed to 2468',
    'lockbox 1234',
    'Lock box combination is 9911',
    'I forgot to give you the alarm code',
    'wifi password',
    'Wi-Fi password: sunflower22',
    'the code is 4412',
    'PIN: 0000 for the keypad',
    'keypad #2468',
    'password is hunter2',
  ])('sees a code in %j', (text) => {
    expect(looksLikeAccessCode(text)).toBe(true);
  });

  it.each([
    '',
    'Thanks, the plants look great!',
    'Please water the ferns twice',
    'Our zip code is 01945',
    'Can you come at 1230 instead?',
    'The door sticks a little, push hard',
    'Use promo code 2024 next time',
    'Visit #1234 went well',
  ])('sees none in %j', (text) => {
    expect(looksLikeAccessCode(text)).toBe(false);
  });
});

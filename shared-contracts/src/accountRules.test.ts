import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, VALIDATION } from './messages.js';
import { ChangePasswordStruct, UpdateProfileStruct } from './schemas/account.js';
import { CityLocationRequestStruct } from './schemas/location.js';
import { check } from './validation.js';

const profile = (phone: unknown) => ({ firstName: 'Jane', lastName: 'Doe', phone, address: '' });

describe('phone numbers as people type them', () => {
  it.each(['(781) 555-0142', '781-555-0142', '+1 781 555 0142', '781.555.0142', '5550142', '+44 20 7946 0958'])('takes %s', (phone) => {
    expect(check(UpdateProfileStruct, profile(phone)).ok).toBe(true);
  });

  it.each(['call me', '555', '12345678901234567', '781-555-0142 ext 5', '++1 781 555 0142', '781/555/0142'])('refuses %s', (phone) => {
    expect(check(UpdateProfileStruct, profile(phone))).toMatchObject({ ok: false, fieldErrors: { phone: VALIDATION.invalidPhone } });
  });

  it('takes a blank optional phone as none, and asks for a required one', () => {
    expect(check(UpdateProfileStruct, profile('  ')).ok).toBe(true);
    expect(check(UpdateProfileStruct, { firstName: 'Jane', lastName: 'Doe' }).ok).toBe(true);
    const request = { fullName: 'Ann', email: 'ann@example.com', requestedCity: 'Salem' };
    expect(check(CityLocationRequestStruct, { ...request, phone: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { phone: 'This field is required' },
    });
    expect(check(CityLocationRequestStruct, { ...request, phone: 'none' })).toMatchObject({
      ok: false,
      fieldErrors: { phone: VALIDATION.invalidPhone },
    });
  });
});

describe('changing a password', () => {
  it('refuses the current password as the new one, under the new password field', () => {
    expect(check(ChangePasswordStruct, { currentPassword: 'same-secret-1', newPassword: 'same-secret-1' })).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: ACCOUNT_TEXT.passwordUnchanged },
    });
    expect(check(ChangePasswordStruct, { currentPassword: 'old-secret-1', newPassword: 'new-secret-2' }).ok).toBe(true);
  });
});

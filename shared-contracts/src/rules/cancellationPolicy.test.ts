import { describe, expect, it } from 'vitest';
import { LAST_MINUTE_FEE_CENTS, quoteBooking, visitOwnPriceCents } from '../pricing.js';
import { HOMEOWNER_MESSAGES } from '../schemas/homeowner.js';
import { cancellationPolicy, daysBetween, serviceDayKey, type CancellationCharge, type CancellationInput } from './visitRules.js';

// March 1, 2030, 12:00 in New York (EST).
const NOW = new Date('2030-03-01T17:00:00Z');
/** A visit at 10:00 New York time on `date` (EST until March 10, 2030). */
const on = (date: string, status: CancellationInput['visit']['status'] = 'scheduled') => ({ status, scheduledDate: `${date}T15:00:00Z` });
const charge = (overrides: Partial<CancellationCharge> = {}): CancellationCharge => ({
  visitPriceCents: 8500,
  lockboxCents: 2500,
  otherVisitsStanding: 1,
  refundableCents: 19500,
  ...overrides,
});
const input = (overrides: Partial<CancellationInput> = {}): CancellationInput => ({
  actor: 'homeowner',
  now: NOW,
  visit: on('2030-03-15'),
  charge: charge(),
  refund: true,
  ...overrides,
});
const tooLate = { allowed: false, refusal: { code: 'visit.cancel_too_late', message: HOMEOWNER_MESSAGES.cancelTooLate } };
const notScheduled = { allowed: false, refusal: { code: 'visit.cancel_not_scheduled', message: HOMEOWNER_MESSAGES.cancelOnlyScheduled } };

describe('serviceDayKey and daysBetween (America/New_York days)', () => {
  it('gives the New York date of an instant, whatever the machine’s zone', () => {
    // 03:30 UTC on March 2 is still March 1 in New York (EST, UTC-5).
    expect(serviceDayKey(new Date('2030-03-02T03:30:00Z'))).toBe('2030-03-01');
    expect(serviceDayKey('2030-03-02T05:00:00Z')).toBe('2030-03-02');
    // Summer time (EDT, UTC-4): 03:59 UTC is still the previous day.
    expect(serviceDayKey('2030-07-05T03:59:00Z')).toBe('2030-07-04');
  });

  it('counts calendar days across months and a daylight-saving change', () => {
    expect(daysBetween('2030-03-01', '2030-03-08')).toBe(7);
    expect(daysBetween('2030-03-05', '2030-03-12')).toBe(7); // DST starts March 10, 2030
    expect(daysBetween('2030-02-25', '2030-03-04')).toBe(7);
    expect(daysBetween('2030-03-08', '2030-03-01')).toBe(-7);
  });
});

describe('cancellationPolicy: notice', () => {
  it('lets a homeowner cancel exactly 7 days ahead, with the visit price refunded', () => {
    expect(cancellationPolicy(input({ visit: on('2030-03-08') }))).toEqual({
      allowed: true,
      refundCents: 8500,
      lines: [{ kind: 'visit', label: 'Visit price', amountCents: 8500 }],
    });
  });

  it('counts New York calendar days, not hours: 00:30 on the 7th day is in time, 23:30 on the 6th is not', () => {
    // 00:30 March 8 in New York is less than 7 × 24 hours after NOW, but on the 7th day.
    expect(cancellationPolicy(input({ visit: { status: 'scheduled', scheduledDate: '2030-03-08T05:30:00Z' } }))).toMatchObject({
      allowed: true,
    });
    // 23:30 March 7 in New York, although March 8 in UTC.
    expect(cancellationPolicy(input({ visit: { status: 'scheduled', scheduledDate: '2030-03-08T04:30:00Z' } }))).toEqual(tooLate);
  });

  it('refuses a homeowner 6 days ahead, and on the day itself', () => {
    expect(cancellationPolicy(input({ visit: on('2030-03-07') }))).toEqual(tooLate);
    expect(cancellationPolicy(input({ visit: on('2030-03-01') }))).toEqual(tooLate);
  });

  it('lets an admin cancel 6 days ahead, with or without the refund', () => {
    const near = on('2030-03-07');
    expect(cancellationPolicy(input({ actor: 'admin', visit: near }))).toMatchObject({ allowed: true, refundCents: 8500 });
    expect(cancellationPolicy(input({ actor: 'admin', visit: near, refund: false }))).toEqual({ allowed: true, refundCents: 0, lines: [] });
  });

  it('refuses anyone a visit that is not scheduled (begun, done, or already cancelled)', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      for (const actor of ['homeowner', 'admin'] as const) {
        expect(cancellationPolicy(input({ actor, visit: on('2030-04-01', status) }))).toEqual(notScheduled);
      }
    }
  });
});

describe('cancellationPolicy: the lockbox fee', () => {
  it('stays with the booking while another of its visits stands (partial cancel)', () => {
    expect(cancellationPolicy(input({ charge: charge({ otherVisitsStanding: 1 }) }))).toEqual({
      allowed: true,
      refundCents: 8500,
      lines: [{ kind: 'visit', label: 'Visit price', amountCents: 8500 }],
    });
  });

  it('is refunded with the cancel that leaves no visit of the booking standing (full cancel)', () => {
    expect(cancellationPolicy(input({ charge: charge({ otherVisitsStanding: 0, refundableCents: 11000 }) }))).toEqual({
      allowed: true,
      refundCents: 11000,
      lines: [
        { kind: 'visit', label: 'Visit price', amountCents: 8500 },
        { kind: 'lockbox', label: 'Lockbox fee', amountCents: 2500 },
      ],
    });
  });

  it('adds nothing when no lockbox was bought', () => {
    expect(cancellationPolicy(input({ charge: charge({ otherVisitsStanding: 0, lockboxCents: 0 }) }))).toMatchObject({ refundCents: 8500 });
  });
});

describe('cancellationPolicy: what can be refunded', () => {
  it('never refunds more than is left of the payment', () => {
    expect(cancellationPolicy(input({ charge: charge({ otherVisitsStanding: 0, refundableCents: 9000 }) }))).toEqual({
      allowed: true,
      refundCents: 9000,
      lines: [
        { kind: 'visit', label: 'Visit price', amountCents: 8500 },
        { kind: 'lockbox', label: 'Lockbox fee', amountCents: 500 },
      ],
    });
    expect(cancellationPolicy(input({ charge: charge({ refundableCents: 0 }) }))).toEqual({ allowed: true, refundCents: 0, lines: [] });
  });

  it('refunds nothing for a visit nobody paid for', () => {
    expect(cancellationPolicy(input({ charge: null }))).toEqual({ allowed: true, refundCents: 0, lines: [] });
  });
});

describe('cancellationPolicy: the last-minute fee is never refunded', () => {
  it('refunds the last visit of a booking its price and lockbox, not the fee its share carries', () => {
    // A /purchase booking made on March 1 for March 3 (lockbox, one visit): $65 + $25 + $20 fee.
    const quote = quoteBooking({
      plan: 'standard',
      dateCount: 1,
      lockboxPurchased: true,
      flow: 'purchase',
      dates: ['2030-03-03'],
      now: NOW,
    });
    expect(quote.totalCents).toBe(6500 + 2500 + LAST_MINUTE_FEE_CENTS);
    const decision = cancellationPolicy(
      input({
        actor: 'admin',
        visit: on('2030-03-03'),
        charge: charge({ visitPriceCents: visitOwnPriceCents('standard'), otherVisitsStanding: 0, refundableCents: quote.totalCents }),
      }),
    );
    expect(decision).toEqual({
      allowed: true,
      refundCents: 9000,
      lines: [
        { kind: 'visit', label: 'Visit price', amountCents: 6500 },
        { kind: 'lockbox', label: 'Lockbox fee', amountCents: 2500 },
      ],
    });
  });
});

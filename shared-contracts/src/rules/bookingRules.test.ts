import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../messages.js';
import { lastMinuteDates } from '../pricing.js';
import type { CheckoutRequest } from '../schemas/checkout.js';
import type { TimeWindow } from '../schemas/timeWindow.js';
import { BOOKING_NOTICE_MESSAGES, bookableWindows, bookingDateRange, bookingRefusal, bookingRuleErrors } from './bookingRules.js';
import { windowEndsAt, windowStartsAt } from './windowTimes.js';

/** A /purchase Standard booking of `dates` in `timeWindow`, at a Marblehead address. */
const booking = (dates: string[], timeWindow: TimeWindow = 'morning', overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  flow: 'purchase',
  plan: 'standard',
  dates,
  timeWindow,
  taskIds: [],
  property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
  access: { lockboxPurchased: false, customInstructions: 'Side door' },
  ...overrides,
});
const code = (request: CheckoutRequest, now: Date) => bookingRefusal(request, now)?.code ?? null;

// Monday June 15, 2026 in Marblehead (EDT, UTC-4).
const AT_16_14 = new Date('2026-06-15T20:14:00Z');
const AT_23_55 = new Date('2026-06-16T03:55:00Z');
const AT_07_00 = new Date('2026-06-15T11:00:00Z');
const AT_06_00 = new Date('2026-06-15T10:00:00Z');

describe('windows too soon to book (decision 023: 2 hours before the window starts)', () => {
  it('refuses every window of today at 4:14 PM, and offers today no more', () => {
    for (const window of ['morning', 'midday', 'evening'] as const) {
      expect(bookingRefusal(booking(['2026-06-15'], window), AT_16_14)).toMatchObject({
        code: 'booking.window_too_soon',
        fieldErrors: {
          timeWindow: BOOKING_MESSAGES.windowTooSoon(
            `Monday, June 15, 2026 · ${{ morning: 'Morning (8–12)', midday: 'Midday (12–4)', evening: 'Evening (4–8)' }[window]}`,
          ),
        },
      });
    }
    expect(bookableWindows(['2026-06-15'], AT_16_14)).toEqual([]);
    expect(bookingDateRange('purchase', AT_16_14)).toEqual({ earliest: '2026-06-16', latest: '2026-09-13' });
    expect(code(booking(['2026-06-16']), AT_16_14)).toBeNull();
  });

  it("refuses today's last window at 23:55, though UTC already says tomorrow", () => {
    expect(code(booking(['2026-06-15'], 'evening'), AT_23_55)).toBe('booking.window_too_soon');
    expect(code(booking(['2026-06-16'], 'morning'), AT_23_55)).toBeNull();
  });

  it("takes today's Morning until 6:00, then only the later windows", () => {
    expect(code(booking(['2026-06-15'], 'morning'), AT_06_00)).toBeNull();
    expect(code(booking(['2026-06-15'], 'morning'), AT_07_00)).toBe('booking.window_too_soon');
    expect(bookableWindows(['2026-06-15'], AT_07_00)).toEqual(['midday', 'evening']);
    expect(bookingDateRange('purchase', AT_07_00).earliest).toBe('2026-06-15');
  });

  it('checks every date of the booking in its one window', () => {
    expect(bookableWindows(['2026-06-15', '2026-06-20'], AT_07_00)).toEqual(['midday', 'evening']);
    expect(code(booking(['2026-06-20', '2026-06-15'], 'morning'), AT_07_00)).toBe('booking.window_too_soon');
  });

  it('counts hours across the spring daylight-saving change (March 14, 2027)', () => {
    expect(windowStartsAt('2027-03-13', 'morning').toISOString()).toBe('2027-03-13T13:00:00.000Z');
    expect(windowStartsAt('2027-03-14', 'morning').toISOString()).toBe('2027-03-14T12:00:00.000Z');
    expect(windowEndsAt('2027-03-14', 'evening').toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(windowStartsAt('2027-11-07', 'morning').toISOString()).toBe('2027-11-07T13:00:00.000Z');
    // 6:00 EDT is two hours before Morning; 6:30 EDT is not, though it would be on EST's clock.
    expect(code(booking(['2027-03-14']), new Date('2027-03-14T10:00:00Z'))).toBeNull();
    expect(code(booking(['2027-03-14']), new Date('2027-03-14T10:30:00Z'))).toBe('booking.window_too_soon');
    // 23:55 EST on the eve of the change: the next morning is still bookable.
    expect(code(booking(['2027-03-14']), new Date('2027-03-14T04:55:00Z'))).toBeNull();
  });

  it("refuses June 30's evening at 23:55 as too soon, not as past, and takes July 1 with the fee", () => {
    const lastMinutes = new Date('2026-07-01T03:55:00Z');
    expect(code(booking(['2026-06-30'], 'evening'), lastMinutes)).toBe('booking.window_too_soon');
    expect(code(booking(['2026-07-01'], 'morning'), lastMinutes)).toBeNull();
    expect(bookingDateRange('purchase', lastMinutes)).toEqual({ earliest: '2026-07-01', latest: '2026-09-28' });
    // At 1 PM on June 30 the evening can still be booked, so the calendar still starts that day.
    expect(bookingDateRange('purchase', new Date('2026-06-30T17:00:00Z')).earliest).toBe('2026-06-30');
    expect(lastMinuteDates({ flow: 'purchase', dates: ['2026-07-01'], now: lastMinutes })).toEqual(['2026-07-01']);
  });
});

describe('one set of rules for both flows', () => {
  it('differs only in the notice: the wizard’s refusal names the last-minute way and its fee', () => {
    const wizard = booking(['2026-06-18'], 'midday', { flow: 'wizard' });
    expect(bookingRefusal(wizard, AT_07_00)).toMatchObject({ code: 'booking.notice_too_short', message: BOOKING_NOTICE_MESSAGES.visits });
    expect(BOOKING_NOTICE_MESSAGES.visits).toBe(
      'Minimum 7 days advance notice required. Need a visit sooner? Book Housesit on My Visits books last-minute visits for a $20.00 fee per visit; bookings made within 7 days of the visit are non-refundable.',
    );
    expect(BOOKING_NOTICE_MESSAGES.recurring).toMatch(/^Recurring visits require 7 days advance notice\. .*\$20\.00/);
    expect(code({ ...wizard, flow: 'purchase' }, AT_07_00)).toBeNull();
  });

  it('takes the same number of dates in both flows', () => {
    const dates = ['2026-06-22', '2026-06-23', '2026-06-24'];
    expect(bookingRuleErrors(booking(dates, 'morning', { flow: 'wizard' }), AT_07_00)).toEqual({});
    expect(bookingRuleErrors(booking(dates), AT_07_00)).toEqual({});
    expect(bookingRuleErrors(booking([]), AT_07_00)).toEqual({ dates: BOOKING_MESSAGES.dateRequired });
  });

  it('puts an address outside the town first, with its own code and every failing field', () => {
    const refusal = bookingRefusal(
      booking(['2026-06-15'], 'morning', {
        property: { address: '221 Main Street, Salem MA 01970', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      }),
      AT_16_14,
    );
    expect(refusal).toEqual({
      code: 'booking.outside_service_area',
      message: BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970'),
      fieldErrors: {
        timeWindow: expect.stringContaining('is too soon to book') as string,
        'property.address': BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970'),
      },
    });
  });
});

import { CADENCE_LABELS, quoteBooking } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { bookedPlanName } from './bookingConfirmed.js';

describe('the booking-confirmed email’s plan name', () => {
  it('writes the cadence as the summary’s quote line does (not a wording of its own)', () => {
    expect(bookedPlanName('recurring', 'biweekly')).toBe('Recurring Visit (bi-weekly)');
    expect(bookedPlanName('recurring', 'weekly')).toBe('Recurring Visit (weekly)');
    const line = quoteBooking({
      plan: 'recurring',
      cadence: 'biweekly',
      dateCount: 1,
      lockboxPurchased: false,
      flow: 'wizard',
      dates: ['2030-07-15'],
      now: new Date('2030-07-01T16:00:00Z'),
    }).lines[0];
    expect(line?.label).toContain(`(${CADENCE_LABELS.biweekly}, first month)`);
  });

  it('names other plans alone', () => {
    expect(bookedPlanName('extended', null)).toBe('Extended Visit');
  });
});

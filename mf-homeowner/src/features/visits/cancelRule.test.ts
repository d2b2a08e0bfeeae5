import { describe, expect, it } from 'vitest';
import { cancelBlockReason } from './cancelRule';

const now = new Date('2030-07-01T12:00:00.000Z');

describe('cancelBlockReason', () => {
  it('allows a scheduled visit exactly 7 days away or later', () => {
    expect(cancelBlockReason({ status: 'scheduled', scheduledDate: '2030-07-08T12:00:00.000Z' }, now)).toBeNull();
    expect(cancelBlockReason({ status: 'scheduled', scheduledDate: '2030-09-01T12:00:00.000Z' }, now)).toBeNull();
  });

  it('refuses a scheduled visit less than 7 days away', () => {
    expect(cancelBlockReason({ status: 'scheduled', scheduledDate: '2030-07-08T11:59:00.000Z' }, now)).toBe(
      'Visits can be cancelled up to 7 days before they take place.',
    );
  });

  it('refuses every visit that is not scheduled', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      expect(cancelBlockReason({ status, scheduledDate: '2030-09-01T12:00:00.000Z' }, now)).toBe(
        'Only upcoming visits can be cancelled.',
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { makeVisit } from '../../test/fixtures';
import { categoryLabel, hasRequiredJobData, planName } from './jobFormat';

describe('job formatting', () => {
  it('turns underscore categories into words', () => {
    expect(categoryLabel('mail_collection')).toBe('Mail Collection');
    expect(categoryLabel('security_check')).toBe('Security Check');
  });

  it('names plans from the pricing module', () => {
    expect(planName('extended')).toBe('Extended Visit');
  });

  it('requires id, type, date and status', () => {
    expect(hasRequiredJobData(makeVisit())).toBe(true);
    for (const missing of ['id', 'planType', 'scheduledDate', 'status'] as const) {
      const job: Record<string, unknown> = { ...makeVisit() };
      delete job[missing];
      expect(hasRequiredJobData(job)).toBe(false);
    }
  });
});

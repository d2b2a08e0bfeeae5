import { describe, expect, it } from 'vitest';
import { makeVisit } from '@housesit/shell/kit/testing';
import { hasRequiredJobData } from './jobFormat';

describe('job formatting', () => {
  it('requires id, type, date and status', () => {
    expect(hasRequiredJobData(makeVisit())).toBe(true);
    for (const missing of ['id', 'planType', 'scheduledDate', 'status'] as const) {
      const job: Record<string, unknown> = { ...makeVisit() };
      delete job[missing];
      expect(hasRequiredJobData(job)).toBe(false);
    }
  });
});

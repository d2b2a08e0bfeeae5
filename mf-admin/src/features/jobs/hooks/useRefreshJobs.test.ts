import { describe, expect, it } from 'vitest';
import { isJobDataKey } from './useRefreshJobs';

describe('isJobDataKey', () => {
  it('matches job pages, homeowner summaries and stats, not account lists', () => {
    expect(isJobDataKey(['visits', 'admin', 1, '{"status":"scheduled"}'])).toBe(true);
    expect(isJobDataKey(['admin', 'homeowners', '', 0])).toBe(true);
    expect(isJobDataKey(['admin', 'stats'])).toBe(true);
    expect(isJobDataKey(['admin', 'users', 'housesitter'])).toBe(false);
    expect(isJobDataKey(['auth', 'me'])).toBe(false);
    expect(isJobDataKey('/api/auth/me')).toBe(false);
  });
});

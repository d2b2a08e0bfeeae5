import { describe, expect, it } from 'vitest';
import { isJobDataKey } from './useRefreshJobs';

describe('isJobDataKey', () => {
  it('matches job pages, all jobs and stats, not account lists', () => {
    expect(isJobDataKey(['visits', 'admin', 1, '{"status":"scheduled"}'])).toBe(true);
    expect(isJobDataKey(['admin', 'jobs', 'all'])).toBe(true);
    expect(isJobDataKey(['admin', 'stats'])).toBe(true);
    expect(isJobDataKey(['admin', 'users', 'housesitter'])).toBe(false);
    expect(isJobDataKey(['auth', 'me'])).toBe(false);
    expect(isJobDataKey('/api/auth/me')).toBe(false);
  });
});

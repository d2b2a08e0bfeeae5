import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { TODAYS_JOBS_QUERY } from './useTodaysJobs';

describe("the admin dashboard's first requests", () => {
  it("are what its cards, attention list and today's jobs ask for as it opens, so the answers in its page are taken", () => {
    const asked = requestKeysOf(
      (api) => api.admin.stats(),
      (api) => api.admin.attention(),
      (api) => api.admin.jobs(TODAYS_JOBS_QUERY),
    );
    expect(declaredRequestKeys(area, '/admin/dashboard')).toEqual(asked);
  });
});

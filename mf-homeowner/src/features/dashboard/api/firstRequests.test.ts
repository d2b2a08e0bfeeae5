import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { DASHBOARD_UPCOMING_QUERY } from './useUpcomingVisits';
import { fetchUserStats } from './useUserStats';

describe("the dashboard's first requests", () => {
  it('are what its hooks ask for as it opens, so the answers in its page are taken', () => {
    const asked = requestKeysOf((api) => api.visits.list(DASHBOARD_UPCOMING_QUERY), fetchUserStats);
    expect(declaredRequestKeys(area, '/dashboard')).toEqual(asked);
  });
});

import { describe, expect, it } from 'vitest';
import { SITTER_ROLE, VISITS_PAGE_MAX, serviceDayKey } from '@housesit/shared-contracts';
import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import area from '../../../area.json';
import { queueQuery, readQueueFilters } from './queueFilters';

describe("the queue's first requests", () => {
  it("are what /jobs asks as it opens (area.json firstRequests), today's service-area day filled in", () => {
    const now = new Date('2030-03-02T03:30:00Z');
    // What useJobsPage asks for the queue as it opens (no filters in the URL, first page), and the
    // sitter list its filter and assignment offer (useAccounts).
    const asked = requestKeysOf(
      (api) => api.admin.jobs({ ...queueQuery(readQueueFilters(new URLSearchParams(), now)), limit: VISITS_PAGE_MAX, offset: 0 }),
      (api) => api.lifecycle.listUsers(SITTER_ROLE),
    );
    expect(declaredRequestKeys(area, '/jobs', { serviceDay: serviceDayKey(now) })).toEqual(asked);
  });
});

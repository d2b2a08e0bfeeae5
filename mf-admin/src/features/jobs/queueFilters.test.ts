import { describe, expect, it } from 'vitest';
import { VISITS_PAGE_MAX, firstRequestsOf, pageAnswerKey, resolveUrl } from '@housesit/shared-contracts';
import { queueQuery, readQueueFilters } from './queueFilters';

describe("the queue's opening request", () => {
  it('is the one the server answers into the /jobs page (shared-contracts firstRequests)', () => {
    const now = new Date('2030-03-02T03:30:00Z');
    // What useJobsPage asks for the queue as it opens: no filters in the URL, first page.
    const asked = resolveUrl(null, '/api/admin/jobs', {
      ...queueQuery(readQueueFilters(new URLSearchParams(), now)),
      limit: VISITS_PAGE_MAX,
      offset: 0,
    });
    const answered = firstRequestsOf({ path: '/jobs', search: '', role: 'admin' }, now).map((url) => pageAnswerKey(url));
    expect(answered).toContain(pageAnswerKey(asked));
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient } from '@housesit/shared-contracts';
import { createStubFetch, page } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { fetchAllVisits } from './fetchAllVisits';

describe('fetchAllVisits', () => {
  it('reads GET /api/visits page by page', async () => {
    const stub = createStubFetch({
      '/api/visits': (url) =>
        url.searchParams.get('offset') === '0'
          ? { body: page([makeVisit({ id: 1 })], 2, 100) }
          : { body: page([makeVisit({ id: 2 })], 2, null) },
    });
    const result = await fetchAllVisits(createApiClient({ baseUrl: 'http://test', fetch: stub.fetch }));
    expect(result.ok && result.data.map((v) => v.id)).toEqual([1, 2]);
    expect(stub.calls.map((u) => u.searchParams.get('offset'))).toEqual(['0', '100']);
  });

  it('stops when the next offset does not move forward', async () => {
    const stub = createStubFetch({ '/api/visits': { body: page([makeVisit()], 5, 0) } });
    const result = await fetchAllVisits(createApiClient({ baseUrl: 'http://test', fetch: stub.fetch }));
    expect(result.ok && result.data).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient } from '@housesit/shared-contracts';
import { createStubFetch } from '../../../test/stubFetch';
import { makeVisit, page } from '../../../test/fixtures';

import { fetchAllJobs } from './fetchAllJobs';

describe('fetchAllJobs', () => {
  it('asks for pages of 100 until nextOffset is null', async () => {
    const stub = createStubFetch({
      '/api/admin/jobs': (url) =>
        url.searchParams.get('offset') === '0'
          ? { body: page([makeVisit({ id: 1 }), makeVisit({ id: 2 })], 3, 100) }
          : { body: page([makeVisit({ id: 3 })], 3, null) },
    });
    const api = createApiClient({ baseUrl: 'http://test', fetch: stub.fetch });
    const result = await fetchAllJobs(api);
    expect(result.ok && result.data.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(stub.calls.map((u) => [u.searchParams.get('limit'), u.searchParams.get('offset')])).toEqual([
      ['100', '0'],
      ['100', '100'],
    ]);
  });

  it('hands a 403 back to the caller', async () => {
    const stub = createStubFetch({ '/api/admin/jobs': { status: 403, body: { message: 'You do not have access to this.' } } });
    const result = await fetchAllJobs(createApiClient({ baseUrl: 'http://test', fetch: stub.fetch }));
    expect(result).toEqual({ ok: false, status: 403, data: { message: 'You do not have access to this.' } });
  });
});

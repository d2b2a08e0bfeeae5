import { describe, expect, it } from 'vitest';
import { createStubFetch } from './stubFetch';
import { stagedRoutes } from './stages';
import { makeVisit, page } from './fixtures';

describe('staged routes', () => {
  it('answer the reads of the stage the sent changes reached, and each change its reply', async () => {
    const started = makeVisit({ status: 'in_progress' });
    const stub = createStubFetch(
      stagedRoutes([{ '/api/visits': { body: page([makeVisit()]) } }, { '/api/visits': { body: page([started]) } }], {
        'PATCH /api/visit/1/start': { body: { visit: started } },
      }),
    );
    const statuses = async () =>
      ((await (await stub.fetch('http://test/api/visits')).json()) as { items: { status: string }[] }).items.map((v) => v.status);
    expect(await statuses()).toEqual(['scheduled']);
    await stub.fetch('http://test/api/visit/1/start', { method: 'PATCH' });
    expect(await statuses()).toEqual(['in_progress']);
    await stub.fetch('http://test/api/visit/1/start', { method: 'PATCH' });
    expect(await statuses()).toEqual(['in_progress']);
  });
});

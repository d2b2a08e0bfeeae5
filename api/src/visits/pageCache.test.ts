import { describe, expect, it } from 'vitest';
import { PageCache, type BuiltPage } from './pageCache.js';

/** A build function that counts its calls and answers `json` valid until `validUntilMs`. */
function builder(json: string, validUntilMs = Number.POSITIVE_INFINITY) {
  const calls = { count: 0 };
  const build = async (): Promise<BuiltPage<string>> => {
    calls.count++;
    return { json, validUntilMs };
  };
  return { build, calls };
}

describe('PageCache', () => {
  it('builds once per data version and key', async () => {
    const cache = new PageCache(1);
    const { build, calls } = builder('{"a":1}');
    expect(await cache.get('k', 7, 0, build)).toBe('{"a":1}');
    expect(await cache.get('k', 7, 1, build)).toBe('{"a":1}');
    expect(calls.count).toBe(1);
    await cache.get('other', 7, 1, build);
    expect(calls.count).toBe(2);
  });

  it('builds again when the request read another data version', async () => {
    const cache = new PageCache(1);
    await cache.get('k', 7, 0, builder('old').build);
    const fresh = builder('new');
    expect(await cache.get('k', 8, 0, fresh.build)).toBe('new');
    expect(fresh.calls.count).toBe(1);
    expect(await cache.get('k', 8, 0, fresh.build)).toBe('new');
    expect(fresh.calls.count).toBe(1);
  });

  it('does not let a slower request of an older version replace a newer page', async () => {
    const cache = new PageCache(1);
    await cache.get('k', 9, 0, builder('v9').build);
    expect(await cache.get('k', 8, 0, builder('v8').build)).toBe('v8');
    const again = builder('rebuilt');
    expect(await cache.get('k', 9, 0, again.build)).toBe('v9');
    expect(again.calls.count).toBe(0);
  });

  it('stops serving a page at the moment it said it holds until', async () => {
    const cache = new PageCache(1);
    await cache.get('k', 1, 0, builder('before', 1000).build);
    const within = builder('unused');
    expect(await cache.get('k', 1, 999, within.build)).toBe('before');
    expect(within.calls.count).toBe(0);
    expect(await cache.get('k', 1, 1000, builder('after').build)).toBe('after');
  });

  it('keeps nothing for a request without a data version', async () => {
    const cache = new PageCache(1);
    const { build, calls } = builder('x');
    await cache.get('k', null, 0, build);
    await cache.get('k', null, 0, build);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('builds every time when it is off (PAGE_CACHE_MB=0)', async () => {
    const cache = new PageCache(0);
    const { build, calls } = builder('x');
    await cache.get('k', 1, 0, build);
    await cache.get('k', 1, 0, build);
    expect(calls.count).toBe(2);
  });

  it('keeps a failed build out of the cache', async () => {
    const cache = new PageCache(1);
    await expect(cache.get('k', 1, 0, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });
});

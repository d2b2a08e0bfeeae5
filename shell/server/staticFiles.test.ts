// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, looksLikeFile, REVALIDATE } from './staticFiles.js';

describe('the cache rule', () => {
  it('applies by file name', () => {
    expect(cacheControlFor('/x/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/x/vendors.abcdef12.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/vendors.abcdef12.js.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe(REVALIDATE);
    expect(cacheControlFor('/x/logo.png')).toBe(REVALIDATE);
  });
});

describe('looksLikeFile', () => {
  it('tells a file from a page', () => {
    expect(looksLikeFile('/main.1a2b3c4d.js')).toBe(true);
    expect(looksLikeFile('/remotes/mf_public/mf-manifest.json')).toBe(true);
    expect(looksLikeFile('/housesitter/jobs')).toBe(false);
    expect(looksLikeFile('/index.html')).toBe(false);
    expect(looksLikeFile('/')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cacheRuleFor, documentAudience } from './cacheRules';

const ORIGIN = 'https://housesit.example';
const rule = (path: string, origin = ORIGIN) => cacheRuleFor(new URL(path, origin), ORIGIN);

describe('what the sitter’s service worker keeps', () => {
  it("keeps the sitter screens' answers, and no other role's or any access details", () => {
    expect(rule('/api/visits?limit=100&offset=0')).toEqual({ kind: 'sitterApi' });
    expect(rule('/api/notifications/unread')).toEqual({ kind: 'sitterApi' });
    for (const path of [
      '/api/admin/jobs',
      '/api/user/stats',
      '/api/admin/users',
      '/api/properties/access',
      '/api/visits/4/access/reveal',
      '/api/conversations/unread',
    ]) {
      expect(rule(path), path).toBeNull();
    }
  });

  it("keeps the sitter area's files per release, and no other area's", () => {
    expect(rule('/releases/mf_sitter/r-7/remoteEntry.js')).toEqual({
      kind: 'area',
      cacheName: 'housesit-area:/releases/mf_sitter/r-7/',
      immutable: true,
    });
    expect(rule('/remotes/mf_sitter/mf-manifest.json')).toEqual({
      kind: 'area',
      cacheName: 'housesit-area:/remotes/mf_sitter/',
      immutable: false,
    });
    expect(rule('/remotes/mf_sitter/123.1a2b3c4d.js')).toMatchObject({ immutable: true });
    expect(rule('/releases/mf_admin/r-1/remoteEntry.js')).toBeNull();
    expect(rule('/remotes/mf_homeowner/remoteEntry.js')).toBeNull();
  });

  it("keeps the shell's files and the sitter's pages only, never another origin's", () => {
    expect(rule('/main.1a2b3c4d.js')).toEqual({ kind: 'shell', hashed: true });
    expect(rule('/manifest.webmanifest')).toEqual({ kind: 'shell', hashed: false });
    expect(rule('/housesitter/jobs')).toEqual({ kind: 'sitterPage' });
    expect(rule('/sitter/dashboard')).toEqual({ kind: 'sitterPage' });
    expect(rule('/dashboard')).toBeNull();
    expect(rule('/admin/dashboard')).toBeNull();
    expect(rule('/login')).toBeNull();
    expect(rule('/sw.js')).toBeNull();
    expect(rule('/main.1a2b3c4d.js', 'https://cdn.example')).toBeNull();
  });

  it("tells a sitter's page from anyone else's by its boot, and a public page has none", () => {
    const page = (boot: unknown) => `<head><script type="application/json" id="hs-boot">${JSON.stringify(boot)}</script></head>`;
    expect(documentAudience(page({ registry: { roles: ['housesitter'] }, user: { id: 3, role: 'housesitter' } }))).toBe('sitter');
    expect(documentAudience(page({ registry: { role: 'housesitter' }, user: { id: 1, role: 'admin' } }))).toBe('other');
    expect(documentAudience(page({ user: null }))).toBe('other');
    expect(documentAudience('<head><title>Housesit</title></head>')).toBe('unknown');
  });
});

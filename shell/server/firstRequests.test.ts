// @vitest-environment node
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteRelease, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { firstRequestsOf } from './firstRequests.js';

const NOW = new Date('2030-03-02T03:30:00Z'); // 1 March, evening, in the service area
const user = (role: User['role']) => ({ id: 1, role, username: 'u' }) as User;

function registry(declared: Partial<Record<(typeof REMOTE_NAMES)[number], RemoteRelease['firstRequests']>>): RuntimeRegistry {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { entry: `/remotes/${name}/mf-manifest.json`, version: '1', channel: 'stable', firstRequests: declared[name] },
    ]),
  ) as RuntimeRegistry['remotes'];
  return { contractVersion: CONTRACT_VERSION, apiOrigin: null, environment: 'test', remotes };
}

const REGISTRY = registry({
  mf_homeowner: { '/dashboard': ['/api/visits?when=upcoming&limit=3', '/api/user/stats'] },
  mf_admin: { '/jobs': ['/api/admin/jobs?from={serviceDay}&limit=100', '/api/admin/users?{unknown}'] },
  mf_sitter: { '/housesitter/jobs': ['https://elsewhere.example/api/x', '/api/visits?limit=100&offset=0'] },
});

describe('firstRequestsOf', () => {
  it("is the navigation's unread badge and what the visitor's release of the area declares for the screen", () => {
    expect(firstRequestsOf({ path: '/dashboard', search: '', user: user('homeowner') }, REGISTRY, NOW)).toEqual([
      '/api/conversations/unread',
      '/api/visits?when=upcoming&limit=3',
      '/api/user/stats',
    ]);
  });

  it("fills today's service-area day, and leaves out a URL naming a value it has not or off the API", () => {
    expect(firstRequestsOf({ path: '/jobs', search: '', user: user('admin') }, REGISTRY, NOW)).toEqual([
      '/api/conversations/unread',
      '/api/admin/jobs?from=2030-03-01&limit=100',
    ]);
    expect(firstRequestsOf({ path: '/housesitter/jobs', search: '?', user: user('housesitter') }, REGISTRY, NOW)).toEqual([
      '/api/conversations/unread',
      '/api/visits?limit=100&offset=0',
    ]);
  });

  it('is nothing for a screen the visitor may not see, one filtered by its URL, or one its release declares nothing for', () => {
    expect(firstRequestsOf({ path: '/jobs', search: '', user: user('homeowner') }, REGISTRY, NOW)).toEqual([]);
    expect(firstRequestsOf({ path: '/jobs', search: '?status=completed', user: user('admin') }, REGISTRY, NOW)).toEqual([]);
    expect(firstRequestsOf({ path: '/homeowner/billing', search: '', user: user('homeowner') }, REGISTRY, NOW)).toEqual([]);
    expect(firstRequestsOf({ path: '/dashboard', search: '', user: user('homeowner') }, registry({}), NOW)).toEqual([]);
  });
});

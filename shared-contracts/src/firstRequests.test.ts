import { describe, expect, it } from 'vitest';
import { resolveUrl } from './api/request.js';
import { DASHBOARD_UPCOMING_QUERY, FIRST_VISITS_PAGE, firstRequestsOf, openingQueueQuery, pageAnswerKey } from './firstRequests.js';

// 03:30 UTC on 2 March is still 1 March in the service area (America/New_York).
const NOW = new Date('2030-03-02T03:30:00Z');

describe('pageAnswerKey', () => {
  it('is the path and the query parameters in a fixed order, on the given origin only', () => {
    expect(pageAnswerKey('/api/visits?when=upcoming&limit=3')).toBe('/api/visits?limit=3&when=upcoming');
    expect(pageAnswerKey('https://housesit.example/api/user/stats', 'https://housesit.example')).toBe('/api/user/stats');
    expect(pageAnswerKey('https://api.elsewhere.example/api/user/stats', 'https://housesit.example')).toBeNull();
  });
});

describe("the first screens' requests", () => {
  it("are the navigation's unread badge and the homeowner dashboard's upcoming visits and figures", () => {
    expect(firstRequestsOf({ path: '/dashboard', search: '', role: 'homeowner' }, NOW)).toEqual([
      '/api/conversations/unread',
      resolveUrl(null, '/api/visits', { ...DASHBOARD_UPCOMING_QUERY }),
      '/api/user/stats',
    ]);
  });

  it("are the admin queue's opening page, from today's service-area day, and its sitters; none once the URL filters it", () => {
    const requests = firstRequestsOf({ path: '/jobs', search: '', role: 'admin' }, NOW);
    expect(requests).toContain('/api/admin/jobs?from=2030-03-01&limit=100&offset=0');
    expect(requests).toContain('/api/admin/users?role=housesitter');
    expect(openingQueueQuery(NOW).from).toBe('2030-03-01');
    expect(firstRequestsOf({ path: '/jobs', search: '?status=completed', role: 'admin' }, NOW)).toEqual([]);
  });

  it.each(['/sitter/dashboard', '/housesitter', '/housesitter/jobs'])("are the sitter's first page of visits on %s", (path) => {
    expect(firstRequestsOf({ path, search: '', role: 'housesitter' }, NOW)).toEqual([
      '/api/conversations/unread',
      resolveUrl(null, '/api/visits', { ...FIRST_VISITS_PAGE }),
    ]);
  });

  it("are nothing on another role's screen or a screen that declares none", () => {
    expect(firstRequestsOf({ path: '/dashboard', search: '', role: 'admin' }, NOW)).toEqual([]);
    expect(firstRequestsOf({ path: '/jobs', search: '', role: 'homeowner' }, NOW)).toEqual([]);
    expect(firstRequestsOf({ path: '/homeowner/billing', search: '', role: 'homeowner' }, NOW)).toEqual([]);
  });
});

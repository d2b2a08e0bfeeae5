import type { AdminStats, AttentionReport, User } from '@housesit/shared-contracts';

/**
 * The admin area's own test data (what every area shares, the demo users, visits, tasks and
 * pages, comes from @housesit/shell/kit/testing).
 */

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { activeJobs: 3, completedToday: 2, pendingReviews: 4, monthlyRevenue: '1234.5', totalUsers: 12, ...overrides };
}

/** A sitter account as GET /api/admin/users answers it. */
export function makeSitter(id: number, firstName: string, lastName: string): User {
  const name = firstName.toLowerCase();
  return {
    id,
    username: `${name}${id}`,
    email: `${name}@example.com`,
    firstName,
    lastName,
    phone: null,
    address: null,
    role: 'housesitter',
  };
}

/** A 'Needs attention' report with nothing in it: the dashboard's first panel says 'All clear'. */
export const ALL_CLEAR: AttentionReport = {
  unassignedSoon: { count: 0, items: [] },
  missedStarts: { count: 0, items: [] },
  overrunning: { count: 0, items: [] },
  unreadMessages: { messages: 0, conversations: 0 },
  failedPayments: { count: 0, items: [] },
  newAreaRequests: { count: 0 },
};

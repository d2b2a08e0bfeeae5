import type { Role } from '../roles.js';

declare const QUERY_KEY: unique symbol;

/**
 * A cache key of the areas' data layer. Branded so that only the factories below make one: a
 * hand-written array does not type-check where a key is expected, so two screens can never
 * disagree on the spelling of the same data's key, and a change can refetch by prefix.
 */
export type QueryKey = readonly unknown[] & { readonly [QUERY_KEY]: true };

const key = (...parts: readonly unknown[]): QueryKey => parts as unknown as QueryKey;

/** True when `candidate` is `prefix` or lies under it (['visits', 'mine', 3] under ['visits']). */
export function isUnderKey(candidate: unknown, prefix: QueryKey): boolean {
  return Array.isArray(candidate) && prefix.length <= candidate.length && prefix.every((part, i) => Object.is(part, candidate[i]));
}

/**
 * Every cached query of the screens. Each group's `all()` is the prefix of its keys, so a change
 * refetches everything it can move (`invalidate(queryKeys.visits.all())`).
 */
export const queryKeys = {
  visits: {
    all: () => key('visits'),
    /** The kit's visits loader (docs/product/platform.md §5): admin jobs or the user's own visits. */
    loader: (scope: 'admin' | 'own', userId: number, query: string) => key('visits', 'loader', scope, userId, query),
    /** The admins' week schedule from its first service-area day (YYYY-MM-DD): moves with every visit list. */
    schedule: (weekStart: string) => key('visits', 'schedule', weekStart),
    /** The homeowner's My Visits pages. */
    mine: (userId: number, when: string, offset: number) => key('visits', 'mine', userId, when, offset),
    /** The sitter's assigned visits. */
    assigned: (userId: number) => key('visits', 'assigned', userId),
    /** One visit's history (GET /api/visit/:id/history): under 'visits', so every visit change refetches it. */
    history: (visitId: number) => key('visits', 'history', visitId),
    /** One page of the homeowner's reports (an infinite list; its pages are refetched by its screen). */
    reports: (userId: number, archived: boolean, offset: number) => key('visits', 'reports', userId, archived, offset),
    /** Sitters' load and days off over service-area days (dispatch): under 'visits', so every assignment refetches it. */
    sitterLoad: (from: string, to: string, sitterId: number | null = null) => key('visits', 'sitter-load', from, to, sitterId),
  },
  /** The signed-in sitter's own time off. */
  timeOff: (userId: number) => key('time-off', userId),
  userStats: {
    all: () => key('user-stats'),
    of: (userId: number) => key('user-stats', userId),
  },
  quote: (request: unknown) => key('quote', JSON.stringify(request)),
  /** The user's notification list; its prefix covers the unread count too, so refetching it moves the badge. */
  notifications: (userId: number) => key('notifications', userId),
  /** The user's unread notification count (the navigation's badge), under `notifications(userId)`. */
  notificationsUnread: (userId: number) => key('notifications', userId, 'unread'),
  payments: (userId: number) => key('payments', userId),
  /** The homeowner's recurring plans (/homeowner/billing). */
  subscriptions: (userId: number) => key('subscriptions', userId),
  /** What cancelling one visit would refund now (asked when the confirmation opens). */
  cancellation: (userId: number, visitId: number) => key('cancellation', userId, visitId),
  properties: (userId: number) => key('properties', userId),
  messages: {
    /** One visit's conversation as `userId` sees it. */
    thread: (userId: number, visitId: number) => key('messages', 'thread', userId, visitId),
    /** The last message of each of the user's conversations. */
    summaries: (userId: number) => key('messages', 'summaries', userId),
    /** The user's unread totals (the navigation's badge). */
    unread: (userId: number) => key('messages', 'unread', userId),
    /** Every page of the user's staff inbox (the prefix), and one page of it. */
    inboxAll: (userId: number) => key('messages', 'inbox', userId),
    inbox: (userId: number, filter: string, offset: number) => key('messages', 'inbox', userId, filter, offset),
  },
  sitterEarnings: (userId: number) => key('sitter-earnings', userId),
  admin: {
    all: () => key('admin'),
    stats: () => key('admin', 'stats'),
    attention: () => key('admin', 'attention'),
    revenue: () => key('admin', 'revenue'),
    homeowners: {
      all: () => key('admin', 'homeowners'),
      page: (search: string, offset: number) => key('admin', 'homeowners', search, offset),
    },
    locationRequests: (offset: number) => key('admin', 'location-requests', offset),
    /** The Releases screen: channels, releases and their health (decision 007). */
    releases: () => key('admin', 'releases'),
    /** The deploy tokens on the Releases screen. */
    deployTokens: () => key('admin', 'deploy-tokens'),
    accounts: {
      all: () => key('admin', 'accounts'),
      byRole: (role: Role) => key('admin', 'accounts', role),
    },
  },
  account: {
    sessions: () => key('account', 'sessions'),
    emailPreferences: () => key('account', 'emailPreferences'),
    calendarFeed: () => key('account', 'calendarFeed'),
    sitterProfile: () => key('account', 'sitterProfile'),
  },
  team: {
    visitRating: (visitId: number) => key('team', 'rating', visitId),
    visitTip: (visitId: number) => key('team', 'tip', visitId),
    myRatings: (userId: number) => key('team', 'myRatings', userId),
    sitterRatings: () => key('team', 'sitterRatings'),
    payouts: () => key('team', 'payouts'),
    myPayouts: (userId: number) => key('team', 'myPayouts', userId),
  },
  support: {
    contact: () => key('support', 'contact'),
    /** When the team answers messages (GET /api/support/hours). */
    hours: () => key('support', 'hours'),
  },
} as const;

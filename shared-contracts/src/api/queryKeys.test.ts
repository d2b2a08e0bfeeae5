import { describe, expect, it } from 'vitest';
import { isUnderKey, queryKeys } from './queryKeys.js';

describe('queryKeys', () => {
  it('puts every visits list under visits.all(), so one invalidation refetches them all', () => {
    const all = queryKeys.visits.all();
    for (const key of [
      queryKeys.visits.loader('admin', 1, '{}'),
      queryKeys.visits.mine(2, 'upcoming', 0),
      queryKeys.visits.assigned(5),
      queryKeys.visits.reports(2, false, 10),
    ]) {
      expect(isUnderKey(key, all)).toBe(true);
    }
  });

  it('keeps other data out of a prefix', () => {
    expect(isUnderKey(queryKeys.admin.accounts.byRole('housesitter'), queryKeys.admin.stats())).toBe(false);
    expect(isUnderKey(queryKeys.admin.accounts.byRole('housesitter'), queryKeys.admin.accounts.all())).toBe(true);
    expect(isUnderKey(queryKeys.sitterEarnings(5), queryKeys.visits.all())).toBe(false);
    expect(isUnderKey('/api/auth/me', queryKeys.visits.all())).toBe(false);
    expect(isUnderKey(queryKeys.visits.all(), queryKeys.visits.assigned(5))).toBe(false);
  });

  it("puts the user's unread notification count under their notification list, so refetching the list moves the badge", () => {
    expect(isUnderKey(queryKeys.notificationsUnread(4), queryKeys.notifications(4))).toBe(true);
    expect(isUnderKey(queryKeys.notificationsUnread(4), queryKeys.notifications(5))).toBe(false);
  });

  it('makes equal keys for equal arguments (SWR compares them by value)', () => {
    expect(queryKeys.quote({ plan: 'standard' })).toEqual(queryKeys.quote({ plan: 'standard' }));
    expect(queryKeys.messages.thread(1, 2)).not.toEqual(queryKeys.messages.thread(1, 3));
  });
});

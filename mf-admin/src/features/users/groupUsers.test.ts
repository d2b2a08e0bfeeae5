import { describe, expect, it } from 'vitest';
import { makeVisit } from '../../test/fixtures';
import { groupUsers, matchesUserSearch, summarizeUsers, withContacts } from './groupUsers';

const now = new Date('2025-06-15T12:00:00.000Z');
const owner = (id: number, firstName: string) => ({ homeownerId: id, homeowner: { id, firstName, lastName: 'Smith' } });

describe('groupUsers', () => {
  const jobs = [
    makeVisit({ id: 1, ...owner(10, 'Ann'), status: 'completed', scheduledDate: '2025-06-01T10:00:00.000Z', totalAmount: '65.00' }),
    makeVisit({ id: 2, ...owner(10, 'Ann'), status: 'completed', scheduledDate: '2025-05-01T10:00:00.000Z', totalAmount: '85.00' }),
    makeVisit({ id: 3, ...owner(10, 'Ann'), status: 'scheduled', scheduledDate: '2025-06-20T10:00:00.000Z', totalAmount: '65.00' }),
    makeVisit({ id: 4, ...owner(10, 'Ann'), status: 'cancelled', scheduledDate: '2025-06-10T10:00:00.000Z', totalAmount: '65.00' }),
    makeVisit({ id: 5, ...owner(20, 'Bob'), status: 'completed', scheduledDate: '2025-05-10T10:00:00.000Z', totalAmount: '85.00' }),
  ];
  const users = groupUsers(jobs, now);

  it('groups jobs by homeownerId with totals that leave cancelled visits out', () => {
    expect(users.map((u) => u.homeownerId)).toEqual([10, 20]);
    const ann = users[0]!;
    expect(ann.name).toBe('Ann Smith');
    expect(ann.totalVisits).toBe(3);
    expect(ann.totalSpentCents).toBe(21500);
    expect(ann.lastVisit).toBe('2025-06-01T10:00:00.000Z');
    expect(ann.hasUpcoming).toBe(true);
    expect(ann.recentVisits.map((v) => v.id)).toEqual([3, 4, 1]);
    expect(ann.moreVisits).toBe(1);
  });

  it('is Active when the last visit is within 30 days, Inactive otherwise', () => {
    expect(users[0]!.isActive).toBe(true); // 14 days ago
    expect(users[1]!.isActive).toBe(false); // 36 days ago
    expect(users[1]!.hasUpcoming).toBe(false);
    const edge = groupUsers([makeVisit({ status: 'completed', scheduledDate: '2025-05-16T12:00:00.000Z' })], now);
    expect(edge[0]!.isActive).toBe(true); // exactly 30 days
  });

  it('does not count a future visit as the last visit', () => {
    const onlyFuture = groupUsers([makeVisit({ scheduledDate: '2025-07-01T10:00:00.000Z' })], now)[0]!;
    expect(onlyFuture.lastVisit).toBeNull();
    expect(onlyFuture.isActive).toBe(false);
    expect(onlyFuture.hasUpcoming).toBe(true);
  });

  it('summarizes the cards', () => {
    expect(summarizeUsers(users)).toEqual({ totalUsers: 2, activeUsers: 1, avgVisits: 2, avgSpentCents: 15000 });
    expect(summarizeUsers([])).toEqual({ totalUsers: 0, activeUsers: 0, avgVisits: 0, avgSpentCents: 0 });
  });

  it('matches the search against id and name', () => {
    const ann = users[0]!;
    expect(matchesUserSearch(ann, '10')).toBe(true);
    expect(matchesUserSearch(ann, '#10')).toBe(true);
    expect(matchesUserSearch(ann, 'ann')).toBe(true);
    expect(matchesUserSearch(ann, 'SMITH')).toBe(true);
    expect(matchesUserSearch(ann, 'bob')).toBe(false);
    expect(matchesUserSearch(ann, '  ')).toBe(true);
  });

  it('keeps every visit newest first for the details dialog', () => {
    expect(users[0]!.visits.map((v) => v.id)).toEqual([3, 4, 1, 2]);
    expect(users[0]!.contact).toBeNull();
  });

  it('adds contact details from the accounts and searches the email too', () => {
    const account = { id: 10, username: 'ann', email: 'Ann.Smith@example.com', firstName: 'Ann', lastName: 'Smyth', phone: '(781) 555-0100', address: null };
    const [ann, bob] = withContacts(users, [account]);
    expect(ann!.contact).toEqual(account);
    expect(ann!.name).toBe('Ann Smyth');
    expect(bob!.contact).toBeNull();
    expect(matchesUserSearch(ann!, 'ann.smith@')).toBe(true);
    expect(matchesUserSearch(bob!, 'example.com')).toBe(false);
  });
});

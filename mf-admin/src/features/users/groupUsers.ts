import { subDays } from 'date-fns';
import { ACTIVE_USER_WINDOW_DAYS, USER_RECENT_VISITS, amountToCents, type User, type Visit } from '@housesit/shared-contracts';

/** One homeowner as the admin sees them, derived from their jobs. */
export interface UserSummary {
  homeownerId: number;
  name: string;
  /** Visits that were not cancelled. */
  totalVisits: number;
  /** Sum of the amounts of visits that were not cancelled, in cents. */
  totalSpentCents: number;
  /** Date of the most recent visit that is not in the future and not cancelled (ISO), if any. */
  lastVisit: string | null;
  /** platform.md §4: the last visit is within the last ACTIVE_USER_WINDOW_DAYS days. */
  isActive: boolean;
  /** At least one visit is still scheduled. */
  hasUpcoming: boolean;
  /** The USER_RECENT_VISITS most recent visits (any status), newest first. */
  recentVisits: Visit[];
  /** How many visits the recent list leaves out ('+n more'). */
  moreVisits: number;
  /** Every visit (any status), newest first: the View Details dialog. */
  visits: Visit[];
  /** The account behind the id (email, phone, address), once GET /api/admin/users answered. */
  contact: UserContact | null;
}

export type UserContact = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'phone' | 'address'>;

const byDateDesc = (a: Visit, b: Visit) => Date.parse(b.scheduledDate) - Date.parse(a.scheduledDate);

/** Groups jobs by homeownerId (platform.md §2, User management); most recently seen users first. */
export function groupUsers(jobs: readonly Visit[], now: Date): UserSummary[] {
  const byOwner = new Map<number, Visit[]>();
  for (const job of jobs) {
    const list = byOwner.get(job.homeownerId);
    if (list) list.push(job);
    else byOwner.set(job.homeownerId, [job]);
  }
  const activeSince = subDays(now, ACTIVE_USER_WINDOW_DAYS).getTime();
  const users: UserSummary[] = [];
  for (const [homeownerId, visits] of byOwner) {
    const sorted = [...visits].sort(byDateDesc);
    const booked = sorted.filter((v) => v.status !== 'cancelled');
    const last = booked.find((v) => Date.parse(v.scheduledDate) <= now.getTime());
    const owner = sorted[0]?.homeowner;
    users.push({
      homeownerId,
      name: owner ? `${owner.firstName} ${owner.lastName}`.trim() : `Homeowner #${homeownerId}`,
      totalVisits: booked.length,
      totalSpentCents: booked.reduce((sum, v) => sum + amountToCents(v.totalAmount), 0),
      lastVisit: last?.scheduledDate ?? null,
      isActive: last !== undefined && Date.parse(last.scheduledDate) >= activeSince,
      hasUpcoming: visits.some((v) => v.status === 'scheduled'),
      recentVisits: sorted.slice(0, USER_RECENT_VISITS),
      moreVisits: Math.max(0, sorted.length - USER_RECENT_VISITS),
      visits: sorted,
      contact: null,
    });
  }
  return users.sort(
    (a, b) => (b.lastVisit ? Date.parse(b.lastVisit) : 0) - (a.lastVisit ? Date.parse(a.lastVisit) : 0) || a.name.localeCompare(b.name),
  );
}

export interface UsersOverview {
  totalUsers: number;
  activeUsers: number;
  avgVisits: number;
  avgSpentCents: number;
}

/** The four cards of the users screen. */
export function summarizeUsers(users: readonly UserSummary[]): UsersOverview {
  const totalUsers = users.length;
  const visits = users.reduce((sum, u) => sum + u.totalVisits, 0);
  const spent = users.reduce((sum, u) => sum + u.totalSpentCents, 0);
  return {
    totalUsers,
    activeUsers: users.filter((u) => u.isActive).length,
    avgVisits: totalUsers ? visits / totalUsers : 0,
    avgSpentCents: totalUsers ? Math.round(spent / totalUsers) : 0,
  };
}

/**
 * Adds each homeowner's account (GET /api/admin/users?role=homeowner) to their summary; the
 * account's name wins over the one on the visits, which is the same person.
 */
export function withContacts(users: readonly UserSummary[], accounts: readonly UserContact[]): UserSummary[] {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return users.map((user) => {
    const contact = byId.get(user.homeownerId) ?? null;
    if (!contact) return user;
    return { ...user, contact, name: `${contact.firstName} ${contact.lastName}`.trim() || user.name };
  });
}

/** The search box matches the homeowner id ('12' or '#12'), the name and the email, ignoring case. */
export function matchesUserSearch(user: UserSummary, search: string): boolean {
  const query = search.trim().toLowerCase().replace(/^#/, '');
  if (!query) return true;
  return (
    String(user.homeownerId).includes(query) ||
    user.name.toLowerCase().includes(query) ||
    (user.contact?.email.toLowerCase().includes(query) ?? false)
  );
}

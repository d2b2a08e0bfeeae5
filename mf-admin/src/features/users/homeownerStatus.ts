import type { BadgeTone } from '@housesit/shell/kit';
import type { HomeownerSummary } from '@housesit/shared-contracts';

/**
 * A homeowner's status on the users screen: Active or Inactive by their last visit (decision
 * 017); a customer whose first visit has not taken place yet is New, not Inactive.
 */
export function homeownerStatus(user: Pick<HomeownerSummary, 'isActive' | 'lastVisit'>): { label: string; tone: BadgeTone } {
  if (user.isActive) return { label: 'Active', tone: 'success' };
  if (user.lastVisit === null) return { label: 'New', tone: 'info' };
  return { label: 'Inactive', tone: 'neutral' };
}

/** '1 upcoming visit', '3 upcoming visits', 'No scheduled visits'. */
export function upcomingText(count: number): string {
  if (count === 0) return 'No scheduled visits';
  return count === 1 ? '1 upcoming visit' : `${count} upcoming visits`;
}

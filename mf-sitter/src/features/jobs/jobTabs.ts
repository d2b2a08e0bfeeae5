import type { Visit, VisitStatus } from '@housesit/shared-contracts';
import { homeownerName } from '../visits';

export type JobTabId = 'upcoming' | 'active' | 'completed';

export interface JobTab {
  id: JobTabId;
  label: string;
  status: VisitStatus;
}

/** docs/product/platform.md: tabs Upcoming (scheduled), Active (in_progress) and Completed. */
export const JOB_TABS: readonly JobTab[] = [
  { id: 'upcoming', label: 'Upcoming', status: 'scheduled' },
  { id: 'active', label: 'Active', status: 'in_progress' },
  { id: 'completed', label: 'Completed', status: 'completed' },
];

/** Search by homeowner first name, last name (or both) or address, ignoring case. */
export function matchesJobSearch(visit: Visit, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return [visit.homeowner.firstName, visit.homeowner.lastName, homeownerName(visit), visit.propertyAddress].some((text) =>
    text.toLowerCase().includes(query),
  );
}

const time = (v: Visit) => Date.parse(v.scheduledDate);

/**
 * The visits of each tab that match the search: upcoming and active soonest first, completed
 * newest first. Cancelled visits belong to no tab.
 */
export function jobsByTab(visits: readonly Visit[], search: string): Record<JobTabId, Visit[]> {
  const matching = visits.filter((v) => matchesJobSearch(v, search));
  const of = (status: VisitStatus) => matching.filter((v) => v.status === status);
  return {
    upcoming: of('scheduled').sort((a, b) => time(a) - time(b)),
    active: of('in_progress').sort((a, b) => time(a) - time(b)),
    completed: of('completed').sort((a, b) => time(b) - time(a)),
  };
}

import { serviceDayKey, type Visit } from '@housesit/shared-contracts';
import { completedOn } from '../visits';

/** Items in the recent activity and upcoming lists. */
export const DASHBOARD_LIST_LIMIT = 5;

export interface ActivityItem {
  key: string;
  kind: 'started' | 'completed';
  at: string;
  visit: Visit;
}

export interface DayOverview {
  activeJobs: number;
  completedToday: number;
  upcomingCount: number;
  /** Scheduled visits after today, soonest first. */
  upcoming: Visit[];
  /** Today's visits (not cancelled) in time order. */
  todaysSchedule: Visit[];
  /** Latest visit starts and completions, newest first. */
  recentActivity: ActivityItem[];
}

const time = (v: Visit) => Date.parse(v.scheduledDate);
/** Days are New York's (docs/product/DECISIONS.md 'Time'), whatever the sitter's phone says. */
const day = (v: Visit) => serviceDayKey(v.scheduledDate);

/** What the sitter dashboard shows from the assigned visits (pay comes from the earnings endpoint). */
export function dayOverview(visits: readonly Visit[], now: Date): DayOverview {
  const today = serviceDayKey(now);
  const scheduled = visits.filter((v) => v.status === 'scheduled');
  const upcoming = scheduled.filter((v) => day(v) > today).sort((a, b) => time(a) - time(b));

  const activity: ActivityItem[] = [];
  for (const visit of visits) {
    const startedAt = visit.report?.checkInAt ?? (visit.status === 'in_progress' ? visit.updatedAt : null);
    if (startedAt && (visit.status === 'in_progress' || visit.status === 'completed')) {
      activity.push({ key: `${visit.id}-started`, kind: 'started', at: startedAt, visit });
    }
    if (visit.status === 'completed') {
      activity.push({ key: `${visit.id}-completed`, kind: 'completed', at: completedOn(visit).toISOString(), visit });
    }
  }
  activity.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.kind === 'completed' ? -1 : 1));

  return {
    activeJobs: visits.filter((v) => v.status === 'in_progress').length,
    completedToday: visits.filter((v) => v.status === 'completed' && serviceDayKey(completedOn(v)) === today).length,
    upcomingCount: scheduled.filter((v) => day(v) >= today).length,
    upcoming: upcoming.slice(0, DASHBOARD_LIST_LIMIT),
    todaysSchedule: visits.filter((v) => v.status !== 'cancelled' && day(v) === today).sort((a, b) => time(a) - time(b)),
    recentActivity: activity.slice(0, DASHBOARD_LIST_LIMIT),
  };
}

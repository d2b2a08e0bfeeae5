import type { Visit } from '@housesit/shared-contracts';

export function homeownerName(visit: Pick<Visit, 'homeowner'>): string {
  return `${visit.homeowner.firstName} ${visit.homeowner.lastName}`.trim();
}

/** When a visit counts as done: its report's completion time, else its scheduled time. */
export function completedOn(visit: Visit): Date {
  return new Date(visit.report?.completedAt ?? visit.scheduledDate);
}

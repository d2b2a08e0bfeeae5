import { serviceDayKey, type SitterDayLoad, type SitterLoadReport, type TimeWindow, type Visit } from '@housesit/shared-contracts';

/**
 * Reading the load report (GET /api/admin/dispatch/load) for one sitter's day. A visit already
 * counted in the day it is being weighed for (the same sitter, the same day) is taken out first,
 * so reassigning or moving it never warns of itself.
 */
export function sitterDay(report: SitterLoadReport | undefined, sitterId: number, date: string): SitterDayLoad | null {
  return report?.sitters.find((sitter) => sitter.sitterId === sitterId)?.days.find((day) => day.date === date) ?? null;
}

export function withoutVisit(
  day: SitterDayLoad,
  sitterId: number,
  visit: Pick<Visit, 'assignedSitterId' | 'scheduledDate' | 'timeWindow' | 'status'>,
): SitterDayLoad {
  const counted = visit.assignedSitterId === sitterId && visit.status !== 'cancelled' && serviceDayKey(visit.scheduledDate) === day.date;
  if (!counted) return day;
  const window: TimeWindow = visit.timeWindow;
  return { ...day, total: Math.max(0, day.total - 1), [window]: Math.max(0, day[window] - 1) };
}

/** Sitters off on `date`, by id. */
export function offOn(report: SitterLoadReport | undefined, date: string): Set<number> {
  const off = new Set<number>();
  for (const sitter of report?.sitters ?? []) {
    if (sitter.days.some((day) => day.date === date && day.off)) off.add(sitter.sitterId);
  }
  return off;
}

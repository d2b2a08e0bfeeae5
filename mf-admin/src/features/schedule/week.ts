import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import {
  SITTER_DAILY_VISIT_LIMIT,
  TIME_WINDOW_LABELS,
  serviceDayKey,
  type TimeWindow,
  type User,
  type Visit,
} from '@housesit/shared-contracts';

/**
 * The week schedule's arithmetic: service-area days (docs/product/DECISIONS.md 'Time'), the rows
 * (sitters, then Unassigned) and the warnings an assignment raises. Day keys are 'yyyy-MM-dd'
 * strings; date-fns works on them at local noon, which no zone's offset moves to another day.
 */
export const UNASSIGNED_ROW = 'unassigned' as const;
export type RowKey = number | typeof UNASSIGNED_ROW;

const atNoon = (dayKey: string) => parseISO(`${dayKey}T12:00:00`);
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Monday of the week holding `dayKey` (or today in the service area). */
export function weekStartOf(dayKey: string): string {
  return format(startOfWeek(atNoon(dayKey), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

export function readWeekParam(raw: string | null, now: Date = new Date()): string {
  return weekStartOf(raw && DAY_KEY.test(raw) ? raw : serviceDayKey(now));
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return format(addDays(atNoon(weekStart), weeks * 7), 'yyyy-MM-dd');
}

export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => format(addDays(atNoon(weekStart), i), 'yyyy-MM-dd'));
}

/** 'Mon, Nov 23' for a column header. */
export function dayHeading(dayKey: string): string {
  return format(atNoon(dayKey), 'EEE, MMM d');
}

/** 'Nov 23 – Nov 29, 2026' for the week's heading. */
export function weekHeading(weekStart: string): string {
  const days = weekDays(weekStart);
  return `${format(atNoon(days[0]!), 'MMM d')} – ${format(atNoon(days[6]!), 'MMM d, yyyy')}`;
}

/** docs/product/DECISIONS.md 'Time': a visit has a window (Morning 8–12, Midday 12–4, Evening 4–8), never a clock time on screen. */
export type VisitWindow = (typeof TIME_WINDOW_LABELS)[TimeWindow];

export function visitWindow(visit: Pick<Visit, 'timeWindow'>): VisitWindow {
  return TIME_WINDOW_LABELS[visit.timeWindow];
}

/** Visits a schedule shows: cancelled ones need nobody. */
export function scheduledVisits(visits: readonly Visit[]): Visit[] {
  return visits.filter((visit) => visit.status !== 'cancelled');
}

export interface ScheduleRow {
  key: RowKey;
  label: string;
  /** Day key → that day's visits in this row, in time order. */
  days: Map<string, Visit[]>;
}

/** Active sitters (and anyone who still holds a visit this week), then the Unassigned row. */
export function scheduleRows(visits: readonly Visit[], sitters: readonly User[]): ScheduleRow[] {
  const shown = scheduledVisits(visits).sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id);
  const rows = new Map<RowKey, ScheduleRow>();
  for (const sitter of sitters) {
    if (!sitter.deactivatedAt) rows.set(sitter.id, { key: sitter.id, label: `${sitter.firstName} ${sitter.lastName}`, days: new Map() });
  }
  const unassigned: ScheduleRow = { key: UNASSIGNED_ROW, label: 'Unassigned', days: new Map() };
  for (const visit of shown) {
    let row = unassigned;
    if (visit.assignedSitterId !== null) {
      const existing = rows.get(visit.assignedSitterId);
      const name = visit.assignedSitter
        ? `${visit.assignedSitter.firstName} ${visit.assignedSitter.lastName}`
        : `Sitter #${visit.assignedSitterId}`;
      row = existing ?? { key: visit.assignedSitterId, label: name, days: new Map() };
      rows.set(visit.assignedSitterId, row);
    }
    const day = serviceDayKey(visit.scheduledDate);
    row.days.set(day, [...(row.days.get(day) ?? []), visit]);
  }
  return [...rows.values(), unassigned];
}

/**
 * What giving `visit` to `sitterId` would mean for that sitter's day: more visits than
 * SITTER_DAILY_VISIT_LIMIT, or another visit in the same window. Empty when nothing to warn of.
 */
export function assignmentWarnings(visit: Visit, sitterId: number | null, visits: readonly Visit[], sitterName: string): string[] {
  if (sitterId === null) return [];
  const day = serviceDayKey(visit.scheduledDate);
  const theirs = scheduledVisits(visits).filter(
    (other) => other.id !== visit.id && other.assignedSitterId === sitterId && serviceDayKey(other.scheduledDate) === day,
  );
  const warnings: string[] = [];
  if (theirs.length + 1 > SITTER_DAILY_VISIT_LIMIT) {
    warnings.push(
      `${sitterName} would have ${theirs.length + 1} visits on ${dayHeading(day)}, more than the limit of ${SITTER_DAILY_VISIT_LIMIT}.`,
    );
  }
  const window = visitWindow(visit);
  const clash = theirs.filter((other) => visitWindow(other) === window);
  if (clash.length > 0) {
    warnings.push(
      `${sitterName} already has ${clash.map((other) => `Visit #${other.id}`).join(', ')} in the ${window.toLowerCase()} window that day.`,
    );
  }
  return warnings;
}

/** A cell's own warning (over the limit, or two visits in one window), for a sitter's row. */
export function cellWarning(dayVisits: readonly Visit[]): string | null {
  if (dayVisits.length > SITTER_DAILY_VISIT_LIMIT) return `${dayVisits.length} visits, over the limit of ${SITTER_DAILY_VISIT_LIMIT}`;
  const windows = dayVisits.map(visitWindow);
  const twice = windows.find((window, i) => windows.indexOf(window) !== i);
  return twice ? `Two visits in the ${twice.toLowerCase()} window` : null;
}

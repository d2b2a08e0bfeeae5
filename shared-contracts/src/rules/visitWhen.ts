/**
 * How every screen and email says when a visit is (docs/product/DECISIONS.md 'Time'): its America/New_York day
 * and its window, never a clock time, whatever the viewer's zone.
 */
import { timeWindowText, type TimeWindow } from '../schemas/timeWindow.js';
import { serviceDayLabel } from './visitRules.js';

/** 'Monday, June 22, 2026 · Morning (8–12)'. */
export function visitWhen(visit: { scheduledDate: string | Date; timeWindow: TimeWindow }): string {
  return `${serviceDayLabel(visit.scheduledDate)} · ${timeWindowText(visit.timeWindow)}`;
}

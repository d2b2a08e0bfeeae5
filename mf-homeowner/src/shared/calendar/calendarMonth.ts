import { addDays, addMonths, endOfMonth, endOfWeek, format, getDay, parseISO, startOfMonth, startOfWeek } from 'date-fns';

/** Calendar dates travel as yyyy-MM-dd; date-fns works on local midnights of those days. */
export const toIso = (date: Date) => format(date, 'yyyy-MM-dd');
export const fromIso = (iso: string) => parseISO(iso);

/** The weeks of the month containing `monthIso`, Sunday first; days of other months are null. */
export function monthWeeks(monthIso: string): (string | null)[][] {
  const first = startOfMonth(fromIso(monthIso));
  const last = endOfMonth(first);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: getDay(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(toIso(day));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export const monthOf = (iso: string) => toIso(startOfMonth(fromIso(iso)));
export const monthEnd = (iso: string) => toIso(endOfMonth(fromIso(iso)));
export const shiftMonth = (monthIso: string, months: number) => toIso(startOfMonth(addMonths(fromIso(monthIso), months)));

/** Where a calendar key moves the focused day (the ARIA date-picker grid keys). */
export function moveFocus(iso: string, key: string): string | null {
  const date = fromIso(iso);
  switch (key) {
    case 'ArrowLeft':
      return toIso(addDays(date, -1));
    case 'ArrowRight':
      return toIso(addDays(date, 1));
    case 'ArrowUp':
      return toIso(addDays(date, -7));
    case 'ArrowDown':
      return toIso(addDays(date, 7));
    case 'Home':
      return toIso(startOfWeek(date));
    case 'End':
      return toIso(endOfWeek(date));
    case 'PageUp':
      return toIso(addMonths(date, -1));
    case 'PageDown':
      return toIso(addMonths(date, 1));
    default:
      return null;
  }
}

/** `iso` kept within [min, max]; yyyy-MM-dd strings sort as the dates do. */
export function clampIso(iso: string, min: string, max: string): string {
  return iso < min ? min : iso > max ? max : iso;
}

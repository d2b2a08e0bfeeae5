import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT, LONG_DATE_FORMAT, TIME_FORMAT } from '@housesit/shared-contracts';

function formatWith(pattern: string, value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  // A malformed date from the server is shown as it came rather than crashing the screen.
  return isValid(date) ? format(date, pattern) : String(value);
}

/** 'June 22, 2025' */
export const formatDate = (iso: string | Date) => formatWith(DATE_FORMAT, iso);
/** 'Sunday, June 22, 2025' */
export const formatLongDate = (iso: string | Date) => formatWith(LONG_DATE_FORMAT, iso);
/** '2:30 PM' */
export const formatTime = (iso: string | Date) => formatWith(TIME_FORMAT, iso);

import { format, parse } from 'date-fns';

/** 'Jun 2026' from the report's 'yyyy-MM'. */
export function monthLabel(month: string): string {
  const date = parse(month, 'yyyy-MM', new Date(2000, 0, 1));
  return Number.isNaN(date.getTime()) ? month : format(date, 'MMM yyyy');
}

/** '47.7%' from 47.7, '40%' from 40. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}

/**
 * When the Housesit team answers messages: the office hours a deployment configures
 * (OFFICE_HOURS, validated by the API's env.ts with parseOfficeHours), on the service area's clock
 * (America/New_York). A conversation no sitter answers yet says them, and when the team is next in.
 */
import { array, integer, object, size, string, type Infer } from 'superstruct';
import { BRAND } from '../brand.js';
import { addDaysIso } from '../schemas/checkout.js';
import { serviceDayKey } from './visitRules.js';
import { serviceInstant } from './windowTimes.js';

/** Monday to Friday 8 AM–6 PM and Saturday 9 AM–1 PM, New York time. */
export const DEFAULT_OFFICE_HOURS = 'Mon-Fri 08:00-18:00; Sat 09:00-13:00';

/** One day's opening: `day` 0 = Sunday … 6 = Saturday; minutes after midnight, `opens` < `closes`. */
export const OfficePeriodStruct = object({ day: size(integer(), 0, 6), opens: size(integer(), 0, 1439), closes: size(integer(), 1, 1440) });
export type OfficePeriod = Infer<typeof OfficePeriodStruct>;

/** GET /api/support/hours: the periods and the same in words. */
export const OfficeHoursStruct = object({ periods: array(OfficePeriodStruct), text: string() });
export type OfficeHours = Infer<typeof OfficeHoursStruct>;

const DAY_ABBREVIATIONS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function dayIndex(text: string): number {
  return DAY_ABBREVIATIONS.indexOf(text.trim().slice(0, 3).toLowerCase() as (typeof DAY_ABBREVIATIONS)[number]);
}

function minutesOf(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * 'Mon-Fri 08:00-18:00; Sat 09:00-13:00' → one period per day, Sunday first. Answers the reason
 * (a string) when the text is not that shape: days as Mon…Sun or a range of them, 24-hour times,
 * opening before closing, each day at most once.
 */
export function parseOfficeHours(spec: string): OfficePeriod[] | string {
  const periods: OfficePeriod[] = [];
  const parts = spec
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return 'give at least one day and its hours, e.g. "Mon-Fri 08:00-18:00"';
  for (const part of parts) {
    const match = /^([A-Za-z]+)(?:\s*-\s*([A-Za-z]+))?\s+(\S+)\s*-\s*(\S+)$/.exec(part);
    if (!match) return `"${part}" is not "Day[-Day] HH:MM-HH:MM"`;
    const first = dayIndex(match[1] ?? '');
    const last = match[2] ? dayIndex(match[2]) : first;
    const opens = minutesOf(match[3] ?? '');
    const closes = minutesOf(match[4] ?? '');
    if (first < 0 || last < 0) return `"${part}" names a day that is not Mon, Tue, Wed, Thu, Fri, Sat or Sun`;
    if (opens === null || closes === null) return `"${part}" has a time that is not HH:MM (24-hour)`;
    if (opens >= closes) return `"${part}" closes before it opens`;
    for (let day = first; ; day = (day + 1) % 7) {
      if (periods.some((period) => period.day === day)) return `"${part}" repeats ${DAY_NAMES[day]}`;
      periods.push({ day, opens, closes });
      if (day === last) break;
    }
  }
  return periods.sort((a, b) => a.day - b.day);
}

/** '8 AM', '6:30 PM', '12 PM'. */
function clock(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const mins = minutes % 60;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}${mins ? `:${String(mins).padStart(2, '0')}` : ''} ${suffix}`;
}

/** 'Monday to Friday 8 AM–6 PM, Saturday 9 AM–1 PM (New York time)': consecutive days with the same hours share one entry. */
export function officeHoursText(periods: readonly OfficePeriod[]): string {
  // Monday first, as people read a week.
  const week = [...periods].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
  const groups: Array<{ from: number; to: number; opens: number; closes: number }> = [];
  for (const period of week) {
    const previous = groups[groups.length - 1];
    if (previous && previous.opens === period.opens && previous.closes === period.closes && (previous.to + 1) % 7 === period.day) {
      previous.to = period.day;
    } else {
      groups.push({ from: period.day, to: period.day, opens: period.opens, closes: period.closes });
    }
  }
  const entries = groups.map((group) => {
    const days = group.from === group.to ? DAY_NAMES[group.from] : `${DAY_NAMES[group.from]} to ${DAY_NAMES[group.to]}`;
    return `${days} ${clock(group.opens)}–${clock(group.closes)}`;
  });
  return `${entries.join(', ')} (New York time)`;
}

/** The instant `minutes` after midnight on the service-area day `date`. */
function instantOn(date: string, minutes: number): Date {
  return new Date(serviceInstant(date, Math.floor(minutes / 60)).getTime() + (minutes % 60) * 60_000);
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Null while the team is in at `now`; otherwise when it next opens (within the coming week). */
export function nextOfficeOpening(periods: readonly OfficePeriod[], now: Date): Date | null {
  const today = serviceDayKey(now);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const date = addDaysIso(today, ahead);
    const period = periods.find((p) => p.day === weekdayOf(date));
    if (!period) continue;
    const opens = instantOn(date, period.opens);
    const closes = instantOn(date, period.closes);
    if (now < opens) return opens;
    if (now < closes) return null;
  }
  return null;
}

/** 'Monday at 8 AM', 'today at 9 AM', 'tomorrow at 8 AM', on the service area's clock. */
function openingLabel(opening: Date, now: Date): string {
  const date = serviceDayKey(opening);
  const today = serviceDayKey(now);
  const minutes = Math.round((opening.getTime() - instantOn(date, 0).getTime()) / 60_000);
  const day = date === today ? 'today' : date === addDaysIso(today, 1) ? 'tomorrow' : DAY_NAMES[weekdayOf(date)];
  return `${day} at ${clock(minutes)}`;
}

/**
 * What a conversation without a sitter says about answers: the hours, and whether the team is in
 * now or when it next is. Without any hours configured it names none.
 */
export function teamAnswersText(hours: OfficeHours, now: Date): string {
  if (hours.periods.length === 0) return `The ${BRAND} team answers messages as soon as it can.`;
  const intro = `The ${BRAND} team answers messages ${hours.text}.`;
  const opening = nextOfficeOpening(hours.periods, now);
  if (!opening) return `${intro} The team is in now.`;
  return `${intro} It is outside those hours now: expect an answer from ${openingLabel(opening, now)}.`;
}

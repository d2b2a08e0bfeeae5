import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFICE_HOURS,
  nextOfficeOpening,
  officeHoursText,
  parseOfficeHours,
  teamAnswersText,
  type OfficePeriod,
} from './officeHours.js';

const periods = (spec: string): OfficePeriod[] => {
  const parsed = parseOfficeHours(spec);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const DEFAULT = periods(DEFAULT_OFFICE_HOURS);
const hours = { periods: DEFAULT, text: officeHoursText(DEFAULT) };

describe('office hours', () => {
  it('reads day ranges and 24-hour times, and refuses anything else with a reason', () => {
    expect(DEFAULT).toHaveLength(6);
    expect(DEFAULT[0]).toEqual({ day: 1, opens: 480, closes: 1080 });
    expect(DEFAULT[5]).toEqual({ day: 6, opens: 540, closes: 780 });
    expect(periods('Sat-Sun 10:00-14:00').map((p) => p.day)).toEqual([0, 6]);
    expect(parseOfficeHours('')).toMatch(/at least one day/);
    expect(parseOfficeHours('Mon-Fri 8am-6pm')).toMatch(/HH:MM/);
    expect(parseOfficeHours('Funday 08:00-10:00')).toMatch(/not Mon/);
    expect(parseOfficeHours('Mon 18:00-08:00')).toMatch(/closes before it opens/);
    expect(parseOfficeHours('Mon-Fri 08:00-18:00; Fri 09:00-10:00')).toMatch(/repeats Friday/);
  });

  it('says the hours in words, consecutive days with the same hours together', () => {
    expect(hours.text).toBe('Monday to Friday 8 AM–6 PM, Saturday 9 AM–1 PM (New York time)');
    expect(officeHoursText(periods('Mon 08:30-12:00; Wed 08:30-12:00'))).toBe(
      'Monday 8:30 AM–12 PM, Wednesday 8:30 AM–12 PM (New York time)',
    );
  });

  it('knows whether the team is in on the service area’s clock, at the instants the hours start and end', () => {
    // Friday 2026-06-19: 8:00 AM in New York is 12:00 UTC (EDT).
    expect(nextOfficeOpening(DEFAULT, new Date('2026-06-19T11:59:59Z'))).toEqual(new Date('2026-06-19T12:00:00Z'));
    expect(nextOfficeOpening(DEFAULT, new Date('2026-06-19T12:00:00Z'))).toBeNull();
    expect(nextOfficeOpening(DEFAULT, new Date('2026-06-19T21:59:59Z'))).toBeNull();
    // 6:00 PM Friday: next is Saturday 9 AM; 1 PM Saturday: next is Monday 8 AM.
    expect(nextOfficeOpening(DEFAULT, new Date('2026-06-19T22:00:00Z'))).toEqual(new Date('2026-06-20T13:00:00Z'));
    expect(nextOfficeOpening(DEFAULT, new Date('2026-06-20T17:00:00Z'))).toEqual(new Date('2026-06-22T12:00:00Z'));
    // In winter (EST) 8 AM is 13:00 UTC.
    expect(nextOfficeOpening(DEFAULT, new Date('2026-12-07T12:30:00Z'))).toEqual(new Date('2026-12-07T13:00:00Z'));
  });

  it('tells the customer when to expect an answer', () => {
    expect(teamAnswersText(hours, new Date('2026-06-19T14:00:00Z'))).toBe(
      'The Housesit team answers messages Monday to Friday 8 AM–6 PM, Saturday 9 AM–1 PM (New York time). The team is in now.',
    );
    expect(teamAnswersText(hours, new Date('2026-06-20T17:00:00Z'))).toBe(
      'The Housesit team answers messages Monday to Friday 8 AM–6 PM, Saturday 9 AM–1 PM (New York time). It is outside those hours now: expect an answer from Monday at 8 AM.',
    );
    expect(teamAnswersText(hours, new Date('2026-06-19T22:30:00Z'))).toMatch(/expect an answer from tomorrow at 9 AM\.$/);
    expect(teamAnswersText(hours, new Date('2026-06-19T05:00:00Z'))).toMatch(/expect an answer from today at 8 AM\.$/);
  });
});

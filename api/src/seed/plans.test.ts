import { describe, expect, it } from 'vitest';
import { dayRange, zonedTime } from '../time/serviceDay.js';
import { visitPlans } from './plans.js';

/** The demo's visits of "today" must be today's whenever the server seeds (e2e runs start at any hour). */
describe('visitPlans around the service day', () => {
  const todaysVisits = (now: Date, shift: number) => {
    const today = dayRange(now);
    return visitPlans(now, shift).filter((plan) => plan.when >= today.start && plan.when < today.end);
  };

  it.each([
    ['just after midnight', zonedTime(2030, 3, 7, 0, 2)],
    ['mid-morning', zonedTime(2030, 3, 7, 10, 0)],
    ['late evening', zonedTime(2030, 3, 7, 23, 50)],
    ['five minutes before midnight, on the eve of a daylight-saving change', zonedTime(2027, 3, 13, 23, 55)],
    ['two minutes before midnight on the eve of 29 February', zonedTime(2028, 2, 28, 23, 58)],
    ['in the last minute of the day', new Date(zonedTime(2030, 3, 7, 23, 59).getTime() + 30_000)],
  ])('seeded %s, one visit in progress and one to start are today’s', (_label, now) => {
    for (const shift of [0, 1]) {
      const statuses = todaysVisits(now, shift).map((plan) => plan.status);
      expect(statuses).toContain('in_progress');
      expect(statuses).toContain('scheduled');
      const inProgress = visitPlans(now, shift).find((plan) => plan.status === 'in_progress')!;
      expect(inProgress.when.getTime()).toBeLessThanOrEqual(now.getTime());
      // The visit still to start is not already behind the clock.
      const toStart = todaysVisits(now, shift).find((plan) => plan.status === 'scheduled')!;
      expect(toStart.when.getTime()).toBeGreaterThanOrEqual(now.getTime());
    }
  });
});

import { OfficeHoursStruct, type OfficeHours } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('OFFICE_HOURS and GET /api/support/hours', () => {
  it('answers the default hours to anyone, in periods and in words', async () => {
    const t = await createTestApp();
    apps.push(t);
    const response = await t.client().get('/api/support/hours');
    expect(response.status).toBe(200);
    const hours = (await response.json()) as OfficeHours;
    expect(is(hours, OfficeHoursStruct)).toBe(true);
    expect(hours.text).toBe('Monday to Friday 8 AM–6 PM, Saturday 9 AM–1 PM (New York time)');
    expect(hours.periods.map((p) => p.day)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers the configured hours', async () => {
    const t = await createTestApp({ env: { OFFICE_HOURS: 'Mon-Sun 07:30-21:00' }, database: apps[0]!.database });
    apps.push(t);
    const hours = (await (await t.client().get('/api/support/hours')).json()) as OfficeHours;
    expect(hours.periods).toHaveLength(7);
    expect(hours.text).toBe('Monday to Sunday 7:30 AM–9 PM (New York time)');
  });

  it.each([
    ['Mon-Fri 8-6', 'is not HH:MM'],
    ['Weekdays 08:00-18:00', 'names a day that is not'],
    ['Mon 18:00-08:00', 'closes before it opens'],
    [';', 'at least one day'],
  ])('refuses OFFICE_HOURS=%j at start, naming the variable', (value, reason) => {
    expect(() => loadEnv({ OFFICE_HOURS: value })).toThrow(/OFFICE_HOURS/);
    expect(() => loadEnv({ OFFICE_HOURS: value })).toThrow(reason);
  });
});

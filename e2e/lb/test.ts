/**
 * The load-balancer project's base test: fixtures/test.ts's `test` (household, signInAs, health),
 * with every request going to nginx in front of the two instances (lb/stack.ts) instead of a
 * worker server of its own, and a clock of the stack's:
 * - at the start of the run both instances' clocks are set to the suite's instant
 *   (e2eEnv.clockNow), each on its own port: they started a few seconds apart, and nginx would
 *   set only one of them;
 * - each test's browser context (and any other it makes, with `clock.follow`) gets the stack's
 *   clock as it reads then. The tests run in order on one story (a visit booked in the first is
 *   worked on in the last), so time runs on between them and never goes back.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { e2eEnv } from '../env';
import { expect, test as base } from '../fixtures/test';
import { lbSettings } from './settings';

/** Sets both instances' clocks to `instant`, each on its own port (not through nginx). */
async function setInstanceClocks(instant: Date): Promise<void> {
  for (const port of lbSettings.instancePorts) {
    const response = await fetch(`http://127.0.0.1:${port}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: instant.toISOString() }),
    });
    expect(response.status, `the clock of the instance on ${port}: ${await response.text()}`).toBe(200);
  }
}

/** The stack's clock as it reads now (either instance: they were set together and run on alike). */
async function stackNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/test/clock');
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

export const test = base.extend<Record<never, never>, { stackClock: Date }>({
  // nginx, the only address a browser of this project uses; no worker server is started.
  baseURL: async ({}, use) => {
    await use(lbSettings.origin);
  },
  stackClock: [
    async ({}, use) => {
      await setInstanceClocks(e2eEnv.clockNow);
      await use(e2eEnv.clockNow);
    },
    { scope: 'worker', auto: true },
  ],
  // Replaces the base's automatic clock (an override keeps it automatic).
  clock: async ({ context, request, stackClock: _setAtTheStart }, use) => {
    const follow = async (other: BrowserContext) => {
      await other.clock.install({ time: await stackNow(request) });
    };
    const start = await stackNow(request);
    await context.clock.install({ time: start });
    const set = async (instant: Date) => {
      await setInstanceClocks(instant);
      await context.clock.setSystemTime(instant);
    };
    await use({ start, set, follow });
  },
});

export { expect };

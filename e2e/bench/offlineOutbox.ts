/**
 * Benchmark: the sitter's outbox under a random signal. Each run, a sitter of a fresh household
 * (the test factory) opens today's visit on a 375 px phone and starts it, ticks every task, adds
 * three photos and completes it with notes, while the browser goes offline and online at random:
 * before an action, and right after one (so a request can reach the API and its answer be lost,
 * which the Idempotency-Key must absorb). Then the signal stays, and the API is asked what it
 * holds. Budget: no duplicate and no loss over every run.
 *   npx tsx bench/offlineOutbox.ts [runs] [seed]   (50 by default; starts its own server like the
 *                                                   e2e suite: build the API, shell and areas first)
 *   BENCH_OFFLINE_RUNS=5 BENCH_OFFLINE_SEED=1234 npm run bench -- offline-outbox   (the same, by name)
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { VisitEvent, VisitPage } from '@housesit/shared-contracts';
import { chromiumLaunchOptions } from '../env';
import { solidPng } from '../fixtures/png';
import { startWorkerServer } from '../fixtures/server';
import type { Household } from '../fixtures/test';
import { benchEnv } from './env';
import { OVER_BUDGET } from './lib/stats';

const RUNS = Number(process.argv[2] ?? benchEnv.offlineRuns ?? '50');
/** Repeats a run's schedule: the seed it printed. */
const seedArg = process.argv[3] ?? benchEnv.offlineSeed;
const SEED = seedArg ? Number(seedArg) : Date.now() % 1_000_000;
const PHOTOS = 3;
const NOTES = 'Bench: checked every room.';

/** A seeded generator, so a run that finds a fault can be repeated (BENCH seed printed). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface RunFigures {
  queued: number;
  appliedOnce: number;
  duplicates: number;
  losses: number;
  refused: number;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Randomly drops or restores the signal; sometimes right after an action, while its request is on the way. */
async function weather(context: BrowserContext, next: () => number): Promise<void> {
  await context.setOffline(next() < 0.5);
}

async function oneRun(baseUrl: string, context: BrowserContext, page: Page, household: Household, next: () => number): Promise<RunFigures> {
  const sitter = household.people.sitter;
  const cookie = `${household.cookieName}=${sitter.sessionToken}`;
  await page.goto(`${baseUrl}/sitter/dashboard`);
  const card = page.getByRole('list', { name: "Today's visits" }).getByRole('listitem').filter({ hasText: 'Upcoming' }).first();
  await card.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog');
  const title = ((await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  const visitId = Number(title.replace('Visit #', ''));

  const act = async (action: () => Promise<void>) => {
    await weather(context, next);
    await action();
    if (next() < 0.3) {
      // Flip the network while the outbox's request is on its way: the case a key must survive.
      await page.waitForRequest(/\/api\/(visit|report)\//, { timeout: 150 + Math.floor(next() * 150) }).catch(() => undefined);
      await weather(context, next);
    }
  };
  let queued = 0;
  await act(async () => {
    await dialog.getByRole('button', { name: 'Start visit' }).click();
    await dialog.getByRole('button', { name: 'Yes, start visit' }).click();
    await dialog.getByText('In Progress', { exact: true }).waitFor();
  });
  queued += 1;
  const boxes = dialog.getByRole('checkbox');
  const tasks = await boxes.count();
  for (let index = 0; index < tasks; index++) {
    await act(async () => {
      await boxes.nth(index).click();
      await dialog.getByText(`${index + 1} of ${tasks} done`).waitFor();
    });
    queued += 1;
  }
  const input = dialog.getByLabel(`Photo files for ${title}`);
  for (let index = 0; index < PHOTOS; index++) {
    await act(async () => {
      await input.setInputFiles({ name: `p${index}.png`, mimeType: 'image/png', buffer: solidPng(32, 24, [index * 60, 90, 120]) });
      await dialog.getByRole('img', { name: `Photo ${index + 1} of ${title}` }).waitFor();
    });
    queued += 1;
  }
  await dialog.getByLabel('Visit notes').fill(NOTES);
  await act(async () => {
    await dialog.getByRole('button', { name: 'Complete visit' }).click();
    await dialog.getByText('Completed', { exact: true }).waitFor();
  });
  queued += 1;

  // Signal for good: wait for the phone to have nothing left to send.
  await context.setOffline(false);
  const waiting = dialog.getByRole('heading', { name: /changes? waiting/ });
  const deadline = Date.now() + 120_000;
  while ((await waiting.count()) > 0 && Date.now() < deadline) {
    const sendNow = dialog.getByRole('button', { name: 'Send now' });
    // The button comes and goes as the queue drains: a short try, never a 30 s wait on it.
    await sendNow.click({ timeout: 1000 }).catch(() => undefined);
    // Until the list empties, a short look each round, then Send now again.
    await waiting
      .first()
      .waitFor({ state: 'detached', timeout: 500 })
      .catch(() => undefined);
  }
  const refused = await dialog.getByRole('list', { name: 'Changes not applied' }).getByRole('listitem').count();

  const headers = { cookie };
  const visits = await json<VisitPage>(`${baseUrl}/api/visits?limit=100`, { headers });
  const visit = visits.items.find((v) => v.id === visitId);
  const history = await json<{ items: VisitEvent[] }>(`${baseUrl}/api/visit/${visitId}/history`, { headers });
  const starts = history.items.filter((event) => event.kind === 'started').length;
  const photos = visit?.report?.mediaUrls.length ?? 0;
  const ticked = visit?.tasks.filter((task) => task.isCompleted).length ?? 0;
  const completed = visit?.status === 'completed' && visit.report?.notes === NOTES ? 1 : 0;
  // A tick is a state, not a count: more ticks than tasks cannot happen, fewer is a loss.
  const duplicates = Math.max(0, starts - 1) + Math.max(0, photos - PHOTOS);
  const losses = (starts === 0 ? 1 : 0) + Math.max(0, PHOTOS - photos) + (tasks - ticked) + (1 - completed);
  return { queued, appliedOnce: queued - losses, duplicates, losses, refused };
}

async function main() {
  const seed = SEED;
  const next = random(seed);
  let failedRuns = 0;
  console.log(`offline outbox: ${RUNS} runs, seed ${seed}`);
  const { server, stop } = await startWorkerServer({ workerIndex: 99, logDir: '/tmp' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const total: RunFigures = { queued: 0, appliedOnce: 0, duplicates: 0, losses: 0, refused: 0 };
  try {
    for (let run = 1; run <= RUNS; run++) {
      const household = await json<Household>(`${server.url}/api/test/household`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const { now } = await json<{ now: string }>(`${server.url}/api/test/clock`);
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'America/New_York' });
      await context.clock.install({ time: new Date(now) });
      await context.addCookies([{ name: household.cookieName, value: household.people.sitter.sessionToken, url: server.url }]);
      const page = await context.newPage();
      try {
        const figures = await oneRun(server.url, context, page, household, next);
        for (const key of Object.keys(total) as (keyof RunFigures)[]) total[key] += figures[key];
        console.log(
          `  run ${String(run).padStart(2)}: queued ${figures.queued}, applied once ${figures.appliedOnce}, duplicates ${figures.duplicates}, losses ${figures.losses}, refused ${figures.refused}`,
        );
      } catch (error) {
        // The screen did not get through the flow: a failure of its own, with what it showed.
        failedRuns += 1;
        const shot = `/tmp/offline-outbox-run-${run}.png`;
        await page.screenshot({ path: shot }).catch(() => undefined);
        const panel = await page
          .getByRole('dialog')
          .getByRole('region', { name: 'Changes on this phone' })
          .innerText({ timeout: 1000 })
          .catch(() => '(no changes panel)');
        console.log(`  run ${run} panel: ${panel.replace(/\s+/g, ' ')}`);
        const cookie = `${household.cookieName}=${household.people.sitter.sessionToken}`;
        const listed = await json<VisitPage>(`${server.url}/api/visits?limit=100`, { headers: { cookie } }).catch(() => null);
        const title = await page
          .getByRole('dialog')
          .getByRole('heading', { level: 2 })
          .textContent()
          .catch(() => '');
        const shown = listed?.items.find((v) => `Visit #${v.id}` === title?.trim());
        console.log(
          `  run ${run} API: ${shown?.status}, ticked ${shown?.tasks.filter((t) => t.isCompleted).length}/${shown?.tasks.length}, photos ${shown?.report?.mediaUrls.length}`,
        );
        console.log(`  run ${String(run).padStart(2)}: FAILED (${String(error).split('\n')[0]}); screen in ${shot}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  console.log(
    `\nactions queued ${total.queued}, applied once ${total.appliedOnce}, duplicates ${total.duplicates}, losses ${total.losses} (refused ${total.refused}, runs failed ${failedRuns})`,
  );
  const ok = total.duplicates === 0 && total.losses === 0 && total.refused === 0 && failedRuns === 0;
  console.log(ok ? 'within budget: no duplicate, no loss' : 'OVER BUDGET: duplicates or losses');
  process.exitCode = ok ? 0 : OVER_BUDGET;
}

await main();

/**
 * Benchmark: what a visitor's first interaction with a public page costs, on a phone-like
 * CPU (Chromium slowed 4× with the DevTools protocol's `Emulation.setCPUThrottlingRate`).
 *   /login  focus the username field          /   hover the first 'Get Started' link
 * The action comes as soon as its control is visible (the server's HTML, decision 020). Then
 * for 5 s the page's long tasks are recorded (PerformanceObserver 'longtask'), and the moment
 * `#server-page` leaves the DOM (the app took the page over) is noted. Printed per page, medians
 * of BENCH_INTERACTION_RUNS (3), each in a fresh browser context (nothing cached):
 *   - the total blocking time in the 5 s after the action (each long task's time past 50 ms that
 *     falls in that window), and how many long tasks; beside it the blocking time before the
 *     action (from the navigation), where the scripts that start at once spend theirs;
 *   - the take-over: ms after the action (negative when the app took over before it, as it does
 *     today when it loads at once), and ms after the navigation started.
 * Made to measure the change in which signed-out pages start their scripts on the first
 * interaction; it works as well while they start at once.
 *
 * Run it against a running production build: `npm start` in one shell, then
 *   npm run bench -- first-interaction
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { benchEnv } from './env';
import { watchLoad } from './lib/load';
import { median, ms, table } from './lib/stats';

const CPU_SLOWDOWN = 4;
const WINDOW_MS = 5000;
/** After the window, how much longer to wait for a take-over that has not come yet. */
const TAKE_OVER_GRACE_MS = 25_000;

const CASES: { path: string; action: string; control: (page: Page) => Locator; act: (control: Locator) => Promise<void> }[] = [
  {
    path: '/login',
    action: 'focus the username field',
    control: (page) => page.getByLabel('Username', { exact: true }).filter({ visible: true }).first(),
    act: (control) => control.focus(),
  },
  {
    path: '/',
    action: "hover 'Get Started'",
    control: (page) =>
      page
        .getByRole('link', { name: /^Get Started/ })
        .filter({ visible: true })
        .first(),
    act: (control) => control.hover(),
  },
];

/** In the page before its scripts: long tasks, the take-over, and the first focus or pointer entry once armed. */
const PROBE = `
  (() => {
    const probe = (window.__interactionProbe = { longTasks: [], takeOverAt: null, actionAt: null, armed: false });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    let seen = false;
    const watch = new MutationObserver(() => {
      const present = document.getElementById('server-page') !== null;
      if (present) seen = true;
      else if (seen && probe.takeOverAt === null) { probe.takeOverAt = performance.now(); watch.disconnect(); }
    });
    watch.observe(document, { childList: true, subtree: true });
    for (const type of ['focusin', 'pointerover']) {
      document.addEventListener(type, () => { if (probe.armed && probe.actionAt === null) probe.actionAt = performance.now(); }, { capture: true });
    }
  })();
`;

interface Probe {
  longTasks: { start: number; duration: number }[];
  takeOverAt: number | null;
  actionAt: number | null;
}

interface Run {
  blockingMs: number;
  /** From the navigation to the action (today's scripts mostly run there). */
  blockingBeforeMs: number;
  actionAtMs: number;
  longTasks: number;
  /** From the action to the take-over; null when it did not come. */
  takeOverAfterActionMs: number | null;
  takeOverAtMs: number | null;
}

async function once(browser: Browser, c: (typeof CASES)[number]): Promise<Run> {
  const context = await browser.newContext({ baseURL: benchEnv.baseUrl });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PROBE);
    await page.goto(c.path, { waitUntil: 'commit' });
    const control = c.control(page);
    await control.waitFor({ state: 'visible' });
    await page.evaluate(() => ((window as unknown as { __interactionProbe: { armed: boolean } }).__interactionProbe.armed = true));
    await c.act(control);
    await page.waitForTimeout(WINDOW_MS);
    await page
      .waitForFunction(() => document.getElementById('server-page') === null, undefined, { timeout: TAKE_OVER_GRACE_MS })
      .catch(() => undefined);
    const probe = await page.evaluate(() => (window as unknown as { __interactionProbe: Probe }).__interactionProbe);
    if (probe.actionAt === null) throw new Error(`${c.path}: the page saw no ${c.action}`);
    const from = probe.actionAt;
    const to = from + WINDOW_MS;
    // A task blocks from 50 ms after its start to its end; the part of that inside a window counts.
    const blocking = (start: number, end: number) =>
      probe.longTasks.reduce((total, t) => total + Math.max(0, Math.min(t.start + t.duration, end) - Math.max(t.start + 50, start)), 0);
    return {
      blockingMs: blocking(from, to),
      blockingBeforeMs: blocking(0, from),
      actionAtMs: from,
      longTasks: probe.longTasks.filter((t) => t.start + t.duration > from && t.start < to).length,
      takeOverAfterActionMs: probe.takeOverAt === null ? null : probe.takeOverAt - from,
      takeOverAtMs: probe.takeOverAt,
    };
  } finally {
    await context.close();
  }
}

const load = watchLoad();
const browser = await chromium.launch({ executablePath: benchEnv.chromiumPath, args: benchEnv.chromiumArgs });
try {
  console.log(
    `CPU slowed ${CPU_SLOWDOWN}×; ${benchEnv.interactionRuns} runs per page (fresh context each), medians; window ${WINDOW_MS / 1000} s after the action`,
  );
  const rows = [
    [
      'page',
      'action',
      'at',
      'blocking before',
      'blocking after (runs)',
      'long tasks after',
      'take-over after action',
      'take-over after navigation',
    ],
  ];
  const notes: string[] = [];
  for (const c of CASES) {
    const runs: Run[] = [];
    for (let i = 0; i < benchEnv.interactionRuns; i++) runs.push(await once(browser, c));
    const taken = runs.flatMap((r) => (r.takeOverAfterActionMs === null ? [] : [r.takeOverAfterActionMs]));
    const takenAt = runs.flatMap((r) => (r.takeOverAtMs === null ? [] : [r.takeOverAtMs]));
    if (taken.length < runs.length)
      notes.push(
        `${c.path}: no take-over within ${(WINDOW_MS + TAKE_OVER_GRACE_MS) / 1000} s of the action in ${runs.length - taken.length} of ${runs.length} runs`,
      );
    const mid = (key: 'blockingMs' | 'blockingBeforeMs' | 'actionAtMs' | 'longTasks') => median(runs.map((r) => r[key]));
    rows.push([
      c.path,
      c.action,
      ms(mid('actionAtMs')),
      ms(mid('blockingBeforeMs')),
      `${ms(mid('blockingMs'))} (${runs.map((r) => Math.round(r.blockingMs)).join(' / ')})`,
      String(mid('longTasks')),
      ms(median(taken)),
      ms(median(takenAt)),
    ]);
  }
  console.log(table(rows));
  for (const note of notes) console.log(note);
} finally {
  await browser.close();
  console.log(`\n${load.report()}`);
}

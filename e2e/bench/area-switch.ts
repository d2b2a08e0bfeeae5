/**
 * Benchmark: switching areas in the navigation, timed from the click to the new screen's
 * content (its h1 drawn and no 'Loading…' status left, i.e. its data shown), cold (the screen's
 * code not loaded yet in this browser: a fresh context with an empty cache) and warm (the same
 * switch again in that page). Budget: ≤ 300 ms cold on localhost.
 *   admin:     /admin/dashboard → /jobs → /revenue
 *   homeowner: /dashboard → /reports → /messages
 * Run against a running production build with the demo accounts:
 *   BENCH_URL=http://localhost:3000 npx tsx bench/area-switch.ts
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { benchEnv } from './env';
import { OVER_BUDGET } from './lib/stats';

const BUDGET_COLD_MS = 300;

interface Step {
  link: string;
  path: string;
  heading: string;
}

const JOURNEYS: { user: string; start: Step; steps: Step[] }[] = [
  {
    user: 'admin',
    start: { link: 'Dashboard', path: '/admin/dashboard', heading: 'Admin Dashboard' },
    steps: [
      { link: 'Jobs', path: '/jobs', heading: 'Job Queue' },
      { link: 'Revenue', path: '/revenue', heading: 'Revenue Analytics' },
    ],
  },
  {
    user: 'homeowner',
    start: { link: 'Dashboard', path: '/dashboard', heading: '' },
    steps: [
      { link: 'Reports', path: '/reports', heading: 'Reports' },
      { link: 'Messages', path: '/messages', heading: 'Messages' },
    ],
  },
];

/** In the page: the screen shows `heading` (any h1 when empty) and no 'Loading…' status is left. */
function contentShown(heading: string): boolean {
  const h1 = document.querySelector('h1');
  if (!h1 || (heading && h1.textContent.trim() !== heading)) return false;
  return ![...document.querySelectorAll('[role="status"]')].some((el) => /^Loading/.test(el.textContent.trim()));
}

async function waitForContent(page: Page, heading: string): Promise<void> {
  await page.waitForFunction(contentShown, heading, { timeout: 15_000 });
}

/**
 * Clicks the nav link and answers the milliseconds from the click to the new screen's content,
 * both taken in the page: the click by a capturing listener, the content by a MutationObserver
 * that checks after every DOM change (no polling interval in the figure).
 */
async function timeSwitch(page: Page, step: Step): Promise<number> {
  await page.evaluate(
    ({ heading, source }) => {
      const w = window as unknown as { __clickAt?: number; __contentAt?: number };
      const shown = new Function('heading', `return (${source})(heading)`) as (h: string) => boolean;
      w.__clickAt = undefined;
      w.__contentAt = undefined;
      document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (w.__clickAt === undefined || !shown(heading)) return;
        w.__contentAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { heading: step.heading, source: contentShown.toString() },
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: step.link, exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined, undefined, {
    timeout: 15_000,
  });
  if (new URL(page.url()).pathname !== step.path) throw new Error(`expected ${step.path}, at ${page.url()}`);
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __contentAt: number };
    return w.__contentAt - w.__clickAt;
  });
}

async function journey(browser: Browser, j: (typeof JOURNEYS)[number]) {
  const context = await browser.newContext({ baseURL: benchEnv.baseUrl });
  const page = await context.newPage();
  try {
    const login = await page.request.post('/api/auth/login', { data: { username: j.user, password: benchEnv.demoPassword } });
    if (login.status() !== 200) throw new Error(`sign-in as ${j.user}: ${login.status()}`);
    await page.goto(j.start.path);
    // The first screen is the server's HTML (decision 028); the app starts on the visitor's first
    // intent, as a pointer over the page, and takes the page over once its screen has its data.
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => document.getElementById('server-page') === null, undefined, { timeout: 15_000 });
    await waitForContent(page, j.start.heading);
    // What a person does next: read the page for a moment (the shell may prefetch meanwhile).
    await page.waitForTimeout(1000);
    const cold: number[] = [];
    for (const step of j.steps) cold.push(await timeSwitch(page, step));
    await timeSwitch(page, j.start);
    const warm: number[] = [];
    for (const step of j.steps) warm.push(await timeSwitch(page, step));
    await timeSwitch(page, j.start);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await chromium.launch({ executablePath: benchEnv.chromiumPath, args: benchEnv.chromiumArgs });
let over = false;
try {
  for (const j of JOURNEYS) {
    const runs: { cold: number[]; warm: number[] }[] = [];
    for (let i = 0; i < benchEnv.switchRuns; i++) runs.push(await journey(browser, j));
    console.log(`\n${j.user}: ${j.start.path} → ${j.steps.map((s) => s.path).join(' → ')} (${runs.length} runs, median and worst, ms)`);
    for (const [i, step] of j.steps.entries()) {
      const cold = runs.map((r) => r.cold[i] ?? Number.NaN);
      const warm = runs.map((r) => r.warm[i] ?? Number.NaN);
      const ok = median(cold) <= BUDGET_COLD_MS;
      if (!ok) over = true;
      console.log(
        `  → ${step.path.padEnd(9)} cold ${median(cold).toFixed(0).padStart(5)} (worst ${Math.max(...cold).toFixed(0)})` +
          `  warm ${median(warm).toFixed(0).padStart(5)} (worst ${Math.max(...warm).toFixed(0)})  budget cold ≤ ${BUDGET_COLD_MS}: ${ok ? 'pass' : 'FAIL'}`,
      );
    }
  }
} finally {
  await browser.close();
}
process.exitCode = over ? OVER_BUDGET : 0;

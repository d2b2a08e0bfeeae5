/**
 * Benchmark (not a test): what server rendering a signed-in first screen costs the page server
 * (decision 028), through the page server's own rendering (shell/server/serverRendering.ts) and
 * the builds' ssr/render.cjs bundles:
 *   - CPU per render (the area's screen and the shell's frame, with the visitor's answers, in the
 *     bundles' worker threads): median and 95th percentile of RENDERS renders, budget: median
 *     < 30 ms; the first render on each release (its worker starting) apart;
 *   - memory over those renders across RELEASES release changes (each a copy of the homeowner
 *     area's bundle published under its own id, as a server that has seen many releases): the
 *     API thread's heap after a full collection and the process's resident memory (workers
 *     included), before and after, budget: heap flat (within 10 %), resident within 25 %.
 * The answers are the demo homeowner's /dashboard answers from a running server (BENCH_URL).
 * Run with `node --expose-gc --import tsx e2e/bench/server-render.ts` (npm run bench -- server-render).
 */
import { pageDirs, serverRendering, SERVER_RENDER_FILE, type SignedInScreen } from '@housesit/shell/server';
import type { RuntimeRegistry, User } from '@housesit/shared-contracts';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv } from './env';
import { sessionCookie } from './lib/session';
import { median, OVER_BUDGET, table, verdict } from './lib/stats';

const RENDERS = 500;
const RELEASES = 50;
/** Bundles the page server keeps running (its default): the shell's frame and five releases. */
const WORKERS_KEPT = 6;
const BUDGET = { medianCpuMs: 30, heapGrowth: 0.1, residentGrowth: 0.25 };
const repo = fileURLToPath(new URL('../../', import.meta.url));

interface Boot {
  registry: RuntimeRegistry;
  user: User;
  /** Absent when the page server wrote no first answers. */
  answers?: Record<string, unknown>;
}

/** The demo homeowner's /dashboard boot data, as the page server wrote it. */
async function dashboardBoot(): Promise<Required<Boot>> {
  const cookie = await sessionCookie(benchEnv.baseUrl, 'homeowner');
  const html = await (await fetch(`${benchEnv.baseUrl}/dashboard`, { headers: { Cookie: cookie } })).text();
  const json = /<script type="application\/json" id="hs-boot">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('/dashboard carried no boot data: is BENCH_URL a running production build?');
  const boot = JSON.parse(json) as Boot;
  if (!boot.answers) throw new Error('/dashboard carried no first answers');
  return { ...boot, answers: boot.answers };
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench -- server-render does)');
const heapAfterCollection = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const boot = await dashboardBoot();
const releasesDir = await mkdtemp(join(tmpdir(), 'hs-bench-releases-'));
try {
  const source = join(repo, 'mf-homeowner', 'dist', SERVER_RENDER_FILE);
  const ids = Array.from({ length: RELEASES }, (_, index) => `bench-${String(index + 1).padStart(2, '0')}`);
  const warmIds = Array.from({ length: WORKERS_KEPT }, (_, index) => `warm-${index + 1}`);
  for (const id of [...ids, ...warmIds]) {
    const target = join(releasesDir, 'mf_homeowner', id, SERVER_RENDER_FILE);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
  }
  const rendering = serverRendering({ dirs: pageDirs(repo, releasesDir), maxBundles: WORKERS_KEPT });
  const screenOn = (release: string): SignedInScreen => {
    const registry = structuredClone(boot.registry);
    registry.remotes.mf_homeowner = { ...registry.remotes.mf_homeowner, release, channel: 'stable' };
    return {
      path: '/dashboard',
      user: boot.user,
      registry,
      remote: 'mf_homeowner',
      answers: boot.answers,
      pageUrl: `${benchEnv.baseUrl}/dashboard`,
      now: new Date(),
    };
  };

  // Warm: as many releases rendered as the server keeps running (its workers all started), so
  // "before" holds what a running server holds.
  for (const id of warmIds) {
    if (!(await rendering.render(screenOn(id)))) throw new Error('the homeowner build rendered nothing: build it first (npm run build)');
  }
  const heapBefore = heapAfterCollection();
  const residentBefore = process.memoryUsage().rss;
  const cpu: number[] = [];
  const wall: number[] = [];
  const firstOnRelease: number[] = [];
  let previous: string | undefined;
  for (let index = 0; index < RENDERS; index++) {
    const release = ids[Math.floor((index * RELEASES) / RENDERS)]!;
    const first = release !== previous;
    previous = release;
    const started = performance.now();
    const used = process.cpuUsage();
    const html = await rendering.render(screenOn(release));
    const spent = process.cpuUsage(used);
    const cpuMs = (spent.user + spent.system) / 1000;
    if (first) firstOnRelease.push(cpuMs);
    else {
      wall.push(performance.now() - started);
      cpu.push(cpuMs);
    }
    if (!html) throw new Error(`release ${release} rendered nothing`);
  }
  // The workers of releases no longer in use are terminated once their last render is done.
  await rendering.settled();
  const heapAfter = heapAfterCollection();
  const residentAfter = process.memoryUsage().rss;
  const residentGrowth = (residentAfter - residentBefore) / residentBefore;
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? Number.NaN;
  const growth = (heapAfter - heapBefore) / heapBefore;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`${RENDERS} renders of /dashboard (demo homeowner) across ${RELEASES} releases of mf_homeowner, shell frame included\n`);
  console.log(
    table([
      ['figure', 'median', 'p95', 'budget'],
      [
        'CPU per render',
        `${median(cpu).toFixed(1)} ms`,
        `${p95(cpu).toFixed(1)} ms`,
        `median < ${BUDGET.medianCpuMs} ms: ${verdict(median(cpu) < BUDGET.medianCpuMs)}`,
      ],
      ['wall time per render', `${median(wall).toFixed(1)} ms`, `${p95(wall).toFixed(1)} ms`, ''],
      [
        `CPU, first render on a release (${firstOnRelease.length})`,
        `${median(firstOnRelease).toFixed(1)} ms`,
        `${p95(firstOnRelease).toFixed(1)} ms`,
        'its worker starts',
      ],
    ]),
  );
  console.log(
    `\nheap after a full collection: before ${mb(heapBefore)}, after ${mb(heapAfter)} (${(growth * 100).toFixed(1)} %): ` +
      `flat within ${BUDGET.heapGrowth * 100} %: ${verdict(growth <= BUDGET.heapGrowth)}`,
  );
  console.log(
    `resident memory (workers included): before ${mb(residentBefore)}, after ${mb(residentAfter)} (${(residentGrowth * 100).toFixed(1)} %): ` +
      `within ${BUDGET.residentGrowth * 100} %: ${verdict(residentGrowth <= BUDGET.residentGrowth)}`,
  );
  if (median(cpu) >= BUDGET.medianCpuMs || growth > BUDGET.heapGrowth || residentGrowth > BUDGET.residentGrowth)
    process.exitCode = OVER_BUDGET;
} finally {
  await rm(releasesDir, { recursive: true, force: true });
}

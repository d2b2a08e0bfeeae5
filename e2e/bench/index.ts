/**
 * `npm run bench`: the benchmarks of docs/performance.md, one after the other, each printing its
 * figures against its budget; a summary at the end. Not part of `npm test`.
 *
 * How to run: start the production build with its demo accounts in one shell,
 *   npm start                     (builds, then serves on http://localhost:3000; the embedded
 *                                  database seeds the demo users on its first start)
 * then in another
 *   npm run bench                 all of them, against BENCH_URL (default http://localhost:3000)
 *   npm run bench -- --list       what there is
 *   npm run bench -- area-switch  some of them, by name
 *   npm run bench -- flakes       the e2e suite three times in a row: failures per run (needs
 *                                  no running server; only run when named)
 * The page benches' figures are for a quiet machine: they print the load average and call the
 * run busy when the 1-min load went above 1.5. The API load starts its own servers on a
 * throwaway PostgreSQL database; `throughput` starts a second API process (BENCH_STATIC_PORT,
 * 44122); the rest only use BENCH_URL. env.ts lists every setting.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { OVER_BUDGET } from './lib/stats';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const tsx = ['--import', 'tsx'];

const BENCHES = [
  {
    name: 'critical-path',
    what: 'gzip bytes until the app took / and /login over (≤ 173 KB) and React copies (1)',
    argv: [...tsx, here('critical-path.ts')],
  },
  {
    name: 'lighthouse',
    what: 'Lighthouse 12 mobile, median of 3, beside a bare React 19 page: public ≥ 98, LCP, TBT, CLS 0, no JS before first paint; signed in ≥ 90',
    argv: [...tsx, here('lighthouse.ts')],
  },
  {
    name: 'throughput',
    what: 'GET / under 50 connections vs. the same bytes as a static file (≥ 80 %)',
    argv: [...tsx, here('throughput.ts')],
  },
  {
    name: 'first-interaction',
    what: '/login and /, CPU 4×: blocking time after the first interaction, and the take-over',
    argv: [...tsx, here('first-interaction.ts')],
    noBudget: true,
  },
  {
    name: 'area-switch',
    what: 'click → new screen content, admin and homeowner areas, cold and warm (cold ≤ 300 ms)',
    argv: [...tsx, here('area-switch.ts')],
  },
  {
    name: 'server-render',
    what: 'signed-in first screen rendered on the server: CPU per render (median < 30 ms), memory over 500 renders across 50 releases (flat)',
    argv: ['--expose-gc', ...tsx, here('server-render.ts')],
  },
  {
    name: 'flakes',
    what: 'the main e2e project 3 times in a row (FLAKE_RUNS): wall time, passed and failed per run, the failing tests',
    argv: [...tsx, here('flakes.ts')],
    // Runs the whole suite three times and starts its own servers: only when named.
    onlyByName: true,
  },
  {
    name: 'offline-outbox',
    what: "the sitter's outbox over a random offline/online schedule, 50 runs: actions queued, applied once, duplicates and losses (0)",
    argv: [...tsx, here('offlineOutbox.ts')],
    // Starts its own server and drives 50 visits (several minutes): only when named.
    onlyByName: true,
  },
  {
    name: 'api-load',
    what: 'autocannon on PostgreSQL: /api/auth/me, /api/visits vs bare endpoints; admin jobs and stats at 10k/100k (api/bench)',
    npm: ['run', 'bench:api', '-w', '@housesit/api'],
  },
] as const;

/**
 * The benches here exit OVER_BUDGET when a figure misses its budget, so that a crash (Node exits
 * 1) is not read as a miss; the API load (npm run bench:api) exits 1 for either.
 */
function verdictOf(viaNpm: boolean, status: number | null, signal: string | null): string {
  if (status === 0) return 'within budget';
  if (status === OVER_BUDGET) return 'OVER BUDGET';
  if (viaNpm && status === 1) return 'OVER BUDGET or failed (exit 1)';
  return `failed to run (${status ?? signal})`;
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const bench of BENCHES) console.log(`${bench.name.padEnd(18)} ${bench.what}`);
  process.exit(0);
}
const unknown = args.filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Try --list.`);
  process.exit(2);
}

const chosen = args.length > 0 ? BENCHES.filter((b) => args.includes(b.name)) : BENCHES.filter((b) => !('onlyByName' in b));
const results: { name: string; verdict: string }[] = [];
for (const bench of chosen) {
  console.log(`\n=== ${bench.name}: ${bench.what}`);
  const run =
    'npm' in bench ? spawnSync('npm', bench.npm, { stdio: 'inherit' }) : spawnSync(process.execPath, bench.argv, { stdio: 'inherit' });
  results.push({
    name: bench.name,
    verdict: 'noBudget' in bench && run.status === 0 ? 'measured (no budget)' : verdictOf('npm' in bench, run.status, run.signal),
  });
}
console.log('\n=== summary');
for (const r of results) console.log(`  ${r.name.padEnd(18)} ${r.verdict}`);
process.exitCode = results.every((r) => r.verdict === 'within budget' || r.verdict === 'measured (no budget)') ? 0 : 1;

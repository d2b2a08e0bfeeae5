/**
 * `npm run bench -- flakes`: runs the main e2e project several times in a row (FLAKE_RUNS, 3 by
 * default) under the machine's normal load and prints, per run, its wall time, how many tests
 * passed and failed, and which failed. The suite never retries (playwright.config.ts): a test
 * that fails in one run of three is a flake to fix, and this is where it shows.
 *
 * Needs what the suite needs (the production builds: `npx turbo run build`; DATABASE_URL for
 * PostgreSQL, else the embedded database). E2E_CLOCK_NOW and E2E_WORKERS pass through.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.FLAKE_RUNS ?? 3);

interface JsonSpec {
  title: string;
  file: string;
  tests: { results: { status: string }[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface JsonReport {
  suites: JsonSuite[];
  stats: { expected: number; unexpected: number; skipped: number; flaky: number; duration: number };
}

function failedTitles(suite: JsonSuite): string[] {
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.results.some((result) => result.status !== 'passed' && result.status !== 'skipped')))
    .map((spec) => `${spec.file} › ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap(failedTitles)];
}

const rows: { run: number; seconds: number; passed: number; failed: number; load: string; failures: string[] }[] = [];
for (let run = 1; run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'housesit-flakes-'));
  const report = join(dir, 'report.json');
  const load = loadavg()[0]!.toFixed(1);
  const started = Date.now();
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=json'], {
    cwd: E2E,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let parsed: JsonReport | null;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
  } catch {
    // A run that crashed before its reporter wrote the file.
    parsed = null;
  }
  rmSync(dir, { recursive: true, force: true });
  const failures = parsed ? parsed.suites.flatMap(failedTitles) : [`the run did not report (exit ${result.status ?? result.signal})`];
  rows.push({ run, seconds, passed: parsed?.stats.expected ?? 0, failed: parsed ? parsed.stats.unexpected : 1, load, failures });
  console.log(
    `run ${run}/${runs}: ${seconds} s, ${parsed?.stats.expected ?? 0} passed, ${failures.length} failed (1-min load at start ${load})`,
  );
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}

console.log('\nrun  wall s  passed  failed  load');
for (const row of rows)
  console.log(
    `${String(row.run).padEnd(5)}${String(row.seconds).padEnd(8)}${String(row.passed).padEnd(8)}${String(row.failed).padEnd(8)}${row.load}`,
  );
const flaky = [...new Set(rows.flatMap((row) => row.failures))];
console.log(
  flaky.length === 0 ? `\nNo failure in ${runs} runs.` : `\nFailed in some run:\n${flaky.map((title) => `  ${title}`).join('\n')}`,
);
process.exitCode = flaky.length === 0 ? 0 : 1;

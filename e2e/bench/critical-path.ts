/**
 * Benchmark: what a first visit to `/` and `/login` downloads before the page's first render
 * (gzip bytes per file and in total, against the 173 KB budget) and how many copies of React the
 * page evaluates (lib/criticalPath.ts says how). tests/budgets.spec.ts checks the same budget in
 * `npm test`. Run against a running production build:
 *   BENCH_URL=http://localhost:3000 npx tsx bench/critical-path.ts [paths...]
 */
import { chromium } from '@playwright/test';
import { benchEnv } from './env';
import { CRITICAL_PATH_BUDGET_KB, describeCriticalPath, measureCriticalPath } from './lib/criticalPath';
import { OVER_BUDGET } from './lib/stats';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login'];

let over = false;
for (const path of paths) {
  const browser = await chromium.launch({ executablePath: benchEnv.chromiumPath, args: benchEnv.chromiumArgs });
  try {
    const result = await measureCriticalPath(await browser.newPage(), `${benchEnv.baseUrl}${path}`);
    console.log(`\n${describeCriticalPath(path, result)}`);
    if (result.totalGzip > CRITICAL_PATH_BUDGET_KB * 1024 || result.reactCopies !== 1 || result.reactPackages !== 1) over = true;
  } finally {
    await browser.close();
  }
}
process.exitCode = over ? OVER_BUDGET : 0;

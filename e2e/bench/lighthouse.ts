/**
 * Benchmark (not a test): Lighthouse 12 with its default settings (a mid-range phone on
 * slow 4G, simulated throttling), each page audited BENCH_LIGHTHOUSE_RUNS times (3) in a fresh
 * Chrome, medians printed against the budgets, beside a bare React 19 page measured in the same
 * run (lib/reference.ts):
 *   public  /, /terms, /privacy, /support, /login (signed out): performance ≥ 98, LCP no later than
 *           the reference's, TBT at most the reference's + 50 ms, CLS 0; and the bytes they load
 *           before their first paint, by type: HTML and CSS only, 0 bytes of JavaScript.
 *   signed in  /dashboard (demo homeowner), /jobs (demo admin), /housesitter/jobs (demo sitter),
 *           rendered on the server (decision 028): the same budgets. Their app code is prefetched
 *           only once the page has painted, so they keep the bytes budget too.
 * Every page also keeps the general budget: accessibility and best practices each ≥ 95.
 * The load average is printed before and after; above 1.5 at any moment the run is called busy.
 *
 * Run it against a running production build: `npm start` in one shell, then in another
 *   npm run bench -- lighthouse
 *   BENCH_URL=http://localhost:4412 npx tsx e2e/bench/lighthouse.ts [--compress] [paths...]
 * `--compress` puts a gzip proxy in front of BENCH_URL (for a server that does not compress).
 * Lighthouse 12 is the last major that runs on Node 20.
 */
import { benchEnv } from './env';
import { audit, bytesBeforePaint, figuresOf, missedAudits, type BytesBeforePaint, type Figures } from './lib/audit';
import { startGzipProxy } from './lib/gzipProxy';
import { watchLoad } from './lib/load';
import { startReferencePage } from './lib/reference';
import { SIGNED_IN_AS, sessionCookie } from './lib/session';
import { kib, median, ms, OVER_BUDGET, table, verdict } from './lib/stats';

const PUBLIC = ['/', '/terms', '/privacy', '/support', '/login'];
const SIGNED_IN = Object.keys(SIGNED_IN_AS);
const BUDGET = { score: 98, tbtOverReferenceMs: 50, otherCategories: 95 };

const args = process.argv.slice(2);
const compress = args.includes('--compress');
const chosen = args.filter((a) => a !== '--compress');
const paths = chosen.length > 0 ? chosen : [...PUBLIC, ...SIGNED_IN];

interface Measured {
  label: string;
  figures: Figures[];
  bytes: BytesBeforePaint[];
  missed: Set<string>;
}

/** Audits `url` BENCH_LIGHTHOUSE_RUNS times, one fresh Chrome each. */
async function measure(label: string, url: string, cookie: string | null, withBytes = true): Promise<Measured> {
  const result: Measured = { label, figures: [], bytes: [], missed: new Set() };
  for (let run = 0; run < benchEnv.lighthouseRuns; run++) {
    const lhr = await audit(url, cookie);
    result.figures.push(figuresOf(lhr));
    if (withBytes) result.bytes.push(bytesBeforePaint(lhr));
    for (const line of missedAudits(lhr)) result.missed.add(line);
    process.stdout.write('.');
  }
  return result;
}

const mid = (m: Measured, key: keyof Figures) => median(m.figures.map((f) => f[key]));

const load = watchLoad();
const proxy = compress ? await startGzipProxy(benchEnv.baseUrl) : null;
const baseUrl = proxy?.url ?? benchEnv.baseUrl;
const reference = await startReferencePage();
console.log(
  `${paths.length} pages and a bare React 19 page (${kib(reference.bundleBytes)} minified, ${kib(reference.bundleGzipBytes)} gzip), ` +
    `${benchEnv.lighthouseRuns} runs each, against ${benchEnv.baseUrl}${proxy ? ' through a gzip proxy' : ''}`,
);

let over = false;
try {
  const ref = await measure('reference', reference.url, null, false);
  const pages: Measured[] = [];
  const cookies = new Map<string, string>();
  for (const path of paths) {
    const user = SIGNED_IN_AS[path];
    if (user && !cookies.has(user)) cookies.set(user, await sessionCookie(benchEnv.baseUrl, user));
    pages.push(await measure(path, `${baseUrl}${path}`, user ? (cookies.get(user) ?? null) : null));
  }
  console.log('\n');

  const refLcp = mid(ref, 'lcp');
  const refTbt = mid(ref, 'tbt');
  const rows = [
    ['page', 'as', `score (${benchEnv.lighthouseRuns} runs)`, 'budget', 'LCP', 'budget', 'TBT', 'budget', 'CLS', 'budget', 'FCP'],
  ];
  const cell = (value: string, ok: boolean) => `${value} ${verdict(ok)}`;
  rows.push([
    'reference',
    '',
    `${mid(ref, 'score')} (${ref.figures.map((f) => f.score).join(' ')})`,
    '',
    ms(refLcp),
    '',
    ms(refTbt),
    '',
    mid(ref, 'cls').toFixed(3),
    '',
    ms(mid(ref, 'fcp')),
  ]);
  for (const page of pages) {
    const score = mid(page, 'score');
    const [lcp, tbt, cls] = [mid(page, 'lcp'), mid(page, 'tbt'), mid(page, 'cls')];
    const runs = `${score} (${page.figures.map((f) => f.score).join(' ')})`;
    const checks = [score >= BUDGET.score, lcp <= refLcp, tbt <= refTbt + BUDGET.tbtOverReferenceMs, cls.toFixed(3) === '0.000'];
    if (checks.includes(false)) over = true;
    rows.push([
      page.label,
      SIGNED_IN_AS[page.label] ?? 'signed out',
      runs,
      cell(`≥ ${BUDGET.score}`, checks[0] ?? false),
      ms(lcp),
      cell(`≤ ${ms(refLcp)}`, checks[1] ?? false),
      ms(tbt),
      cell(`≤ ${ms(refTbt + BUDGET.tbtOverReferenceMs)}`, checks[2] ?? false),
      cls.toFixed(3),
      cell('0', checks[3] ?? false),
      ms(mid(page, 'fcp')),
    ]);
  }
  console.log(`Lighthouse 12, mobile defaults; medians of ${benchEnv.lighthouseRuns} runs (each figure its own median)\n${table(rows)}`);

  const withBytes = pages.filter((p) => p.bytes.length > 0);
  if (withBytes.length > 0) {
    console.log(
      `\nBytes before first paint (sent, of the requests that finished before the observed first paint; the run with the most JavaScript of ${benchEnv.lighthouseRuns}). Budget: HTML and CSS only, 0 B of JavaScript.`,
    );
    const byteRows = [['page', 'first paint', 'HTML', 'CSS', 'JavaScript', 'other', 'budget', 'JS loading at first paint']];
    for (const page of withBytes) {
      const worst = page.bytes.reduce((a, b) => ((b.finished.Script ?? 0) > (a.finished.Script ?? 0) ? b : a));
      const { Document: html = 0, Stylesheet: css = 0, Script: js = 0, ...rest } = worst.finished;
      const other = Object.values(rest).reduce((t, b) => t + b, 0);
      if (js > 0) over = true;
      byteRows.push([
        page.label,
        ms(worst.observedFcpMs),
        kib(html),
        kib(css),
        kib(js),
        kib(other),
        cell('JS 0 B', js === 0),
        `${kib(worst.scriptInFlight)} (not counted)`,
      ]);
    }
    console.log(table(byteRows));
  }

  console.log(`\nThe general budget, every page: accessibility and best practices each ≥ ${BUDGET.otherCategories} (medians)`);
  for (const page of [ref, ...pages]) {
    const [a11y, bp] = [mid(page, 'accessibility'), mid(page, 'bestPractices')];
    const ok = a11y >= BUDGET.otherCategories && bp >= BUDGET.otherCategories;
    if (!ok && page !== ref) over = true;
    console.log(`  ${page.label.padEnd(18)} accessibility ${a11y}, best practices ${bp}${page === ref ? '' : `: ${verdict(ok)}`}`);
    if (page !== ref) for (const line of page.missed) console.log(`    ${line}`);
  }
} finally {
  await reference.close();
  proxy?.server.close();
  console.log(`\n${load.report()}`);
}
process.exitCode = over ? OVER_BUDGET : 0;

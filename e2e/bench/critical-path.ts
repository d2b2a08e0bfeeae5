/**
 * Benchmark (not a test): what a first visit to `/` and `/login` downloads before the page's
 * first render, per file and in total, as gzip bytes, and how many copies of React the page
 * evaluates. "First render" is the moment the page's own <h1> is in the document (the shell's
 * spinner comes earlier but is not the page); files requested after it (code split off the
 * first render, e.g. the landing page's FAQ and plan dialog) are listed apart, as deferred.
 * The gzip figure is what the files weigh compressed (level 6), whatever the server sends; the
 * "sent" figure is what this server actually transferred (Resource Timing's transferSize).
 * Run against a running production build: `BENCH_URL=http://localhost:3000 npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const budgetKb = 170;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login'];

interface FileRow {
  url: string;
  type: string;
  gzip: number;
  sent: number;
  startMs: number;
}

/** Counts React renderers and notes when the first <h1> appears, before any page script runs. */
const PAGE_PROBE = `
  (() => {
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers, supportsFiber: true, isDisabled: false, checkDCE() {}, onScheduleFiberRoot() {},
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      inject(renderer) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')) {
        window.__firstRenderMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

interface PageFacts {
  firstRenderMs: number;
  reactCopies: number;
  timings: { name: string; startTime: number; transferSize: number }[];
}

async function measure(path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  await page.addInitScript(PAGE_PROBE);
  const bodies = new Map<string, { type: string; gzip: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) && !response.url().endsWith('.json')) return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(response.url(), { type, gzip: gzipSync(body, { level: 6 }).length }),
        () => undefined, // redirects have no body
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => typeof (window as unknown as { __firstRenderMs?: number }).__firstRenderMs === 'number');
  await Promise.all(pending);
  const facts: PageFacts = await page.evaluate(() => {
    const w = window as unknown as { __firstRenderMs: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } };
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    return {
      firstRenderMs: w.__firstRenderMs,
      reactCopies: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      timings: entries.map((e) => ({ name: e.name, startTime: e.startTime, transferSize: e.transferSize })),
    };
  });
  await browser.close();

  const files: FileRow[] = [];
  for (const [url, body] of bodies) {
    const timing = facts.timings.find((t) => t.name === url);
    files.push({ url: url.replace(baseUrl, ''), type: body.type, gzip: body.gzip, sent: timing?.transferSize ?? 0, startMs: timing?.startTime ?? 0 });
  }
  return { files, facts };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: FileRow[], key: 'gzip' | 'sent') => rows.reduce((total, row) => total + row[key], 0);

for (const path of paths) {
  const { files, facts } = await measure(path);
  const critical = files.filter((f) => f.startMs < facts.firstRenderMs).sort((a, b) => b.gzip - a.gzip);
  const deferred = files.filter((f) => f.startMs >= facts.firstRenderMs).sort((a, b) => b.gzip - a.gzip);
  const total = sum(critical, 'gzip');
  console.log(
    `\n${path}: ${kb(total)} gzip before first render (${critical.length} files, budget ${budgetKb} KB: ${total <= budgetKb * 1024 ? 'within' : 'OVER'}),` +
      ` ${kb(sum(critical, 'sent'))} sent by this server; first render at ${Math.round(facts.firstRenderMs)} ms; React copies: ${facts.reactCopies}`,
  );
  for (const f of critical) console.log(`  ${kb(f.gzip).padStart(9)}  sent ${kb(f.sent).padStart(9)}  ${f.type.padEnd(9)} ${f.url}`);
  if (deferred.length > 0) {
    console.log(`  after first render: ${kb(sum(deferred, 'gzip'))} gzip in ${deferred.length} files`);
    for (const f of deferred) console.log(`  ${kb(f.gzip).padStart(9)}  sent ${kb(f.sent).padStart(9)}  ${f.type.padEnd(9)} ${f.url}`);
  }
}

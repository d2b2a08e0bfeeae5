/**
 * Benchmark (not a test): what a first visit to `/` and `/login` downloads before the page is
 * ready, per file and in total, as gzip bytes, and how many copies of React the page evaluates.
 * Run against a running production build: `BENCH_URL=http://localhost:3000 npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const budgetKb = 170;

async function measure(path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers, supportsFiber: true, isDisabled: false, checkDCE() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {},
      inject(renderer: unknown) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
    };
  });
  const files: { url: string; type: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) && !response.url().endsWith('.json')) return;
    try {
      const body = await response.body();
      files.push({ url: response.url().replace(baseUrl, ''), type, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const reactCopies = await page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  await browser.close();
  return { files, reactCopies };
}

for (const path of ['/', '/login']) {
  const { files, reactCopies } = await measure(path);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\n${path}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files (budget ${budgetKb} KB), React copies: ${reactCopies}`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.type.padEnd(10)} ${f.url}`);
}

/**
 * Benchmark (not a test): Lighthouse 12 with its default settings (a mid-range phone on a slow 4G
 * link, simulated throttling) on `/`, `/login`, and signed in `/dashboard` (the demo homeowner)
 * and `/jobs` (the demo admin) of a running production build. Prints the performance,
 * accessibility and best-practices scores against the budget (each ≥ 95), LCP, TBT and CLS, and
 * every audit that did not pass in the two non-performance categories.
 *   BENCH_URL=http://localhost:3555 CHROME_PATH=/usr/bin/chromium npx tsx e2e/bench/lighthouse.ts [--compress] [paths...]
 * `--compress` puts a gzip proxy in front of BENCH_URL, to see what the figures would be once
 * the server compresses its responses (for a server that does not, or to compare with one that
 * does).
 * Lighthouse 12 is the last major that runs on Node 20. Each page gets a fresh Chrome.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { benchEnv } from './env';

const targetUrl = benchEnv.baseUrl;
const chromePath = benchEnv.chromiumPath;
const args = process.argv.slice(2);
const compress = args.includes('--compress');
/** Who each page is audited as (signed out when absent). */
const SIGNED_IN_AS: Record<string, string> = { '/dashboard': 'homeowner', '/jobs': 'admin' };
const paths = args.filter((a) => a !== '--compress').length > 0 ? args.filter((a) => a !== '--compress') : ['/', '/login', '/dashboard', '/jobs'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const BUDGET_SCORE = 95;

/** The session cookie of a demo user, sent with every request of the audit. */
async function sessionCookie(username: string): Promise<string> {
  const response = await fetch(`${targetUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: targetUrl },
    body: JSON.stringify({ username, password: benchEnv.demoPassword }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${username}: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.includes('housesit_session='));
  if (!cookie) throw new Error(`sign-in as ${username}: no session cookie`);
  return cookie.split(';')[0] ?? '';
}
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;

/** A local proxy to BENCH_URL that gzips text responses, as a compressing server would. */
async function startGzipProxy(target: string) {
  const server = createServer((req, res) => {
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (chunk: Buffer) => chunks.push(chunk));
      up.on('end', () => {
        let body: Buffer = Buffer.concat(chunks);
        const headers: IncomingHttpHeaders = { ...up.headers };
        if (COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 0) {
          body = gzipSync(body, { level: 6 });
          headers['content-encoding'] = 'gzip';
          headers['content-length'] = String(body.length);
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function audit(baseUrl: string, path: string, cookie: string | null) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const proxy = compress ? await startGzipProxy(targetUrl) : null;
const baseUrl = proxy?.url ?? targetUrl;
if (proxy) console.log(`(through a gzip proxy to ${targetUrl})`);

let missed = false;
for (const path of paths) {
  const user = SIGNED_IN_AS[path];
  const cookie = user ? await sessionCookie(user) : null;
  let lhr = await audit(baseUrl, path, cookie);
  // Lighthouse asks to be run again when Chrome's trace missed the navigation (NO_NAVSTART).
  if (lhr.runtimeError) lhr = await audit(baseUrl, path, cookie);
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path}: ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const ok = CATEGORIES.every((id) => score(id) >= BUDGET_SCORE);
  if (!ok) missed = true;
  console.log(
    `\n${path}${user ? ` (as ${user})` : ''} [budget each ≥ ${BUDGET_SCORE}: ${ok ? 'pass' : 'FAIL'}]: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}` +
      ` | LCP ${Math.round(metric('largest-contentful-paint'))} ms, TBT ${Math.round(metric('total-blocking-time'))} ms,` +
      ` CLS ${metric('cumulative-layout-shift').toFixed(3)}, FCP ${Math.round(metric('first-contentful-paint'))} ms`,
  );
  for (const id of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (result && result.score !== null && result.score < 1 && ref.weight > 0) console.log(`  ${id}: ${result.title}`);
    }
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && a.score !== null && a.score < 1)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  for (const line of opportunities) console.log(`  performance: ${line}`);
}
proxy?.server.close();
process.exitCode = missed ? 1 : 0;

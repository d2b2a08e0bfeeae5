/**
 * One Lighthouse audit (Lighthouse 12's defaults: a mid-range phone on slow 4G, simulated
 * throttling) in a fresh headless Chrome, and the figures the Lighthouse bench reads from it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchEnv } from '../env';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function auditOnce(url: string, cookie: string | null): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: benchEnv.chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Audits `url` in a fresh Chrome; once more when Chrome's trace missed the navigation (NO_NAVSTART). */
export async function audit(url: string, cookie: string | null): Promise<Lhr> {
  let lhr = await auditOnce(url, cookie);
  if (lhr.runtimeError) lhr = await auditOnce(url, cookie);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const wanted = new URL(url).pathname;
  if (new URL(lhr.finalDisplayedUrl).pathname !== wanted) throw new Error(`${url}: ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  return lhr;
}

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  accessibility: number;
  bestPractices: number;
}

export function figuresOf(lhr: Lhr): Figures {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score('performance'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

/** The weighted audits of accessibility and best practices that did not pass, one line each. */
export function missedAudits(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (result && result.score !== null && result.score < 1 && ref.weight > 0) lines.push(`${id}: ${result.title}`);
    }
  }
  return lines;
}

export interface BytesBeforePaint {
  /** The first paint as Chrome observed it in this (unthrottled) load, ms from the first request. */
  observedFcpMs: number;
  /** Bytes sent (transfer size) of the requests that finished before it, by Lighthouse resource type. */
  finished: Record<string, number>;
  /** Script bytes requested before the first paint but finished after it (loading meanwhile). */
  scriptInFlight: number;
}

interface NetworkItem {
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
}

/**
 * What the page downloaded before its first paint, from the audit's own records. Lighthouse's
 * FCP figure is simulated (a model of the slow phone), but its request timings are the real,
 * unthrottled load; so both sides are taken from that real load: the trace's observed FCP
 * (metrics audit) against the network-requests audit, whose times count from the first
 * request (its debug data gives that moment on the trace's clock).
 */
export function bytesBeforePaint(lhr: Lhr): BytesBeforePaint {
  const metrics = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined;
  const network = lhr.audits['network-requests']?.details as
    { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const fcpTs = metrics?.items?.[0]?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (fcpTs === undefined || startTs === undefined) throw new Error('Lighthouse gave no observed FCP or network start');
  const observedFcpMs = (fcpTs - startTs) / 1000;
  const finished: Record<string, number> = {};
  let scriptInFlight = 0;
  for (const item of network?.items ?? []) {
    const type = item.resourceType ?? 'Other';
    const bytes = item.transferSize ?? 0;
    if ((item.networkEndTime ?? Infinity) <= observedFcpMs) finished[type] = (finished[type] ?? 0) + bytes;
    else if (type === 'Script' && (item.networkRequestTime ?? Infinity) < observedFcpMs) scriptInFlight += bytes;
  }
  return { observedFcpMs, finished, scriptInFlight };
}

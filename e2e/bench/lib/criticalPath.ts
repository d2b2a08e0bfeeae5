/**
 * What a first visit downloads before the page's first render, per file, as gzip bytes; and how
 * many copies of React the page evaluated. "First render" is the moment the page's own <h1> is
 * in the app's document and the app took the server's page over (the shell's spinner comes
 * earlier but is not the page); files requested after
 * it (code split off the first render) are deferred. The gzip figure is what the files weigh
 * compressed (level 6) whatever the server sends; "sent" is what this server transferred
 * (Resource Timing's transferSize). Used by bench/critical-path.ts and tests/budgets.spec.ts.
 *
 * Since decision 020 a public page's document also carries the page its release rendered to HTML
 * (`#server-page` and its styles), which is the page's first paint, before any script; and a
 * signed-out visitor's app starts only on their first intent. So the measure shows intent (a key
 * press) once the page has loaded, and counts the app's critical path: the document without the
 * server's page, and what the app fetches until its first render. The server's page is printed
 * beside it (`serverPageGzip`): it is what the visitor waits for before the first paint.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { REACT_PROBE, reactCopies } from './reactProbe';
import { kib } from './stats';

/**
 * 170 KB until 2026-11-25; 172 KB since the client reads every API refusal's code (error-code list
 * and reader, +1.1 KB) and the staff kit's texts share the first-load messages module (+0.5 KB);
 * 173 KB since the layout's <main> says when its screen is done (aria-busy, data-state: the kit's
 * screen-work count in the spinner, the session and the data hooks, +0.3 KB, which took `/` from
 * the budget's edge to 173.0 KB); 176 KB since the shared kit carries the load / error / ready
 * component, the form field and the pending-changes store that every area uses (a shared singleton
 * is never tree-shaken: 175.1 KB); 177 KB since the kit carries the visit lifecycle hook, its photo
 * rules and the lazy date formatter (+0.5 KB in the kit's chunk) and the shell reads every screen
 * and nav entry of an area from its release (+0.4 KB: 176.3 KB). Decision 009 says why; decision
 * 021 says what the ready state is for.
 */
export const CRITICAL_PATH_BUDGET_KB = 177;

export interface FileRow {
  url: string;
  type: string;
  gzip: number;
  sent: number;
  startMs: number;
}

export interface CriticalPath {
  critical: FileRow[];
  deferred: FileRow[];
  totalGzip: number;
  totalSent: number;
  firstRenderMs: number;
  /** Copies of react-dom that registered a renderer, and copies of `react` evaluated (reactProbe.ts). */
  reactCopies: number;
  reactPackages: number;
  /** The server-rendered page in the document and its styles (gzip), not part of totalGzip. */
  serverPageGzip: number;
}

/** The document without the server-rendered page and its styles, and those (decision 020). */
export function splitServerPage(html: string): { app: string; serverPage: string } {
  const pageStart = html.indexOf('<div id="server-page"');
  const rootStart = html.search(/<div id="?root"?>/);
  const styles = /<style data-server-page>[\s\S]*?<\/style>/.exec(html);
  if (pageStart < 0 || rootStart < pageStart) return { app: html, serverPage: '' };
  let app = html.slice(0, pageStart) + html.slice(rootStart);
  let serverPage = html.slice(pageStart, rootStart);
  if (styles) {
    app = app.replace(styles[0], '');
    serverPage += styles[0];
  }
  return { app, serverPage };
}

/**
 * Notes when the app's first render is on screen, before any page script runs: its own <h1> in
 * #root, and the server's page (decision 020) gone, i.e. the app took the page over. The two
 * happen in one commit today; counting to the take-over keeps the figure honest if the app ever
 * renders before it takes over.
 */
const FIRST_RENDER_PROBE = `
  (() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('#root h1') && !document.getElementById('server-page')) {
        window.__firstRenderMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

/**
 * Loads `url` in a fresh `page` (nothing cached) and measures it. Once the network is idle the
 * mouse moves onto the page, as a visitor's would: a page whose scripts wait for a first
 * interaction (signed-out pages may) loads them then, and they count in its critical path.
 */
export async function measureCriticalPath(page: Page, url: string): Promise<CriticalPath> {
  await page.addInitScript(REACT_PROBE);
  await page.addInitScript(FIRST_RENDER_PROBE);
  const bodies = new Map<string, { type: string; gzip: number }>();
  let serverPageGzip = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) && !response.url().endsWith('.json')) return;
    pending.push(
      response.body().then(
        (body) => {
          if (type !== 'document') {
            bodies.set(response.url(), { type, gzip: gzipSync(body, { level: 6 }).length });
            return;
          }
          // The server's page is the first paint, not the app's path (see the module comment).
          const { app, serverPage } = splitServerPage(body.toString('utf8'));
          bodies.set(response.url(), { type, gzip: gzipSync(app, { level: 6 }).length });
          if (serverPage) serverPageGzip = gzipSync(serverPage, { level: 6 }).length;
        },
        () => undefined, // redirects have no body
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A signed-out visitor's public page starts the app on intent (decision 020): show it, as the
  // visitor's first key press or touch would, so the app's own critical path is what is counted.
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => typeof (window as unknown as { __firstRenderMs?: number }).__firstRenderMs === 'number');
  await Promise.all(pending);
  const facts = await page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      firstRenderMs: (window as unknown as { __firstRenderMs: number }).__firstRenderMs,
      timings: entries.map((e) => ({ name: e.name, startTime: e.startTime, transferSize: e.transferSize })),
    };
  });
  const copies = await reactCopies(page);
  const origin = new URL(url).origin;
  const files: FileRow[] = [];
  for (const [fileUrl, body] of bodies) {
    const timing = facts.timings.find((t) => t.name === fileUrl);
    files.push({
      url: fileUrl.replace(origin, ''),
      type: body.type,
      gzip: body.gzip,
      sent: timing?.transferSize ?? 0,
      startMs: timing?.startTime ?? 0,
    });
  }
  const critical = files.filter((f) => f.startMs < facts.firstRenderMs).sort((a, b) => b.gzip - a.gzip);
  const deferred = files.filter((f) => f.startMs >= facts.firstRenderMs).sort((a, b) => b.gzip - a.gzip);
  const sum = (rows: FileRow[], key: 'gzip' | 'sent') => rows.reduce((total, row) => total + row[key], 0);
  return {
    critical,
    deferred,
    totalGzip: sum(critical, 'gzip'),
    totalSent: sum(critical, 'sent'),
    firstRenderMs: facts.firstRenderMs,
    reactCopies: copies.renderers,
    reactPackages: copies.react,
    serverPageGzip,
  };
}

/** The per-file listing the bench prints and the budget test attaches to a failure. */
export function describeCriticalPath(path: string, result: CriticalPath): string {
  const within = result.totalGzip <= CRITICAL_PATH_BUDGET_KB * 1024;
  const lines = [
    `${path}: ${kib(result.totalGzip)} gzip before first render (${result.critical.length} files, budget ${CRITICAL_PATH_BUDGET_KB} KB: ${within ? 'within' : 'OVER'}),` +
      ` ${kib(result.totalSent)} sent by this server; first render at ${Math.round(result.firstRenderMs)} ms;` +
      ` React copies: ${result.reactPackages} react, ${result.reactCopies} react-dom renderer(s)`,
  ];
  if (result.serverPageGzip > 0)
    lines.push(
      `  plus the server-rendered page in the document (the first paint, before any script; not above): ${kib(result.serverPageGzip)} gzip`,
    );
  for (const f of result.critical)
    lines.push(`  ${kib(f.gzip).padStart(9)}  sent ${kib(f.sent).padStart(9)}  ${f.type.padEnd(9)} ${f.url}`);
  if (result.deferred.length > 0) {
    lines.push(`  after first render: ${kib(result.deferred.reduce((t, f) => t + f.gzip, 0))} gzip in ${result.deferred.length} files`);
    for (const f of result.deferred)
      lines.push(`  ${kib(f.gzip).padStart(9)}  sent ${kib(f.sent).padStart(9)}  ${f.type.padEnd(9)} ${f.url}`);
  }
  return lines.join('\n');
}

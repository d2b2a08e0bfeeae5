/**
 * Prometheus metrics (prom-client), one registry per process. Served by metricsServer.ts on
 * METRICS_PORT only, never on the public port: route names and queue depth are for operators.
 * Gauges read their value when scraped, so nothing is kept up to date between scrapes.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricSources {
  /** Requests being answered now (the HTTP server's count: what a drain waits for). */
  inFlight?: () => number;
  /** Open /ws sockets on this instance (the realtime hub's size). */
  openSockets?: () => number;
  /** Emails waiting in the queue (shared by every instance). */
  emailQueueDepth?: () => Promise<number>;
}

export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  emailSent(): void;
  emailFailed(): void;
  /** A page load of an area's release: shown, or failed (load error, throw at render); release '' is the build's dist. */
  releasePageLoad(remote: string, release: string, channel: string, outcome: 'load' | 'failure'): void;
  /** A staged release the health rule took back (releases/health.ts). */
  releaseAutoUnstaged(remote: string, release: string): void;
  /** Sources known only after start (the hub, the worker). */
  setSources(sources: MetricSources): void;
}

/** Seconds: from a cached page (a few ms) to a slow photo upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  let sources: MetricSources = {};
  const requests = new Counter({
    name: 'housesit_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'housesit_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'housesit_http_requests_in_flight',
    help: 'HTTP requests being answered on this instance',
    registers: [registry],
    collect() {
      this.set(sources.inFlight?.() ?? 0);
    },
  });
  new Gauge({
    name: 'housesit_ws_open_sockets',
    help: 'Open /ws sockets on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openSockets?.() ?? 0);
    },
  });
  new Gauge({
    name: 'housesit_email_queue_depth',
    help: 'Emails queued and not yet sent (all instances)',
    registers: [registry],
    async collect() {
      this.set(sources.emailQueueDepth ? await sources.emailQueueDepth() : 0);
    },
  });
  const sent = new Counter({
    name: 'housesit_emails_sent_total',
    help: 'Emails the mail server accepted from this instance',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'housesit_emails_failed_total',
    help: 'Email attempts that failed on this instance (each is retried)',
    registers: [registry],
  });
  const releaseLoads = new Counter({
    name: 'housesit_release_page_loads_total',
    help: 'Page loads of each area release as browsers reported them to this instance, by outcome (load, failure)',
    labelNames: ['remote', 'release', 'channel', 'outcome'] as const,
    registers: [registry],
  });
  const autoUnstaged = new Counter({
    name: 'housesit_release_auto_unstaged_total',
    help: "Staged releases this instance unstaged because their failure rate exceeded stable's",
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  return {
    registry,
    releasePageLoad: (remote, release, channel, outcome) => releaseLoads.inc({ remote, release, channel, outcome }),
    releaseAutoUnstaged: (remote, release) => autoUnstaged.inc({ remote, release }),
    observeRequest: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    emailSent: () => sent.inc(),
    emailFailed: () => failed.inc(),
    setSources: (next) => {
      sources = { ...sources, ...next };
    },
  };
}

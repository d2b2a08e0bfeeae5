/** The benchmarks' configuration: the only bench module that reads `process.env`. */

export const benchEnv = {
  /** A running production build (`npm start`, or the e2e server). */
  baseUrl: process.env.BENCH_URL ?? 'http://localhost:3000',
  chromiumPath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromiumArgs: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  /** Demo sign-ins (the demo data, or a server seeded with SEED_DEMO=1). */
  demoPassword: process.env.BENCH_DEMO_PASSWORD ?? 'housesit-demo',
  /** How many times each area switch is timed (cold once per run, then warm). */
  switchRuns: Number(process.env.BENCH_SWITCH_RUNS ?? '5'),
  /** Lighthouse audits per page (median of 3), and first-interaction runs per page. */
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? '3'),
  interactionRuns: Number(process.env.BENCH_INTERACTION_RUNS ?? '3'),
  /** The throughput bench's static-file server (a second API process) and its length per run. */
  staticPort: Number(process.env.BENCH_STATIC_PORT ?? '44122'),
  throughputSeconds: Number(process.env.BENCH_THROUGHPUT_SECONDS ?? '10'),
  /** The offline outbox bench's runs, and the seed of its schedule (a failing run's printed seed repeats it). */
  offlineRuns: process.env.BENCH_OFFLINE_RUNS,
  offlineSeed: process.env.BENCH_OFFLINE_SEED,
};

/**
 * The load-balancer project's settings (playwright.lb.config.ts): fixed ports beside the
 * main run's (E2E_PORT + 30 …), the run's folder and the state file the stack writes once it is up.
 * The project needs PostgreSQL (DATABASE_URL: both instances share it) and nginx; without either it
 * is skipped, as `npm test` on a machine with neither must still pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = Number(process.env.E2E_PORT ?? 4310) + 30;

export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0) ?? null;

export const lbSettings = {
  /** nginx: the only address the browser uses. */
  port: base,
  origin: `http://127.0.0.1:${base}`,
  instancePorts: [base + 1, base + 2] as const,
  metricsPorts: [base + 3, base + 4] as const,
  s3Port: base + 5,
  databaseUrl: process.env.DATABASE_URL || null,
  /** Made once by the runner and handed to the stack and the workers through the environment. */
  runDir: (process.env.E2E_LB_DIR ??= mkdtempSync(join(tmpdir(), 'housesit-e2e-lb-'))),
};

export const lbRunnable = Boolean(NGINX_PATH && lbSettings.databaseUrl);

/** What the stack (lb/stack.ts) writes once every part answers: the spec signals and reads these. */
export interface LbState {
  instances: { port: number; metricsPort: number; pid: number; log: string }[];
  nginx: { pid: number; accessLog: string; errorLog: string };
  s3Directory: string;
  releasesDir: string;
  databaseUrl: string;
}

export const lbStateFile = join(lbSettings.runDir, 'state.json');

export function readLbState(): LbState {
  return JSON.parse(readFileSync(lbStateFile, 'utf8')) as LbState;
}
